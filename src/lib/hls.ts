/**
 * HLS, as the media players and the live radio both need it to read a page (how hls.js is
 * driven is lib/hls-recovery, in the packs that drive it):
 *
 *   isHlsSource(src, type?)  an `.m3u8` address or an HLS MIME type
 *   nativeHls(media?)        whether the browser claims to play HLS itself (Safari; some
 *                            Chromium builds claim it and then fail: callers fall back to hls.js)
 *   HLS_MESSAGES             SPEC §8's messages of a stream that cannot play
 */
export const HLS_TYPES = ['application/vnd.apple.mpegurl', 'application/x-mpegurl', 'audio/mpegurl', 'audio/x-mpegurl'];
export const HLS_MESSAGES = {
  networkError: 'Network error',
  cannotRecover: 'Cannot recover, last media error recovery failed',
} as const;

export function isHlsSource(src: string, type = ''): boolean {
  if (HLS_TYPES.includes(type.toLowerCase())) return true;
  let path = src.split(/[?#]/, 1)[0] ?? '';
  try {
    path = new URL(src, document.baseURI).pathname;
  } catch {
    // Not an address: judge the text as it is.
  }
  return /\.m3u8$/i.test(path);
}

export function nativeHls(media?: HTMLMediaElement): boolean {
  try {
    const probe = media ?? document.createElement('audio');
    return HLS_TYPES.slice(0, 2).some((type) => probe.canPlayType(type) !== '');
  } catch {
    return false;
  }
}
