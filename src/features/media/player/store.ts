/**
 * What the player's UI shows, kept from the events of a media surface: a native element, or
 * the video-site adapter that speaks the same events. The UI subscribes; the engine reports
 * failures with `fail`; `reset` starts over for new sources.
 */
import { CANPLAY_FALLBACK_MS } from '../constants';
import { MEDIA_EVENTS, nextState } from './player-state';
import type { PlayerState } from './player-state';
import type { MediaFile } from '../sources/sources';

export interface MediaSurface extends EventTarget {
  readonly paused: boolean;
  readonly ended: boolean;
  readonly duration: number;
  readonly readyState: number;
  currentTime: number;
  volume: number;
  muted: boolean;
  play(): Promise<void> | void;
  pause(): void;
}

export interface PlayerSnapshot {
  state: PlayerState;
  /** Whether it has played since its sources were loaded (the poster rule). */
  played: boolean;
  error: { message: string; files: MediaFile[] } | null;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** False while the surface cannot be driven yet (the video-site player before its API). */
  ready: boolean;
  /** The video's poster address (null: none). */
  poster: string | null;
}

const HAVE_FUTURE_DATA = 3;
const number = (value: number): number => (Number.isFinite(value) ? value : 0);

export interface PlayerStore {
  readonly snapshot: PlayerSnapshot;
  subscribe(listener: () => void): () => void;
  /** Follows the surface's events (until `signal` aborts). */
  attach(surface: MediaSurface, signal: AbortSignal): void;
  fail(message: string, files: MediaFile[]): void;
  setReady(ready: boolean): void;
  setPoster(poster: string | null): void;
  /** New sources: a fresh start, the poster and readiness kept. */
  reset(): void;
}

export function createPlayerStore(): PlayerStore {
  let snapshot: PlayerSnapshot = { state: 'pause', played: false, error: null, currentTime: 0, duration: 0, volume: 1, muted: false, poster: null, ready: true };
  const listeners = new Set<() => void>();
  const set = (change: Partial<PlayerSnapshot>): void => {
    snapshot = { ...snapshot, ...change };
    for (const listener of Array.from(listeners)) listener();
  };
  return {
    get snapshot() {
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach(surface, signal) {
      let fallback: ReturnType<typeof setTimeout> | undefined;
      const read = (state: PlayerState): Partial<PlayerSnapshot> => ({
        state,
        currentTime: number(surface.currentTime),
        duration: number(surface.duration),
        volume: number(surface.volume),
        muted: surface.muted,
      });
      for (const type of MEDIA_EVENTS) {
        surface.addEventListener(type, () => {
          set({ ...read(nextState(snapshot.state, type, surface.paused)), played: snapshot.played || type === 'play' || type === 'playing' });
          if (type === 'play') {
            // Some (Android) browsers never say canplay: look again after 300 ms.
            clearTimeout(fallback);
            fallback = setTimeout(() => {
              const now = snapshot.state;
              if ((now === 'loading' || now === 'waiting') && surface.readyState >= HAVE_FUTURE_DATA) set(read(surface.paused ? 'pause' : 'play'));
            }, CANPLAY_FALLBACK_MS);
          }
        }, { signal });
      }
      signal.addEventListener('abort', () => clearTimeout(fallback), { once: true });
    },
    fail: (message, files) => set({ state: 'error', error: { message, files } }),
    setReady: (ready) => set({ ready }),
    setPoster: (poster) => set({ poster }),
    reset: () => set({ state: 'pause', played: false, error: null, currentTime: 0, duration: 0 }),
  };
}
