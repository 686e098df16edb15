/**
 * The player object `new MediaElementPlayer(element, options)` returns, and `mejs.players`
 * holds for each player airlift builds: its fields (`id`, `node`, `media`, `options`,
 * `container`) and its reads (`getSrc`, `getCurrentTime`, `getDuration`, `getVolume`,
 * `canPlayType`) answer from the element; its changes (`play`, `pause`, `setSrc`,
 * `setCurrentTime`, `setVolume`, `setMuted`, `remove`) are MediaElement's over the native element
 * airlift's player drives (its state follows the element's own events), `setSrc` through
 * airlift's engine (HLS, DASH), `remove` through airlift's teardown. A player of no element
 * changes nothing; a change that throws is reported.
 */
import { report } from '../../../lib/report';
import { PLAYER_ATTRIBUTE } from '../constants';
import { facade } from './mejs-link';
import type { MejsPlayerState, PlayerHandle, SourceRequest } from './mejs-link';
import { detach } from './mejs-methods';

type Playable = HTMLMediaElement & { player?: MejsPlayer };

/** A change to the player's element, when it has one. */
function change(player: MejsPlayer, run: (node: HTMLMediaElement) => void): void {
  const node = player.node;
  if (!node) return;
  try {
    run(node);
  } catch (error) {
    report('media', error);
  }
}

/** What the element refuses (a volume out of range, a time before metadata) changes nothing. */
function quiet(run: () => unknown): void {
  try {
    const result = run();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // As above.
  }
}

export class MejsPlayer implements MejsPlayerState {
  node: HTMLMediaElement | null;
  media: HTMLMediaElement | null;
  options: Record<string, unknown>;
  handle: PlayerHandle | null = null;
  asked: SourceRequest | null = null;
  succeeded = false;

  constructor(readonly id: string, node: HTMLMediaElement | null, options: Record<string, unknown>) {
    this.node = this.media = node;
    this.options = options;
    if (!node) return;
    if (options['loop'] === true) node.loop = true;
    (node as Playable).player = this;
  }

  /** airlift's `.mejs-container`, once the player is built. */
  get container(): HTMLElement | null {
    return this.handle?.container ?? null;
  }

  getSrc(): string {
    return this.node?.currentSrc ?? '';
  }

  getCurrentTime(): number {
    return this.node?.currentTime ?? 0;
  }

  getDuration(): number {
    return this.node?.duration ?? NaN;
  }

  getVolume(): number {
    return this.node?.volume ?? 1;
  }

  canPlayType(type: unknown): string {
    return typeof type === 'string' && this.node ? this.node.canPlayType(type) : '';
  }

  /** Before the player is built, what it asked for plays once its sources are in. */
  play(): void {
    change(this, (node) => {
      if (this.asked) this.asked.play = true;
      else quiet(() => node.play());
    });
  }

  pause(): void {
    change(this, (node) => {
      if (this.asked) this.asked.play = false;
      quiet(() => node.pause());
    });
  }

  setSrc(sources: unknown): void {
    change(this, () => {
      if (this.handle) this.handle.setSrc(sources, false);
      else this.asked = { sources, play: false };
    });
  }

  setCurrentTime(time: unknown): void {
    if (typeof time === 'number' && Number.isFinite(time)) change(this, (node) => quiet(() => (node.currentTime = time)));
  }

  setVolume(volume: unknown): void {
    if (typeof volume === 'number') change(this, (node) => quiet(() => (node.volume = Math.min(1, Math.max(0, volume)))));
  }

  setMuted(muted: unknown): void {
    change(this, (node) => {
      node.muted = Boolean(muted);
    });
  }

  /** Puts the element back as the server sent it (with its native controls), as MediaElement's does. */
  remove(): void {
    change(this, (node) => {
      this.asked = null;
      node.removeAttribute(PLAYER_ATTRIBUTE);
      const link = facade.link;
      link?.teardown(node);
      detach(this, link);
      if ((node as Playable).player === this) delete (node as Playable).player;
    });
  }
}
