/**
 * Stream engines: howler (html5 mode) for live streams and for `.m3u8` where the browser plays
 * HLS itself, hls.js on an audio element where it does not. Both report the same events.
 */
import type { HowlerPack } from '../../packs/howler';
import type { HlsPack } from '../../packs/hls';
import { BUFFER_SECONDS, HLS_MIME } from './constants';
import { isHlsUrl } from './channel';

export type EngineEvent = 'playing' | 'buffering' | 'paused' | 'ended' | 'error';

export interface StreamEngine {
  play(): void;
  pause(): void;
  /** Stops the stream and releases the connection. */
  destroy(): void;
  /** 0 to 1. */
  setVolume(volume: number): void;
}

export interface EngineOptions {
  volume: number;
  onEvent(event: EngineEvent): void;
  loadPack<T>(name: string): Promise<T>;
}

/** True when the browser plays HLS in an audio element by itself (Safari, newer Chromium). */
export function nativeHls(): boolean {
  try {
    return document.createElement('audio').canPlayType(HLS_MIME) !== '';
  } catch {
    return false;
  }
}

/** Buffering and playing as the media element reports them. */
function watchMedia(media: HTMLMediaElement, onEvent: (event: EngineEvent) => void, signal: AbortSignal): void {
  const on = (type: string, event: EngineEvent): void => media.addEventListener(type, () => onEvent(event), { signal });
  on('waiting', 'buffering');
  on('stalled', 'buffering');
  on('playing', 'playing');
}

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
}

async function howlerEngine(url: string, options: EngineOptions): Promise<StreamEngine> {
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
    onplayerror: () => options.onEvent('error'),
  });
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

async function hlsEngine(url: string, options: EngineOptions): Promise<StreamEngine> {
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

/** Set once the browser's own HLS failed a stream: hls.js plays the next ones at once. */
let nativeHlsFailed = false;

/**
 * Native HLS first where the browser claims it; if that fails before a sound (Chromium's
 * native HLS refuses packed-audio segments, say), hls.js takes over the same stream.
 */
function hlsWithFallback(url: string, options: EngineOptions): Promise<StreamEngine> {
  let current: StreamEngine | null = null;
  let played = false;
  let wantsPlay = false;
  let destroyed = false;
  const fallBack = (): void => {
    nativeHlsFailed = true;
    current?.destroy();
    current = null;
    options.onEvent('buffering');
    hlsEngine(url, options).then((engine) => {
      if (destroyed) return engine.destroy();
      current = engine;
      if (wantsPlay) engine.play();
    }, () => options.onEvent('error'));
  };
  const native: EngineOptions = {
    ...options,
    onEvent(event) {
      if (event === 'playing') played = true;
      if (event === 'error' && !played && !destroyed) fallBack();
      else options.onEvent(event);
    },
  };
  return howlerEngine(url, native).then((engine) => {
    current = engine;
    return {
      play() {
        wantsPlay = true;
        current?.play();
      },
      pause() {
        wantsPlay = false;
        current?.pause();
      },
      destroy() {
        destroyed = true;
        current?.destroy();
      },
      setVolume: (volume) => current?.setVolume(volume),
    };
  });
}

/** The engine for a stream: howler, or for `.m3u8` native HLS with hls.js as the fallback. */
export function createEngine(url: string, options: EngineOptions): Promise<StreamEngine> {
  if (!isHlsUrl(url)) return howlerEngine(url, options);
  return nativeHls() && !nativeHlsFailed ? hlsWithFallback(url, options) : hlsEngine(url, options);
}
