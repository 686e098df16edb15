/**
 * The YouTube player's pure parts (the video-sites pack): the poster address for a quality, and
 * the volume scale (0–1 to 0–100).
 */
import { DEFAULT_POSTER_QUALITY, POSTER_QUALITIES } from '../constants';
import { YOUTUBE_VOLUME_SCALE } from './site-constants';
import type { PosterQuality } from '../constants';

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
