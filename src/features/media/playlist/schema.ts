/**
 * The playlist's JSON block (`script.wp-playlist-script`), validated: type, tracks and the
 * tracklist / tracknumbers / images / artists flags. Lenient where WordPress is (a missing
 * title is empty, a broken image is none); a track without a usable src is left out, and a
 * block without any playable track gives null. A usable src, and an image's, is an http(s) or
 * relative URL (lib/url): a `javascript:` or `data:` one never becomes a link or a source.
 */
import * as v from 'valibot';
import { safeUrl } from '../../../lib/url';
import { isNonEmpty } from '../../../lib/arrays';
import type { NonEmpty } from '../../../lib/arrays';

const text = v.fallback(v.optional(v.string(), ''), '');
const flag = v.fallback(v.optional(v.boolean(), true), true);
const size = v.fallback(v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), 0), 0);

const NO_META = { artist: '', album: '', length_formatted: '' };

const ImageSchema = v.object({ src: text, width: size, height: size });
const SizeSchema = v.object({ width: size, height: size });

const TrackSchema = v.object({
  // safeUrl refuses an empty src too.
  src: v.pipe(v.string(), v.trim(), v.check((src) => safeUrl(src) !== null)),
  type: text,
  title: text,
  caption: text,
  meta: v.fallback(v.optional(v.object({ artist: text, album: text, length_formatted: text }), NO_META), NO_META),
  image: v.fallback(v.optional(v.nullable(ImageSchema)), undefined),
  thumb: v.fallback(v.optional(v.nullable(ImageSchema)), undefined),
  dimensions: v.fallback(v.optional(v.object({ original: v.fallback(v.optional(SizeSchema), undefined), resized: v.fallback(v.optional(SizeSchema), undefined) })), undefined),
});

const PlaylistSchema = v.object({
  type: v.fallback(v.picklist(['audio', 'video']), 'audio'),
  tracklist: flag,
  tracknumbers: flag,
  images: flag,
  artists: flag,
  tracks: v.array(v.unknown()),
});

export interface Track {
  src: string;
  type: string;
  title: string;
  caption: string;
  meta: { artist: string; album: string; length_formatted: string };
  image: { src: string; width: number; height: number } | null;
  dimensions: { width: number; height: number } | null;
  /** Set at render time: the track's number (from 1) when numbers are shown, else 0. */
  index: number;
  /** Set at render time: whether the artist is shown. */
  artists: boolean;
}

export interface Playlist {
  type: 'audio' | 'video';
  tracklist: boolean;
  tracknumbers: boolean;
  images: boolean;
  artists: boolean;
  /** Never empty: a playlist without a playable track is no playlist. */
  tracks: NonEmpty<Track>;
}

const finite = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** Parses the JSON text (or already-parsed supplied metadata); null when there is no playlist. */
export function parsePlaylist(input: unknown): Playlist | null {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      return null;
    }
  }
  try {
    return readPlaylist(data);
  } catch {
    // Supplied metadata with throwing getters or proxies: no playlist.
    return null;
  }
}

function safeTrack(raw: unknown) {
  try {
    return v.safeParse(TrackSchema, raw);
  } catch {
    return null;
  }
}

function readPlaylist(data: unknown): Playlist | null {
  const parsed = v.safeParse(PlaylistSchema, data);
  if (!parsed.success) return null;
  const { tracks: rawTracks, ...flags } = parsed.output;
  const tracks: Track[] = [];
  for (const raw of rawTracks) {
    const track = safeTrack(raw);
    if (!track?.success) continue;
    const { image, thumb, dimensions, ...rest } = track.output;
    const picture = safeUrl(image?.src) ? image : safeUrl(thumb?.src) ? thumb : null;
    const resized = dimensions?.resized;
    tracks.push({
      ...rest,
      image: picture ? { src: picture.src.trim(), width: finite(picture.width), height: finite(picture.height) } : null,
      dimensions: resized && finite(resized.width) && finite(resized.height) ? { width: resized.width, height: resized.height } : null,
      index: flags.tracknumbers ? tracks.length + 1 : 0,
      artists: flags.artists,
    });
  }
  return isNonEmpty(tracks) ? { ...flags, tracks } : null;
}
