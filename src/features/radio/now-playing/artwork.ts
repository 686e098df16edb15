/**
 * Artwork for the current song from the music store's search (SPEC §7): `resultCount` and
 * `results[0].artworkUrl100`, upgraded to 1000×1000. Fetched (the store allows CORS) rather
 * than JSONP, so no third-party script runs; cached per search term.
 */
import * as v from 'valibot';
import { safeUrl } from '../../../lib/url';
import type { NowPlaying } from '../station';
import { ARTWORK_LARGE, ARTWORK_SEARCH, ARTWORK_SMALL, NO_TITLES } from './constants';

const SearchSchema = v.looseObject({
  resultCount: v.number(),
  results: v.array(v.looseObject({ artworkUrl100: v.optional(v.string()) })),
});

/** The search term for a title, or '' when there is nothing to search for. */
export function artworkTerm(nowPlaying: NowPlaying | null): string {
  if (!nowPlaying?.title || nowPlaying.title === NO_TITLES) return '';
  return [nowPlaying.artist, nowPlaying.title].filter(Boolean).join(' ').trim();
}

export function artworkSearchUrl(term: string, endpoint = ARTWORK_SEARCH): string {
  // A site's own endpoint (`data-artworksearch`) that is no http(s) address: the music store's.
  const url = new URL(safeUrl(endpoint, document.baseURI) ?? ARTWORK_SEARCH);
  url.searchParams.set('term', term);
  url.searchParams.set('entity', 'song');
  return url.href;
}

/** The 1000×1000 artwork URL in a search answer, or ''. */
export function parseArtwork(body: unknown): string {
  const parsed = v.safeParse(SearchSchema, body);
  if (!parsed.success || parsed.output.resultCount < 1) return '';
  const small = parsed.output.results[0]?.artworkUrl100 ?? '';
  // Absolute http(s) only: it reaches an <img> and the Media Session, which throws on a malformed one.
  if (!/^https?:\/\//i.test(small.trim())) return '';
  return safeUrl(small.replace(ARTWORK_SMALL, ARTWORK_LARGE), 'https://invalid/') ?? '';
}

export type ArtworkFetch = (url: string, signal: AbortSignal) => Promise<unknown>;

export class ArtworkCache {
  private readonly found = new Map<string, Promise<string>>();

  constructor(private readonly fetchJson: ArtworkFetch, private readonly endpoint = ARTWORK_SEARCH) {}

  lookup(term: string, signal: AbortSignal): Promise<string> {
    let pending = this.found.get(term);
    if (!pending) {
      pending = this.fetchJson(artworkSearchUrl(term, this.endpoint), signal).then(parseArtwork, () => {
        // A failed search is tried again with the next title change.
        this.found.delete(term);
        return '';
      });
      this.found.set(term, pending);
    }
    return pending;
  }
}
