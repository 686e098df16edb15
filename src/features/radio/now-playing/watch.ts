/**
 * Now playing for the station: polls the playing channel's feed while it plays and the tab is
 * visible, keeps the last good title when a feed fails, fetches artwork (consent permitting),
 * and in the customizer preview fetches nothing and shows the theme's placeholder title.
 */
import { hasConsent, onConsentChange } from '../../../lib/consent';
import { absoluteUrl } from '../channel';
import { BAR_SELECTOR, CUSTOMIZER_BODY_CLASS, messages } from '../constants';
import type { Station } from '../station';
import { isAudible } from '../station';
import { ArtworkCache, artworkTerm } from './artwork';
import { ARTWORK_CONSENT, FEED_DATA_SELECTOR, feedMessages, PROXY_SELECTOR } from './constants';
import { feedFor } from './feeds';
import type { FeedRequest, SiteFeedSettings } from './feeds';
import { pollFeed } from './poller';

function siteSettings(): SiteFeedSettings {
  const base = document.baseURI;
  return {
    base,
    proxyUrl: absoluteUrl(document.querySelector(PROXY_SELECTOR)?.getAttribute('data-proxyurl'), base),
    useProxy: /^(1|true)$/i.test(document.querySelector(FEED_DATA_SELECTOR)?.getAttribute('data-useproxy') ?? ''),
  };
}

async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const sameOrigin = new URL(url).origin === location.origin;
  const response = await fetch(url, { signal, credentials: sameOrigin ? 'same-origin' : 'omit', cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.text();
}

async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json() as Promise<unknown>;
}

/** The console message a failing feed of this type deserves (SPEC §8); others stay silent. */
function failureMessage(request: FeedRequest, answered: boolean): string {
  if (request.type === 'icy' && answered) return feedMessages.noIcy;
  if (request.type === 'icecast' && !answered) return feedMessages.icecastUnavailable;
  if (request.type === 'mediacp') return feedMessages.mediacp;
  return '';
}

/** The theme's customizer preview: no live titles, nothing fetched (SPEC §6). */
const customizer = (): boolean => document.body.classList.contains(CUSTOMIZER_BODY_CLASS);

export function watchNowPlaying(station: Station, signal: AbortSignal): void {
  const artworkSearch = document.querySelector(BAR_SELECTOR)?.getAttribute('data-artworksearch') || undefined;
  const artwork = new ArtworkCache(fetchJson, artworkSearch);
  let polling: AbortController | null = null;
  let polledStream = '';
  let artworkLookup: AbortController | null = null;
  let artworkTermShown = '';

  const stopPolling = (): void => {
    polling?.abort();
    polling = null;
    polledStream = '';
  };

  const showArtwork = (): void => {
    const term = artworkTerm(station.snapshot.nowPlaying);
    if (term === artworkTermShown) return;
    artworkTermShown = term;
    artworkLookup?.abort();
    artworkLookup = null;
    if (!term || customizer() || !hasConsent(ARTWORK_CONSENT.category, ARTWORK_CONSENT.service)) {
      station.setArtwork('');
      return;
    }
    const lookup = new AbortController();
    artworkLookup = lookup;
    artwork.lookup(term, lookup.signal).then((url) => {
      if (!lookup.signal.aborted && !signal.aborted) station.setArtwork(url);
    }, () => undefined);
  };

  const follow = (): void => {
    const { state, channel } = station.snapshot;
    if (!channel || !isAudible(state)) {
      if (state === 'stopped' || state === 'finished') stopPolling();
      else if (polling) stopPolling();
      return;
    }
    if (polling && polledStream === channel.stream) return;
    stopPolling();
    if (customizer()) {
      station.setNowPlaying({ artist: '', title: messages.customizer });
      return;
    }
    const request = feedFor(channel, siteSettings());
    if (!request) return;
    const run = new AbortController();
    polling = run;
    polledStream = channel.stream;
    let reported = '';
    const report = (message: string): void => {
      if (message && message !== reported) console.warn(message);
      reported = message;
    };
    pollFeed(request, {
      fetchText,
      pick: { mount: channel.feed.icecast.mount, channel: channel.feed.icecast.channel },
      onAnswer: (nowPlaying) => {
        if (nowPlaying) {
          reported = '';
          station.setNowPlaying(nowPlaying);
        } else {
          report(failureMessage(request, true));
        }
      },
      onFailure: () => report(failureMessage(request, false)),
    }, run.signal);
  };

  const unsubscribe = station.subscribe((next, previous) => {
    if (next.state !== previous.state || next.channel !== previous.channel) follow();
    if (next.nowPlaying !== previous.nowPlaying) showArtwork();
  });
  onConsentChange(() => {
    artworkTermShown = '\u0000';
    showArtwork();
  }, signal);
  signal.addEventListener('abort', () => {
    unsubscribe();
    stopPolling();
    artworkLookup?.abort();
  }, { once: true });
  follow();
}
