/**
 * What the video sites' players (YouTube, Vimeo) share: airlift's player frame and controls over
 * a frame of the site's, which takes the `<video>`'s place (the element stays in the page, out of
 * view) and is filled only once the visitor consents to the site's service; until then it holds
 * Complianz's notice (lib/consent-placeholder). Each site says how its player starts.
 */
import { render } from 'preact';
import { whenConsented } from '../../../lib/consent-placeholder';
import { el } from '../../../lib/dom';
import { playOneAtATime } from '../player/one-at-a-time';
import type { PlayerSettings } from '../settings';
import { wrapMedia } from '../player/shell';
import type { Shell } from '../player/shell';
import { createPlayerStore } from '../player/store';
import type { PlayerStore } from '../player/store';
import type { MediaSurface } from '../player/store';
import { PlayerUi } from '../player/ui';

export interface SiteSurface extends MediaSurface {
  destroy(): void;
}

/** What a site's player starts with: its frame (empty until consent), store and shell. */
export interface SitePlayer {
  readonly signal: AbortSignal;
  readonly shell: Shell;
  readonly frame: HTMLDivElement;
  readonly store: PlayerStore;
}

export interface SiteOptions {
  /** The frame's class (`mejs-youtube-frame`, `mejs-vimeo-frame`). */
  frameClass: string;
  surface: SiteSurface;
  /** Complianz's category and service of the site. */
  category: string;
  service: string;
  quietly: <T>(change: () => T) => T;
  /**
   * Called at once with the player's parts; returns what runs once the visitor has consented
   * (at once where consent is given already).
   */
  prepare(player: SitePlayer): () => void;
}

export function mountSitePlayer(media: HTMLVideoElement, settings: PlayerSettings, options: SiteOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const { surface } = options;
  const shell = wrapMedia(media, 'video', settings.stretching);
  // Out of view inline: a theme's `display` for the element (wp-mediaelement.css has one) would beat `hidden`.
  const displayBefore = media.style.display;
  media.style.display = 'none';
  const frame = el('div', options.frameClass);
  frame.style.width = '100%';
  frame.style.height = '100%';
  media.after(frame);
  const store = createPlayerStore();
  store.setReady(false);
  store.attach(surface, signal);
  playOneAtATime(surface, signal, settings.pauseOtherPlayers);
  const start = options.prepare({ signal, shell, frame, store });

  render(<PlayerUi store={store} surface={surface} kind="video" settings={settings} textTracks={[]} mediaId={shell.mediaId} />, shell.uiRoot);
  whenConsented({ category: options.category, service: options.service, slot: frame, signal, quietly: options.quietly }, start);

  return () => {
    controller.abort();
    surface.destroy();
    render(null, shell.uiRoot);
    frame.remove();
    media.style.display = displayBefore;
    shell.unwrap();
  };
}
