/**
 * The player object `new MediaElementPlayer(element, options)` returns, and `mejs.players`
 * holds for each player airlift builds: its fields (`id`, `node`, `media`, `options`,
 * `container`) and its reads (`getSrc`, `getCurrentTime`, `getDuration`, `getVolume`,
 * `canPlayType`) answer from the element; its changes (`play`, `pause`, `setSrc`,
 * `setCurrentTime`, `setVolume`, `setMuted`, `remove`) are mejs-methods.ts's (mejs-facade.ts).
 */
import { report } from '../../../lib/report';
import type { MejsChanges, MejsPlayerState, PlayerHandle, SourceRequest } from './mejs-link';
import { mejsMethods } from './mejs-methods';

/** Hands a change to mejs-methods.ts; a player of no element does nothing. */
function forward<K extends keyof MejsChanges>(player: MejsPlayer, name: K, args: Parameters<MejsChanges[K]>): void {
  if (!player.node) return;
  try {
    Reflect.apply(mejsMethods[name], player, args);
  } catch (error) {
    report('media', error);
  }
}

type Playable = HTMLMediaElement & { player?: MejsPlayer };

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

  play(): void {
    forward(this, 'play', []);
  }

  pause(): void {
    forward(this, 'pause', []);
  }

  setSrc(sources: unknown): void {
    forward(this, 'setSrc', [sources]);
  }

  setCurrentTime(time: unknown): void {
    forward(this, 'setCurrentTime', [time]);
  }

  setVolume(volume: unknown): void {
    forward(this, 'setVolume', [volume]);
  }

  setMuted(muted: unknown): void {
    forward(this, 'setMuted', [muted]);
  }

  /** Puts the element back as the server sent it (with its native controls), as MediaElement's does. */
  remove(): void {
    forward(this, 'remove', []);
  }
}
