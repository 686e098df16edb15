/**
 * The hls.js engine: `.m3u8` streams on an audio element, in browsers without (working) native
 * HLS, through the light build unless the playlist needs the full one (lib/hls-pack). Fatal errors, and the element's own errors (a segment the decoder refuses, which hls.js
 * does not listen for), follow lib/hls as the media players do (recover, swap codec, retry); a
 * recovered stream that was playing plays on, after hls.js's own MediaSource resets too. When hls.js gives up, the station's reconnection
 * takes over.
 */
import { HLS_AUDIO_CONFIG, elementFault, freshHistory, hlsAction, hlsFault, onReattach, runHlsAction } from '../../lib/hls-recovery';
import type { HlsFault } from '../../lib/hls-recovery';
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
  /** Whether the station means to play (play() until pause()): a re-attach pauses the element. */
  let wanted = false;
  /** A play() that a new load interrupts (a recovery re-attaching the stream, whether ours or hls.js's own MediaSource reset) is no error: the re-attach plays again. */
  const played = (attempt: Promise<void>): void => {
    attempt.catch((error: unknown) => {
      const name = (error as Error | null)?.name;
      if (name !== 'AbortError') options.onEvent(name === 'NotAllowedError' ? 'refused' : 'error');
    });
  };
  const play = (): void => {
    wanted = true;
    played(media.play());
  };
  watchMedia(media, options.onEvent, signal);
  media.addEventListener('pause', () => {
    // The pause of a re-attach comes after the element was played again.
    if (media.paused) options.onEvent('paused');
  }, { signal });
  media.addEventListener('ended', () => {
    wanted = false;
    options.onEvent('ended');
  }, { signal });
  const hls = new Hls({ ...HLS_AUDIO_CONFIG, ...config });
  const history = freshHistory();
  // Played again at once after a re-attach, the station never reads as paused.
  onReattach((listener) => hls.on(Hls.Events.MEDIA_ATTACHING, listener), () => {
    if (wanted) played(media.play());
  });
  const onFault = (fault: HlsFault): void => {
    const action = hlsAction(fault, history, Date.now(), false);
    const ran = runHlsAction(hls, action, () => undefined);
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
    pause() {
      wanted = false;
      media.pause();
    },
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
