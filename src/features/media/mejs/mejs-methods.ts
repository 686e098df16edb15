/**
 * The binding of a facade's player object (mejs-player.ts) to the player airlift builds for its
 * element, and its undoing.
 */
import { report } from '../../../lib/report';
import type { MejsLink, MejsPlayerState, PlayerHandle, SourceRequest } from './mejs-link';

/** The player object no longer follows a player airlift built. */
export function detach(player: MejsPlayerState, link: MejsLink | undefined): void {
  player.handle = null;
  if (link && link.players[player.id] === player) delete link.players[player.id];
}

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
