/**
 * The Media Session API: title, artist, station and artwork on lock screens and in the
 * browser's media controls; play, pause and stop from there and from headset buttons.
 */
import { safeUrl } from '../../lib/url';
import type { Station } from './station';
import { isAudible } from './station';

type Action = 'play' | 'pause' | 'stop';

export function followMediaSession(station: Station, signal: AbortSignal): void {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  if (!session || typeof MediaMetadata === 'undefined') return;
  const handlers: Record<Action, () => void> = {
    play: () => station.play(),
    pause: () => station.pause(),
    stop: () => station.stop(),
  };
  for (const [action, handler] of Object.entries(handlers) as [Action, () => void][]) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      /* an action this browser does not know */
    }
  }
  const unsubscribe = station.subscribe(({ state, channel, nowPlaying, artwork }) => {
    if (!channel || state === 'stopped' || state === 'finished') {
      session.metadata = null;
      session.playbackState = 'none';
      return;
    }
    // Only an http(s) picture: MediaMetadata throws on an address it cannot parse.
    const song = safeUrl(artwork, document.baseURI);
    const image = song ?? safeUrl(channel.logo, document.baseURI);
    const text = {
      title: nowPlaying?.title || channel.title,
      artist: nowPlaying?.artist || (nowPlaying ? '' : channel.subtitle),
      album: channel.title,
    };
    try {
      session.metadata = new MediaMetadata({ ...text, artwork: image ? [{ src: image, sizes: song ? '1000x1000' : '512x512' }] : [] });
    } catch {
      // A picture the browser still refuses: the titles without it.
      session.metadata = new MediaMetadata({ ...text, artwork: [] });
    }
    session.playbackState = isAudible(state) ? 'playing' : 'paused';
  });
  signal.addEventListener('abort', () => {
    unsubscribe();
    for (const action of Object.keys(handlers) as Action[]) {
      try {
        session.setActionHandler(action, null);
      } catch {
        /* not supported */
      }
    }
    session.metadata = null;
  }, { once: true });
}
