/**
 * Stream engines: howler (html5 mode) for live streams and for `.m3u8` where the browser plays
 * HLS itself, hls.js on an audio element where it does not. Both report the same events.
 */
import { isHlsUrl } from './channel';
import { nativeHls } from '../../lib/hls';
import { hlsEngine } from './hls-engine';
import { howlerEngine } from './howler-engine';

/**
 * `refused`: the browser would not start the sound (its autoplay policy, before the visitor's
 * first gesture); `error`: the stream failed to load or dropped.
 */
export type EngineEvent = 'playing' | 'buffering' | 'paused' | 'ended' | 'error' | 'refused';

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
  readonly onEvent: (event: EngineEvent) => void;
  readonly loadPack: <T>(name: string) => Promise<T>;
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
  let volume = options.volume;
  const fallBack = (): void => {
    nativeHlsFailed = true;
    current?.destroy();
    current = null;
    options.onEvent('buffering');
    hlsEngine(url, { ...options, volume }).then((engine) => {
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
      setVolume(next) {
        volume = next;
        current?.setVolume(next);
      },
    };
  });
}

/** The engine for a stream: howler, or for `.m3u8` native HLS with hls.js as the fallback. */
export function createEngine(url: string, options: EngineOptions): Promise<StreamEngine> {
  if (!isHlsUrl(url)) return howlerEngine(url, options);
  return nativeHls() && !nativeHlsFailed ? hlsWithFallback(url, options) : hlsEngine(url, options);
}
