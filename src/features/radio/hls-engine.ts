/** The hls.js engine: `.m3u8` streams on an audio element, in browsers without (working) native HLS. */
import type { HlsPack } from '../../packs/hls';
import { HLS_MIME } from './constants';
import type { EngineOptions, StreamEngine } from './engine';
import { watchMedia } from './media-events';

/** True when the browser plays HLS in an audio element by itself (Safari, newer Chromium). */
export function nativeHls(): boolean {
  try {
    return document.createElement('audio').canPlayType(HLS_MIME) !== '';
  } catch {
    return false;
  }
}

export async function hlsEngine(url: string, options: EngineOptions): Promise<StreamEngine> {
  const { Hls } = await options.loadPack<HlsPack>('hls');
  if (!Hls.isSupported()) throw new Error('HLS is not supported in this browser');
  const media = document.createElement('audio');
  media.preload = 'none';
  media.volume = options.volume;
  const watching = new AbortController();
  watchMedia(media, options.onEvent, watching.signal);
  media.addEventListener('pause', () => options.onEvent('paused'), { signal: watching.signal });
  media.addEventListener('ended', () => options.onEvent('ended'), { signal: watching.signal });
  // No worker: a strict Content-Security-Policy need not allow blob: workers.
  const hls = new Hls({ enableWorker: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) options.onEvent('error');
  });
  hls.loadSource(url);
  hls.attachMedia(media);
  return {
    play() {
      media.play().catch(() => options.onEvent('error'));
    },
    pause: () => media.pause(),
    destroy() {
      watching.abort();
      hls.destroy();
      media.removeAttribute('src');
      media.load();
    },
    setVolume(volume) {
      media.volume = volume;
    },
  };
}

