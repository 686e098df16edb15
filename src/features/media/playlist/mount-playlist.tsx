/**
 * Mounts a `.wp-playlist`: reads its JSON block, builds the controller over its `<audio>` or
 * `<video>`, renders the current item (audio) and the track list, and wires wp-playlist's own
 * next/previous elements. A playlist without its media element gets 'Template not found'.
 */
import { render } from 'preact';
import { el } from '../../../lib/dom';
import { MESSAGES } from '../messages';
import { createPlaylistController } from './playlist';
import { CurrentItem, TrackList } from './playlist-view';
import { parsePlaylist } from './schema';
import type { PlayerSettings } from '../settings';

export interface PlaylistContext {
  signal: AbortSignal;
  readonly loadPack: <T>(name: string) => Promise<T>;
  readonly quietly: <T>(change: () => T) => T;
  readonly report: (error: unknown) => void;
}

export function mountPlaylist(root: Element, ctx: PlaylistContext, settings: PlayerSettings): (() => void) | undefined {
  const script = root.querySelector('script.wp-playlist-script');
  const playlist = parsePlaylist(script?.textContent ?? '');
  if (!playlist) return undefined;
  const media = root.querySelector<HTMLMediaElement>(playlist.type);
  if (!media) {
    const message = el('p', 'wp-playlist-error', MESSAGES.templateNotFound);
    message.setAttribute('role', 'alert');
    root.append(message);
    return () => message.remove();
  }
  const engineContext = { loadPack: ctx.loadPack, report: ctx.report };
  const controller = createPlaylistController(playlist, media, engineContext, settings, ctx.quietly);
  const current = playlist.type === 'audio' ? root.querySelector<HTMLElement>('.wp-playlist-current-item') : null;
  if (current) render(<CurrentItem controller={controller} />, current);
  const list = el('div', 'wp-playlist-ui');
  root.append(list);
  render(<TrackList controller={controller} />, list);
  for (const [selector, go] of [['.wp-playlist-next', () => controller.next()], ['.wp-playlist-prev', () => controller.previous()]] as const) {
    root.querySelector(selector)?.addEventListener('click', go, { signal: ctx.signal });
  }
  root.classList.add('is-enhanced');
  return () => {
    if (current) render(null, current);
    render(null, list);
    list.remove();
    controller.destroy();
    root.classList.remove('is-enhanced');
  };
}
