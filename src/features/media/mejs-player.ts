/**
 * The player object `new MediaElementPlayer(element, options)` returns, and `mejs.players`
 * holds for each player airlift builds: MediaElement's common methods over the native element
 * airlift's player drives (its state follows the element's own events), `setSrc` through
 * airlift's engine (HLS, DASH), `remove` through airlift's teardown. The player itself is built
 * by the media pack, a moment later; until then `container` is null and `setSrc` waits for it.
 * Small and synchronous: this code is in the main bundle.
 */
import { PLAYER_ATTRIBUTE } from './constants';
import type { PlayerHandle, SourceRequest } from './mejs-link';

/** What the facade's players need from their page (mejs-facade.ts). */
export interface PlayerRegistry {
  add(player: MejsPlayer): void;
  delete(player: MejsPlayer): void;
  /** Tears down airlift's player on this element. */
  teardown(node: HTMLMediaElement): void;
  report(error: unknown): void;
}

const quiet = (run: () => unknown): void => {
  try {
    const result = run();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // What the element refuses (a volume out of range, a time before metadata) changes nothing.
  }
};

type Playable = HTMLMediaElement & { player?: MejsPlayer };

export class MejsPlayer {
  /** Null when the page named no audio or video element: every method then does nothing. */
  node: HTMLMediaElement | null;
  media: HTMLMediaElement | null;
  options: Record<string, unknown>;
  private handle: PlayerHandle | null = null;
  private asked: SourceRequest | null = null;
  private succeeded = false;

  constructor(readonly id: string, node: HTMLMediaElement | null, options: Record<string, unknown>, private readonly registry: PlayerRegistry) {
    this.node = this.media = node;
    this.options = options;
    if (!node) return;
    if (options['loop'] === true) node.loop = true;
    (node as Playable).player = this;
    registry.add(this);
  }

  /** airlift's `.mejs-container`, once the player is built. */
  get container(): HTMLElement | null {
    return this.handle?.container ?? null;
  }

  /** Called as the media pack builds the player: what was asked before it existed. */
  attach(handle: PlayerHandle): SourceRequest | null {
    this.handle = handle;
    this.registry.add(this);
    const asked = this.asked;
    this.asked = null;
    const success = this.options['success'];
    if (!this.succeeded && typeof success === 'function') {
      this.succeeded = true;
      // After the mount: what the page's callback changes in the page is the page's own.
      queueMicrotask(() => {
        try {
          (success as (media: HTMLMediaElement | null, node: HTMLMediaElement | null, player: MejsPlayer) => void)(this.media, this.node, this);
        } catch (error) {
          this.registry.report(error);
        }
      });
    }
    return asked;
  }

  detach(): void {
    this.handle = null;
    this.registry.delete(this);
  }

  play(): void {
    if (this.asked) this.asked.play = true;
    else quiet(() => this.node?.play());
  }

  pause(): void {
    if (this.asked) this.asked.play = false;
    quiet(() => this.node?.pause());
  }

  setSrc(sources: unknown): void {
    if (this.handle) this.handle.setSrc(sources, false);
    else this.asked = { sources, play: false };
  }

  getSrc(): string {
    return this.node?.currentSrc ?? '';
  }

  setCurrentTime(time: unknown): void {
    if (typeof time === 'number' && Number.isFinite(time)) quiet(() => this.node && (this.node.currentTime = time));
  }

  getCurrentTime(): number {
    return this.node?.currentTime ?? 0;
  }

  getDuration(): number {
    return this.node?.duration ?? NaN;
  }

  setVolume(volume: unknown): void {
    if (typeof volume === 'number') quiet(() => this.node && (this.node.volume = Math.min(1, Math.max(0, volume))));
  }

  getVolume(): number {
    return this.node?.volume ?? 1;
  }

  setMuted(muted: unknown): void {
    if (this.node) this.node.muted = Boolean(muted);
  }

  canPlayType(type: unknown): string {
    return typeof type === 'string' && this.node ? this.node.canPlayType(type) : '';
  }

  /** Puts the element back as the server sent it (with its native controls), as MediaElement's does. */
  remove(): void {
    const node = this.node;
    this.asked = null;
    if (!node) return;
    node.removeAttribute(PLAYER_ATTRIBUTE);
    this.registry.teardown(node);
    this.detach();
    if ((node as Playable).player === this) delete (node as Playable).player;
  }
}
