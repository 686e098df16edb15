/**
 * Whether a source is a YouTube video, and its id (lib/youtube reads the address): what the
 * media pack reads of a page. What the player computes is youtube-frame.ts (the video-sites pack).
 */
import { safeUrl } from '../../../lib/url';
import { youtubeId } from '../../../lib/youtube';
import { YOUTUBE_TYPE } from '../constants';

/**
 * The video id of a source's address, read as the browser reads a `<source src>`: relative to
 * the document (`//www.youtube.com/watch?v=…` is a video; `/watch?v=…` is a page of the site).
 */
export const sourceVideoId = (src: string): string | null => youtubeId(safeUrl(src, document.baseURI));

/** Whether a `<source>` (type and src) is a YouTube video. */
export function isYoutubeSource(type: string, src: string): boolean {
  return type.toLowerCase() === YOUTUBE_TYPE || (type === '' && sourceVideoId(src) !== null);
}
