/**
 * The one reading of a YouTube address, for auto-embeds and the media players: the video's
 * 11-character id, from an absolute http(s) address only (a relative one names the site's own
 * page, not a video). `watch` pages and short links (`youtube.com/watch?v=…`, `youtu.be/…`) are
 * what auto-embeds recognise (SPEC §5); a media source may also be one of the player's own
 * addresses (`/embed/…`, `/shorts/…`, `/v/…`, and `youtube-nocookie.com`).
 */

/** Which addresses count: watch pages and short links only, or the player's own addresses as well. */
export type YoutubeAddresses = 'watch' | 'all';

const VIDEO_ID = /^[\w-]{11}$/;
const PLAYER_PATH = /^\/(?:embed|shorts|v)\/([^/]+)\/?$/;

/** The video id of a YouTube address, or null for anything else (a value that is not a string too). */
export function youtubeId(address: unknown, addresses: YoutubeAddresses = 'all'): string | null {
  if (typeof address !== 'string') return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const all = addresses === 'all';
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || (all && host === 'youtube-nocookie.com')) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (all) id = PLAYER_PATH.exec(url.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}
