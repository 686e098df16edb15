/**
 * The YouTube iframe API, loaded once per page on demand (only after marketing consent, which
 * the caller checks), and an adapter that gives a YT.Player the media events and properties
 * the player's UI reads: time polled every 250 ms, volume 0–100 as 0–1.
 *
 * The API's getters answer from what the player's frame last posted back, so just after a
 * `setVolume`, `mute` or `seekTo` they still give the value from before it (MediaElement's own
 * YouTube renderer waits 50 ms before its volumechange for that reason). The adapter answers what
 * it was last told instead, as the Vimeo adapter does: a slider moved by key presses in quick
 * succession steps from the value it set, not from the frame's older one.
 */
import { YOUTUBE_API, YOUTUBE_POLL_MS } from './site-constants';
import type { MediaSurface } from '../player/store';
import { fromYoutubeVolume, toYoutubeVolume } from './youtube-frame';

export const YOUTUBE_API_TIMEOUT_MS = 10000;
/** How long a seek's target is answered at most, while the frame's reported time has not moved. */
const SEEK_CATCH_UP_MS = 1000;

export interface YtPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getVolume(): number;
  setVolume(volume: number): void;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  destroy(): void;
}

export interface YtEvents {
  onReady?(event: { target: YtPlayer }): void;
  onStateChange?(event: { data: number }): void;
  onError?(event: { data: number }): void;
}

export interface YtNamespace {
  Player: new (element: HTMLElement, options: { videoId: string; width?: string | number; height?: string | number; playerVars?: Record<string, string | number>; events?: YtEvents }) => YtPlayer;
}

interface YtWindow {
  YT?: Partial<YtNamespace>;
  onYouTubeIframeAPIReady?: () => void;
}

let api: Promise<YtNamespace> | null = null;

export function loadYoutubeApi(): Promise<YtNamespace> {
  const win = window as unknown as YtWindow;
  if (typeof win.YT?.Player === 'function') return Promise.resolve(win.YT as YtNamespace);
  api ??= new Promise<YtNamespace>((resolve, reject) => {
    const previous = win.onYouTubeIframeAPIReady;
    const timer = setTimeout(() => fail(), YOUTUBE_API_TIMEOUT_MS);
    const fail = (): void => {
      clearTimeout(timer);
      api = null;
      reject(new Error('something went wrong while loading the script'));
    };
    win.onYouTubeIframeAPIReady = () => {
      clearTimeout(timer);
      if (typeof previous === 'function') previous();
      if (typeof win.YT?.Player === 'function') resolve(win.YT as YtNamespace);
      else fail();
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API;
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  return api;
}

/** YT.PlayerState → media events (MediaElement's mapping; buffering is our waiting). */
export const YT_STATE_EVENTS: Record<number, string[]> = {
  0: ['pause', 'ended'],
  1: ['play', 'playing'],
  2: ['pause'],
  3: ['waiting'],
  5: ['loadedmetadata', 'canplay'],
};

export class YoutubeSurface extends EventTarget implements MediaSurface {
  paused = true;
  ended = false;
  readyState = 0;
  private player: YtPlayer | null = null;
  private poll: ReturnType<typeof setInterval> | undefined;
  private lastTime = -1;
  /** The volume (0–1) and muting last set: the frame's own answer may not have caught up. */
  private level: number | null = null;
  private silent: boolean | null = null;
  /** A seek's target, answered until the frame's reported time changes (or a second has passed). */
  private seek: { target: number; from: number; at: number } | null = null;

  attach(player: YtPlayer): void {
    this.player = player;
    // A volume or muting set before the player was ready (the element's `muted`, the page's
    // API) is the player's from the start, as an element keeps what was set before it loaded.
    if (this.level !== null) this.volume = this.level;
    if (this.silent !== null) this.muted = this.silent;
    this.readyState = 4;
    this.fire('loadedmetadata', 'volumechange');
  }

  state(code: number): void {
    this.paused = code !== 1 && code !== 3;
    this.ended = code === 0;
    clearInterval(this.poll);
    if (code === 1) {
      this.poll = setInterval(() => {
        const now = this.currentTime;
        if (now !== this.lastTime) {
          this.lastTime = now;
          this.fire('timeupdate');
        }
      }, YOUTUBE_POLL_MS);
    }
    this.fire(...(YT_STATE_EVENTS[code] ?? []));
  }

  private fire(...types: string[]): void {
    for (const type of types) this.dispatchEvent(new Event(type));
  }

  private ask<T>(read: (player: YtPlayer) => T, fallback: T): T {
    try {
      return this.player ? read(this.player) : fallback;
    } catch {
      return fallback;
    }
  }

  private reportedTime(): number {
    return this.ask((player) => player.getCurrentTime(), 0);
  }

  get currentTime(): number {
    const reported = this.reportedTime();
    if (this.seek && (reported !== this.seek.from || performance.now() - this.seek.at > SEEK_CATCH_UP_MS)) this.seek = null;
    return this.seek?.target ?? reported;
  }

  set currentTime(seconds: number) {
    if (!Number.isFinite(seconds)) return;
    const target = Math.max(0, seconds);
    this.seek = { target, from: this.reportedTime(), at: performance.now() };
    this.ask((player) => player.seekTo(target, true), undefined);
    this.fire('seeking', 'timeupdate', 'seeked');
  }

  get duration(): number {
    return this.ask((player) => player.getDuration(), 0);
  }

  get volume(): number {
    return this.level ?? this.ask((player) => fromYoutubeVolume(player.getVolume()), 1);
  }

  set volume(volume: number) {
    if (!Number.isFinite(volume)) return;
    this.level = Math.min(1, Math.max(0, volume));
    this.ask((player) => player.setVolume(toYoutubeVolume(volume)), undefined);
    this.fire('volumechange');
  }

  get muted(): boolean {
    return this.silent ?? this.ask((player) => player.isMuted(), false);
  }

  set muted(muted: boolean) {
    this.silent = muted;
    this.ask((player) => (muted ? player.mute() : player.unMute()), undefined);
    this.fire('volumechange');
  }

  play(): void {
    this.ask((player) => player.playVideo(), undefined);
  }

  pause(): void {
    this.ask((player) => player.pauseVideo(), undefined);
  }

  destroy(): void {
    clearInterval(this.poll);
    this.ask((player) => player.destroy(), undefined);
    this.player = null;
  }
}
