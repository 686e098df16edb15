/**
 * The hls.js engine: `.m3u8` streams on an audio element, in browsers without (working) native
 * HLS, through the light build unless the playlist needs the full one (lib/hls-pack). Fatal errors, and the element's own errors (a segment the decoder refuses, which hls.js
 * does not listen for), follow lib/hls as the media players do (recover, swap codec, retry); a
 * recovered stream that was playing plays on. When hls.js gives up, the station's reconnection
 * takes over.
 */
import { HLS_AUDIO_CONFIG, elementFault, freshHistory, hlsAction, hlsFault, runHlsAction } from '../../lib/hls';
import type { HlsFault } from '../../lib/hls';
import { loadHls } from '../../lib/hls-pack';
import type { EngineOptions, StreamEngine } from './types';
import { watchMedia } from './media-events';

export async function hlsEngine(url: string, options: EngineOptions): Promise<StreamEngine> {
  // The radio shows no captions (HLS_AUDIO_CONFIG): a stream's subtitles need no full build.
  const { Hls, config } = await loadHls(url, options.loadPack, { captions: false });
  if (!Hls.isSupported()) throw new Error('HLS is not supported in this browser');
  const media = document.createElement('audio');
  media.preload = 'none';
  media.volume = options.volume;
  const watching = new AbortController();
  const { signal } = watching;
  /** Whether the stream is meant to be playing: an error pauses the element. */
  let playing = false;
  /** Recoveries so far: each re-attaches the stream, which interrupts a pending play. */
  let recoveries = 0;
  const play = (): void => {
    const before = recoveries;
    media.play().catch((error: unknown) => {
      // A play a recovery interrupted is no error: the recovery plays again itself.
      if (recoveries === before) options.onEvent((error as Error | null)?.name === 'NotAllowedError' ? 'refused' : 'error');
    });
  };
  watchMedia(media, options.onEvent, signal);
  media.addEventListener('play', () => {
    playing = true;
  }, { signal });
  media.addEventListener('pause', () => {
    playing = false;
    // The pause that follows an error comes after the recovery played the element again.
    if (media.paused) options.onEvent('paused');
  }, { signal });
  media.addEventListener('ended', () => {
    playing = false;
    options.onEvent('ended');
  }, { signal });
  const hls = new Hls({ ...HLS_AUDIO_CONFIG, ...config });
  const history = freshHistory();
  const onFault = (fault: HlsFault): void => {
    const resume = playing;
    const action = hlsAction(fault, history, Date.now(), false);
    const ran = runHlsAction(hls, action, () => {
      recoveries += 1;
      // A play this recovery cannot keep (the next error comes first) is that error's business.
      if (resume) media.play().catch(() => undefined);
    });
    if (!ran && action.kind !== 'ignore') options.onEvent('error');
  };
  hls.on(Hls.Events.ERROR, (_event, data) => onFault(hlsFault(data)));
  media.addEventListener('error', () => {
    const fault = elementFault(media);
    if (fault) onFault(fault);
  }, { signal });
  hls.loadSource(url);
  hls.attachMedia(media);
  return {
    play,
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
