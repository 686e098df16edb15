/**
 * A media element's sources (its `src` or its `<source>` children, in order) and what kind
 * each is: HLS (hls.js or the browser's own), MPEG-DASH (the dash.js pack), YouTube (the iframe
 * API), Vimeo (the Vimeo pack) or a plain file. Only
 * http(s) and relative URLs are sources (lib/url); others are left out.
 */
import { isHlsSource } from '../../../lib/hls';
import { decodeText, safeUrl } from '../../../lib/url';
import { isVimeoSource } from './vimeo';
import { isYoutubeSource } from './youtube';

export interface MediaFile {
  src: string;
  type: string;
}

export function mediaFiles(media: HTMLMediaElement): MediaFile[] {
  const own = media.getAttribute('src');
  const files = own
    ? [{ src: own, type: media.getAttribute('type') ?? '' }]
    : Array.from(media.querySelectorAll('source'), (source) => ({ src: source.getAttribute('src') ?? '', type: source.getAttribute('type') ?? '' }));
  return files.filter((file) => safeUrl(file.src) !== null);
}

export const isHls = (file: MediaFile): boolean => isHlsSource(file.src, file.type);

/** An MPEG-DASH manifest: its type says so, or its address ends in `.mpd`. */
/** Flash video: a `.flv` address or the type `video/x-flv` (played by the FLV pack). */
export const isFlv = (file: MediaFile): boolean =>
  /^video\/(x-)?flv$/i.test(file.type.trim()) || /\.flv$/i.test(file.src.split(/[?#]/, 1)[0] ?? '');

export const isDash = (file: MediaFile): boolean =>
  /^application\/dash\+xml$/i.test(file.type.trim()) || /\.mpd$/i.test(file.src.split(/[?#]/, 1)[0] ?? '');

export const isYoutube = (file: MediaFile): boolean => isYoutubeSource(file.type, file.src);

/** A Vimeo video (WordPress types it `video/vimeo`): Vimeo's player frame, through the Vimeo pack. */
export const isVimeo = (file: MediaFile): boolean => isVimeoSource(file.type, file.src);

/** Whether a plain file is worth trying: no type given, or a type the browser may play. */
export function mayPlay(media: HTMLMediaElement, file: MediaFile): boolean {
  if (!file.type) return true;
  try {
    return media.canPlayType(file.type) !== '';
  } catch {
    return false;
  }
}

/** The file name a download link shows. */
export function fileName(src: string): string {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  return decodeText(path.slice(path.lastIndexOf('/') + 1)) || src;
}
