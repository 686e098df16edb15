/**
 * The page's one radio station: which channel is selected, the play state (stopped, playing,
 * paused, buffering, finished), the now-playing title and artwork. Channel links, the bar,
 * the feed poller and the Media Session all read it through `subscribe`.
 */
import type { Channel } from './channel';
import { RECONNECT_ATTEMPTS, RECONNECT_FACTOR, RECONNECT_FIRST_MS } from './constants';
import { createEngine } from './engine';
import type { EngineEvent, StreamEngine } from './types';
import { isAudible } from './state';
import type { NowPlaying, PlayState, StationListener, StationOptions, StationState } from './state';

export { isAudible };
export type { NowPlaying, PlayState, StationState };

export class Station {
  private current: StationState;
  private readonly listeners = new Set<StationListener>();
  private engine: StreamEngine | null = null;
  /** Bumped on every start and stop: late callbacks of an older sound are ignored. */
  private generation = 0;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: StationOptions) {
    this.current = { state: 'stopped', channel: null, nowPlaying: null, artwork: '', volume: options.volume };
  }

  get snapshot(): StationState {
    return this.current;
  }

  subscribe(listener: StationListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private update(change: Partial<StationState>): void {
    const previous = this.current;
    const next = { ...previous, ...change };
    if (Object.keys(change).every((key) => previous[key as keyof StationState] === next[key as keyof StationState])) return;
    this.current = next;
    for (const listener of Array.from(this.listeners)) {
      try {
        listener(next, previous);
      } catch (error) {
        this.options.onError(error);
      }
    }
  }

  /** Shows a channel in the bar without playing it (`#qtfirstchannel`). */
  select(channel: Channel): void {
    if (isAudible(this.current.state) || this.current.state === 'paused') return;
    this.update({ channel, nowPlaying: null, artwork: '' });
  }

  /** A channel link was clicked: the playing channel stops, another one switches and plays. */
  toggleChannel(channel: Channel): void {
    const same = this.current.channel?.stream === channel.stream;
    if (same && isAudible(this.current.state)) {
      this.stop();
      return;
    }
    if (!same) {
      this.halt();
      this.update({ channel, nowPlaying: null, artwork: '' });
    }
    this.play();
  }

  /** The bar's button: play, or pause (stop in full-stop mode). */
  togglePlay(): void {
    if (isAudible(this.current.state)) this.pause();
    else this.play();
  }

  play(): void {
    const channel = this.current.channel;
    if (!channel) return;
    this.attempts = 0;
    if (this.current.state === 'paused' && this.engine) {
      this.update({ state: 'buffering' });
      this.engine.play();
      return;
    }
    this.start(channel);
  }

  pause(): void {
    if (this.options.fullStop()) {
      this.stop();
      return;
    }
    if (!this.engine) return;
    this.engine.pause();
    this.update({ state: 'paused' });
  }

  stop(): void {
    this.halt();
    this.update({ state: 'stopped' });
  }

  setVolume(volume: number): void {
    const clamped = Math.min(100, Math.max(0, Math.round(volume)));
    this.engine?.setVolume(clamped / 100);
    this.update({ volume: clamped });
  }

  setNowPlaying(nowPlaying: NowPlaying | null): void {
    const previous = this.current.nowPlaying;
    if (previous?.artist === nowPlaying?.artist && previous?.title === nowPlaying?.title) return;
    this.update({ nowPlaying, artwork: nowPlaying ? this.current.artwork : '' });
  }

  setArtwork(artwork: string): void {
    this.update({ artwork });
  }

  destroy(): void {
    this.halt();
    this.listeners.clear();
  }

  /** Destroys the sound, cancels a pending reconnection; the state is left to the caller. */
  private halt(): void {
    this.generation++;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const engine = this.engine;
    this.engine = null;
    engine?.destroy();
  }

  private start(channel: Channel): void {
    this.halt();
    const generation = this.generation;
    this.update({ state: 'buffering' });
    createEngine(channel.stream, {
      volume: this.current.volume / 100,
      loadPack: this.options.loadPack,
      onEvent: (event) => {
        if (generation === this.generation) this.handle(event, channel);
      },
    }).then((engine) => {
      if (generation !== this.generation) {
        engine.destroy();
        return;
      }
      this.engine = engine;
      engine.play();
    }, (error: unknown) => {
      if (generation !== this.generation) return;
      this.options.onError(error);
      this.update({ state: 'stopped' });
    });
  }

  private handle(event: EngineEvent, channel: Channel): void {
    const state = this.current.state;
    if (event === 'playing') {
      this.attempts = 0;
      this.update({ state: 'playing' });
    } else if (event === 'buffering') {
      if (state === 'playing') this.update({ state: 'buffering' });
    } else if (event === 'paused') {
      if (isAudible(state)) this.update({ state: 'paused' });
    } else if (event === 'refused') {
      // No sound before the visitor's gesture: stopped, with the play control, and no reconnection
      // (a reconnection would be refused too, behind a spinner).
      if (isAudible(state)) {
        this.halt();
        this.update({ state: 'stopped' });
      }
    } else if (isAudible(state)) {
      // The stream dropped or ended: reconnect with back-off, a bounded number of times.
      this.reconnect(channel, event === 'ended' ? 'finished' : 'stopped');
    }
  }

  private reconnect(channel: Channel, giveUp: PlayState): void {
    if (this.attempts >= RECONNECT_ATTEMPTS) {
      this.halt();
      this.update({ state: giveUp });
      return;
    }
    const delay = RECONNECT_FIRST_MS * RECONNECT_FACTOR ** this.attempts;
    this.attempts++;
    this.halt();
    this.update({ state: 'buffering' });
    const generation = this.generation;
    this.retryTimer = setTimeout(() => {
      if (generation !== this.generation) return;
      const attempts = this.attempts;
      this.start(channel);
      this.attempts = attempts;
    }, delay);
  }
}
