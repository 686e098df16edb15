/** Now-playing constants (SPEC §7–§9) and the theme's console messages. */
/** Every feed but shoutcast stats is polled every 15 s. */
export const FEED_POLL_MS = 15000;
/** Shoutcast stats: every 10 s, each request given up after 5 s. */
export const SHOUTCAST_POLL_MS = 10000;
export const SHOUTCAST_TIMEOUT_MS = 5000;
/** Other feeds are given up once the next poll is due. */
export const FEED_TIMEOUT_MS = FEED_POLL_MS;
/** Longest title shown; longer ones are cut (a feed that sends a page, say). */
export const MAX_TITLE_LENGTH = 200;

export const ARTWORK_SEARCH = 'https://itunes.apple.com/search';
export const ARTWORK_SMALL = '100x100';
export const ARTWORK_LARGE = '1000x1000';
/** A title with this text, or none, clears the artwork (SPEC §8). */
export const NO_TITLES = 'No Titles Available';
export const ARTWORK_CONSENT = { category: 'functional', service: 'itunes' } as const;

export const PROXY_SELECTOR = '#qantumthemesproxyurl';
export const FEED_DATA_SELECTOR = '#qtShoutcastFeedData';
export const RADIO_CO_STATUS = 'https://public.radio.co/stations/{id}/status';
export const LIVE365_STATION = 'https://api.live365.com/station/{id}';

export const feedMessages = {
  noIcy: 'Your stream does not provide ICY metadata. Please contact your streaming provider or use another server format.',
  icecastUnavailable: 'Error: your icecast feed is not available. You can try to enable the Proxy in the WP Customizer, under Radio Settings.',
  mediacp: 'MediaCP Feed not working',
} as const;
