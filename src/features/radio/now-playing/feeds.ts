/**
 * Which feed a channel is polled from, at which URL and how often (SPEC §7, §9). Pure: the
 * site settings (proxy URL, proxy flag) are passed in.
 */
import type { Channel } from '../channel';
import { FEED_POLL_MS, FEED_TIMEOUT_MS, LIVE365_STATION, RADIO_CO_STATUS, SHOUTCAST_POLL_MS, SHOUTCAST_TIMEOUT_MS } from './constants';
import type { FeedType } from './parse';

export interface SiteFeedSettings {
  /** The theme's metadata proxy (`#qantumthemesproxyurl[data-proxyurl]`), absolute, or ''. */
  proxyUrl: string;
  /** `#qtShoutcastFeedData[data-useproxy]`: text, icecast, shoutcast and airtime go through the proxy. */
  useProxy: boolean;
  base: string;
}

export interface FeedRequest {
  type: FeedType;
  url: string;
  intervalMs: number;
  timeoutMs: number;
}

/** base64 of UTF-8 text. */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

/** `{proxy}?qtdir={id}&qtproxycall=base64("{id}[-]{url}")`, plus `&icymetadata=1` for ICY titles. */
export function proxyCall(proxyUrl: string, stationId: string, target: string, icy = false): string {
  const url = new URL(proxyUrl);
  url.searchParams.set('qtdir', stationId);
  url.searchParams.set('qtproxycall', base64(`${stationId}[-]${target}`));
  if (icy) url.searchParams.set('icymetadata', '1');
  return url.href;
}

function shoutcastStats(channel: Channel): string {
  const { protocol, host, port, channel: sid } = channel.feed;
  const scheme = /^https$/i.test(protocol) ? 'https' : 'http';
  try {
    const url = new URL(`${scheme}://${host}${port ? `:${port}` : ''}/stats`);
    url.searchParams.set('sid', sid);
    url.searchParams.set('json', '1');
    return url.href;
  } catch {
    return '';
  }
}

/** The channel's feed, or null when it has none (or only one the site cannot reach). */
export function feedFor(channel: Channel, site: SiteFeedSettings): FeedRequest | null {
  const feed = channel.feed;
  const request = (type: FeedType, url: string, intervalMs = FEED_POLL_MS, timeoutMs = FEED_TIMEOUT_MS): FeedRequest | null =>
    url ? { type, url, intervalMs, timeoutMs } : null;
  const viaProxy = (type: FeedType, target: string, always = false): FeedRequest | null => {
    if (!target) return null;
    const proxied = (always || site.useProxy) && site.proxyUrl && feed.stationId;
    return request(type, proxied ? proxyCall(site.proxyUrl, feed.stationId, target) : target);
  };
  // The proxy route only when enabled: the channel asks for ICY titles and the site has a proxy.
  if (feed.icy && site.proxyUrl && feed.stationId) {
    return request('icy', proxyCall(site.proxyUrl, feed.stationId, channel.stream, true));
  }
  if (feed.icecast.url) return viaProxy('icecast', feed.icecast.url);
  if (feed.host && feed.port) {
    const stats = shoutcastStats(channel);
    const proxied = site.useProxy && site.proxyUrl && feed.stationId;
    return request('shoutcast', proxied ? proxyCall(site.proxyUrl, feed.stationId, stats) : stats, SHOUTCAST_POLL_MS, SHOUTCAST_TIMEOUT_MS);
  }
  if (feed.radiodotco) return request('radiodotco', RADIO_CO_STATUS.replace('{id}', encodeURIComponent(feed.radiodotco)));
  if (feed.airtime) return viaProxy('airtime', feed.airtime, true);
  if (feed.radionomy) return request('radionomy', feed.radionomy);
  if (feed.live365) return request('live365', LIVE365_STATION.replace('{id}', encodeURIComponent(feed.live365)));
  if (feed.securesystems) return request('securesystems', feed.securesystems);
  if (feed.mediacp) return request('mediacp', feed.mediacp);
  if (feed.jazler) return request('jazler', feed.jazler);
  if (feed.winmedia) return request('winmedia', feed.winmedia);
  if (feed.textfeed) return viaProxy('textfeed', feed.textfeed);
  return null;
}
