/**
 * MediaElement's `pauseOtherPlayers`, on unless the page's settings turn it off: a player that
 * starts playing pauses every other player of the page that is playing (the files, streams and
 * video sites' players alike), so two never sound at once.
 */
import type { MediaSurface } from './store';

const players = new Set<MediaSurface>();

export function playOneAtATime(surface: MediaSurface, signal: AbortSignal, pauseOthers: boolean): void {
  players.add(surface);
  signal.addEventListener('abort', () => players.delete(surface), { once: true });
  if (!pauseOthers) return;
  surface.addEventListener('play', () => {
    for (const other of players) if (other !== surface && !other.paused && !other.ended) other.pause();
  }, { signal });
}
