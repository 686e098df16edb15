/**
 * A Vimeo player (Vimeo's player API, from the Vimeo pack) seen as the media element the
 * player's UI reads: Vimeo's events become media events, and its asynchronous getters are kept
 * as the last values its events gave.
 */
import type { MediaSurface } from '../player/store';

/** What airlift asks of `@vimeo/player`'s Player. */
export interface VimeoPlayer {
  on(event: string, callback: (data: unknown) => void): void;
  play(): Promise<unknown>;
  pause(): Promise<unknown>;
  setCurrentTime(seconds: number): Promise<unknown>;
  setVolume(volume: number): Promise<unknown>;
  setMuted(muted: boolean): Promise<unknown>;
  getDuration(): Promise<number>;
  getVolume(): Promise<number>;
  getMuted(): Promise<boolean>;
  ready(): Promise<void>;
  destroy(): Promise<void>;
}

const number = (value: unknown, key: string): number | null => {
  const read = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof read === 'number' && Number.isFinite(read) ? read : null;
};

const ignore = (): void => undefined;

export class VimeoSurface extends EventTarget implements MediaSurface {
  paused = true;
  ended = false;
  readyState = 0;
  private player: VimeoPlayer | null = null;
  private time = 0;
  private length = 0;
  private level = 1;
  private silent = false;
  /**
   * Calls of ours the frame has not answered yet. While one is out, the frame's events carry
   * what it had before it (its echo of an earlier step): the value we set stays, or quick key
   * steps (PageUp, PageUp…) would each start from a stale value and steps would be lost.
   */
  private volumeCalls = 0;
  private seekCalls = 0;

  /** Listens to the player and reads its duration and volume; resolves once they are known. */
  attach(player: VimeoPlayer): Promise<void> {
    this.player = player;
    player.on('play', () => this.playing(false, 'play'));
    player.on('playing', () => this.playing(false, 'playing'));
    player.on('pause', () => this.playing(true, 'pause'));
    player.on('ended', () => {
      this.ended = true;
      this.playing(true, 'pause', 'ended');
    });
    player.on('timeupdate', (data) => this.times(data, 'timeupdate'));
    player.on('seeked', (data) => this.times(data, 'seeked', 'timeupdate'));
    player.on('durationchange', (data) => this.times(data, 'durationchange'));
    player.on('volumechange', (data) => {
      if (this.volumeCalls === 0) this.level = number(data, 'volume') ?? this.level;
      this.fire('volumechange');
    });
    player.on('bufferstart', () => this.fire('waiting'));
    player.on('bufferend', () => {
      if (!this.paused) this.fire('playing');
    });
    return Promise.all([player.getDuration(), player.getVolume(), player.getMuted()]).then(([duration, volume, muted]) => {
      this.length = Number.isFinite(duration) ? duration : 0;
      this.level = Number.isFinite(volume) ? volume : 1;
      this.silent = muted === true;
      this.readyState = 4;
      this.fire('loadedmetadata', 'durationchange', 'volumechange', 'canplay');
    });
  }

  private playing(paused: boolean, ...types: string[]): void {
    this.paused = paused;
    if (!paused) this.ended = false;
    this.fire(...types);
  }

  private times(data: unknown, ...types: string[]): void {
    if (this.seekCalls === 0) this.time = number(data, 'seconds') ?? this.time;
    this.length = number(data, 'duration') ?? this.length;
    this.fire(...types);
  }

  /** Counts a call of ours until the frame answers it (or fails it). */
  private track(calls: 'volumeCalls' | 'seekCalls', call: Promise<unknown> | undefined): void {
    if (!call) return;
    this[calls]++;
    call.catch(ignore).finally(() => this[calls]--);
  }

  private fire(...types: string[]): void {
    for (const type of types) this.dispatchEvent(new Event(type));
  }

  get currentTime(): number {
    return this.time;
  }

  set currentTime(seconds: number) {
    if (!Number.isFinite(seconds)) return;
    this.time = seconds;
    this.track('seekCalls', this.player?.setCurrentTime(seconds));
    this.fire('seeking', 'timeupdate');
  }

  get duration(): number {
    return this.length;
  }

  get volume(): number {
    return this.level;
  }

  set volume(volume: number) {
    if (!Number.isFinite(volume)) return;
    this.level = Math.min(1, Math.max(0, volume));
    this.track('volumeCalls', this.player?.setVolume(this.level));
    this.fire('volumechange');
  }

  get muted(): boolean {
    return this.silent;
  }

  set muted(muted: boolean) {
    this.silent = muted;
    this.player?.setMuted(muted).catch(ignore);
    this.fire('volumechange');
  }

  /** Rejects as a media element's play() does when the browser refuses it (no gesture yet). */
  play(): Promise<void> | void {
    return this.player?.play().then(ignore);
  }

  pause(): void {
    this.player?.pause().catch(ignore);
  }

  destroy(): void {
    this.player?.destroy().catch(ignore);
    this.player = null;
  }
}
