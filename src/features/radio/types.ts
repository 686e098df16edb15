/** What the station and its stream engines (howler, hls.js, native HLS) say to each other. */

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
