/**
 * The video-site player's pure parts: the video id of a watch URL or short link (11
 * characters), its poster address for a quality, and the volume scale (0–1 to 0–100).
 */
import { DEFAULT_POSTER_QUALITY, POSTER_QUALITIES, YOUTUBE_TYPE, YOUTUBE_VOLUME_SCALE } from './constants';
import type { PosterQuality } from './constants';

const VIDEO_ID = /^[\w-]{11}$/;

/** The video id of a YouTube address, or null. */
export function youtubeId(address: unknown): string | null {
  if (typeof address !== 'string') return null;
  let url: URL;
  try {
    url = new URL(address, 'https://www.youtube.com/');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const path = /^\/(?:embed|shorts|v)\/([^/]+)\/?$/.exec(url.pathname);
      id = path ? path[1]! : null;
    }
  } else if (host === 'youtu.be') id = url.pathname.slice(1);
  return id && VIDEO_ID.test(id) ? id : null;
}

/** Whether a `<source>` (type and src) is a YouTube video. */
export function isYoutubeSource(type: string, src: string): boolean {
  return type.toLowerCase() === YOUTUBE_TYPE || (type === '' && youtubeId(src) !== null && /youtu/.test(src));
}

export function posterQuality(value: unknown): PosterQuality {
  return (POSTER_QUALITIES as readonly unknown[]).includes(value) ? value as PosterQuality : DEFAULT_POSTER_QUALITY;
}

export function youtubePoster(id: string, quality: unknown): string {
  return `https://img.youtube.com/vi/${id}/${posterQuality(quality)}.jpg`;
}

/** 0–1 (HTML media) to 0–100 (the iframe API), clamped. */
export function toYoutubeVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.round(Math.min(1, Math.max(0, volume)) * YOUTUBE_VOLUME_SCALE) : YOUTUBE_VOLUME_SCALE;
}

/** 0–100 back to 0–1, clamped. */
export function fromYoutubeVolume(volume: unknown): number {
  return typeof volume === 'number' && Number.isFinite(volume) ? Math.min(YOUTUBE_VOLUME_SCALE, Math.max(0, volume)) / YOUTUBE_VOLUME_SCALE : 1;
}
