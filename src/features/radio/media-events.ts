/** What a media element tells of buffering and playing, as engine events. */
import type { EngineEvent } from './types';

/** Buffering and playing as the media element reports them. */
export function watchMedia(media: HTMLMediaElement, onEvent: (event: EngineEvent) => void, signal: AbortSignal): void {
  const on = (type: string, event: EngineEvent): void => media.addEventListener(type, () => onEvent(event), { signal });
  on('waiting', 'buffering');
  on('stalled', 'buffering');
  on('playing', 'playing');
}

