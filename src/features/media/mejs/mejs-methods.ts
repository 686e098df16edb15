/**
 * What the facade's players do (the media pack; mejs-player.ts forwards to it): MediaElement's
 * changes over the native element airlift's player drives (its state follows the element's own
 * events), `setSrc` through airlift's engine (HLS, DASH), `remove` through airlift's teardown;
 * and the binding of a player object to the player airlift builds for its element.
 */
import { report } from '../../../lib/report';
import { PLAYER_ATTRIBUTE } from '../constants';
import { facade } from './mejs-link';
import type { MejsChanges, MejsLink, MejsPlayerState, PlayerHandle, SourceRequest } from './mejs-link';

const quiet = (run: () => unknown): void => {
  try {
    const result = run();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // What the element refuses (a volume out of range, a time before metadata) changes nothing.
  }
};

type Playable = HTMLMediaElement & { player?: MejsPlayerState };

function detach(player: MejsPlayerState, link: MejsLink | undefined): void {
  player.handle = null;
  if (link && link.players[player.id] === player) delete link.players[player.id];
}

export const mejsMethods: MejsChanges = {
  play() {
    if (this.asked) this.asked.play = true;
    else quiet(() => this.node?.play());
  },
  pause() {
    if (this.asked) this.asked.play = false;
    quiet(() => this.node?.pause());
  },
  setSrc(sources) {
    if (this.handle) this.handle.setSrc(sources, false);
    else this.asked = { sources, play: false };
  },
  setCurrentTime(time) {
    if (typeof time === 'number' && Number.isFinite(time)) quiet(() => this.node && (this.node.currentTime = time));
  },
  setVolume(volume) {
    if (typeof volume === 'number') quiet(() => this.node && (this.node.volume = Math.min(1, Math.max(0, volume))));
  },
  setMuted(muted) {
    if (this.node) this.node.muted = Boolean(muted);
  },
  remove() {
    const node = this.node;
    this.asked = null;
    if (!node) return;
    node.removeAttribute(PLAYER_ATTRIBUTE);
    const link = facade.link;
    link?.teardown(node);
    detach(this, link);
    if ((node as Playable).player === this) delete (node as Playable).player;
  },
};

/** airlift built a player for `media`: its player object follows it; returns what was asked meanwhile. */
export function attachPlayer(link: MejsLink, media: HTMLMediaElement, handle: PlayerHandle): SourceRequest | null {
  const player = link.player(media);
  player.handle = handle;
  // MediaElement's container has its player's id: plugins find `mejs.players[container.id]`.
  handle.container.id = player.id;
  link.players[player.id] = player;
  const asked = player.asked;
  player.asked = null;
  const success = player.options['success'];
  if (!player.succeeded && typeof success === 'function') {
    player.succeeded = true;
    // After the mount: what the page's callback changes in the page is the page's own.
    queueMicrotask(() => {
      try {
        (success as (media: HTMLMediaElement | null, node: HTMLMediaElement | null, player: MejsPlayerState) => void)(player.media, player.node, player);
      } catch (error) {
        report('media', error);
      }
    });
  }
  return asked;
}

/** airlift's player for `media` is torn down. */
export function detachPlayer(link: MejsLink, media: HTMLMediaElement): void {
  const player = link.known(media);
  if (player) detach(player, link);
}
