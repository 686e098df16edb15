/** The station's state, as channel links, the bar, now playing and the Media Session read it. */
import type { Channel } from './channel';

export type PlayState = 'stopped' | 'playing' | 'paused' | 'buffering' | 'finished';

export interface NowPlaying {
  artist: string;
  title: string;
}

export interface StationState {
  state: PlayState;
  channel: Channel | null;
  nowPlaying: NowPlaying | null;
  /** Artwork URL for the current title, '' when there is none. */
  artwork: string;
  /** 0 to 100. */
  volume: number;
}

export interface StationOptions {
  readonly loadPack: <T>(name: string) => Promise<T>;
  volume: number;
  /** Pause stops and destroys the sound, so a resume starts at the live edge (`data-fullstop`). */
  fullStop(): boolean;
  onError(error: unknown): void;
}

export type StationListener = (state: StationState, previous: StationState) => void;

export const isAudible = (state: PlayState): boolean => state === 'playing' || state === 'buffering';
