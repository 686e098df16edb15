/**
 * The player object `new MediaElementPlayer(element, options)` returns, and `mejs.players`
 * holds for each player airlift builds: its fields (`id`, `node`, `media`, `options`,
 * `container`) and its reads (`getSrc`, `getCurrentTime`, `getDuration`, `getVolume`,
 * `canPlayType`) answer from the element; its changes (`play`, `pause`, `setSrc`,
 * `setCurrentTime`, `setVolume`, `setMuted`, `remove`) are mejs-methods.ts's (mejs-facade.ts).
 */
import type { MejsChanges, MejsPlayerState, PlayerHandle, SourceRequest } from './mejs-link';

/** Hands a change to mejs-methods.ts. */
export type Forward = <K extends keyof MejsChanges>(player: MejsPlayer, name: K, args: Parameters<MejsChanges[K]>) => void;

type Playable = HTMLMediaElement & { player?: MejsPlayer };

export class MejsPlayer implements MejsPlayerState {
  node: HTMLMediaElement | null;
  media: HTMLMediaElement | null;
  options: Record<string, unknown>;
  handle: PlayerHandle | null = null;
  asked: SourceRequest | null = null;
  succeeded = false;

  constructor(readonly id: string, node: HTMLMediaElement | null, options: Record<string, unknown>, private readonly forward: Forward) {
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

  play(): void {
    this.forward(this, 'play', []);
  }

  pause(): void {
    this.forward(this, 'pause', []);
  }

  setSrc(sources: unknown): void {
    this.forward(this, 'setSrc', [sources]);
  }

  setCurrentTime(time: unknown): void {
    this.forward(this, 'setCurrentTime', [time]);
  }

  setVolume(volume: unknown): void {
    this.forward(this, 'setVolume', [volume]);
  }

  setMuted(muted: unknown): void {
    this.forward(this, 'setMuted', [muted]);
  }

  /** Puts the element back as the server sent it (with its native controls), as MediaElement's does. */
  remove(): void {
    this.forward(this, 'remove', []);
  }
}
