/**
 * The hls.js engine: `.m3u8` streams on an audio element, in browsers without (working) native
 * HLS. Fatal errors follow lib/hls as the media players do (recover, swap codec, retry); when
 * hls.js gives up, the station's reconnection takes over.
 */
import { freshHistory, hlsAction, hlsFault } from '../../lib/hls';
import type { HlsPack } from '../../packs/hls';
import type { EngineOptions, StreamEngine } from './engine';
import { watchMedia } from './media-events';

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
  const history = freshHistory();
  hls.on(Hls.Events.ERROR, (_event, data) => {
    const action = hlsAction(hlsFault(data), history, Date.now(), false);
    if (action.kind === 'recover') hls.recoverMediaError();
    else if (action.kind === 'swap-and-recover') {
      hls.swapAudioCodec();
      hls.recoverMediaError();
    } else if (action.kind === 'retry') hls.startLoad();
    else if (action.kind !== 'ignore') options.onEvent('error');
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

