/** The howler engine: live streams in html5 mode (and `.m3u8` where the browser plays HLS itself). */
import type { HowlerPack } from '../../packs/howler';
import { BUFFER_SECONDS } from './constants';
import type { EngineOptions, StreamEngine } from './types';
import { watchMedia } from './media-events';

const FORMATS = ['mp3', 'aac', 'm4a', 'ogg', 'oga', 'opus', 'wav', 'flac', 'webm', 'weba', 'mp4'];

/** The format hint howler needs for URLs without an audio extension (`/;`, `/live`, `.m3u8`). */
export function formatOf(url: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname);
  const extension = match?.[1]?.toLowerCase() ?? '';
  if (extension === 'aacp') return 'aac';
  return FORMATS.includes(extension) ? extension : 'mp3';
}

interface HowlInternals {
  _sounds?: { _node?: HTMLAudioElement }[];
  _clearSound?: (node: HTMLAudioElement) => void;
}

/**
 * How a stopped or unloaded sound lets go of its stream. howler loads a silent `data:` WAV
 * instead, which a policy without `media-src data:` refuses (a violation on every stop); an
 * element without a source stops downloading as well. The engine never plays a sound again
 * after stopping it (a stop destroys the engine), so howler's reload of its data: placeholder
 * is not needed.
 */
function releaseNode(node: HTMLAudioElement): void {
  node.removeAttribute('src');
  node.load();
}

export async function howlerEngine(url: string, options: EngineOptions): Promise<StreamEngine> {
  const { Howl } = await options.loadPack<HowlerPack>('howler');
  const watching = new AbortController();
  let watched: HTMLAudioElement | null = null;
  const watch = (): void => {
    const node = (howl as unknown as HowlInternals)._sounds?.[0]?._node;
    if (node && node !== watched) {
      watched = node;
      watchMedia(node, options.onEvent, watching.signal);
    }
  };
  const howl = new Howl({
    src: [url],
    html5: true,
    format: [formatOf(url)],
    volume: options.volume,
    onplay: () => options.onEvent('playing'),
    onpause: () => options.onEvent('paused'),
    onend: () => options.onEvent('ended'),
    onloaderror: () => options.onEvent('error'),
    // howler's playerror is play() rejected: refused by the browser, unless the element failed to
    // load the stream (then it has an error and it is the stream's failure).
    onplayerror: () => options.onEvent(watched?.error ? 'error' : 'refused'),
  });
  // This sound's own: the pack's Howl, which page code may use too, keeps howler's behaviour.
  (howl as unknown as HowlInternals)._clearSound = releaseNode;
  let nudge: ReturnType<typeof setTimeout> | undefined;
  return {
    play() {
      howl.play();
      watch();
      // howler waits for 'canplaythrough', which a live stream without a burst may never send:
      // after the buffer time the element is asked to play with what it has.
      clearTimeout(nudge);
      nudge = setTimeout(() => {
        if (watched && watched.paused && howl.playing() === false && howl.state() !== 'unloaded') watched.play().catch(() => undefined);
      }, BUFFER_SECONDS * 1000);
    },
    pause() {
      clearTimeout(nudge);
      howl.pause();
    },
    destroy() {
      clearTimeout(nudge);
      watching.abort();
      howl.off();
      howl.unload();
    },
    setVolume: (volume) => void howl.volume(volume),
  };
}

