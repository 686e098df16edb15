/**
 * The player's frame around a media element, as MediaElement builds it: `.mejs-container`
 * (with the element's own classes) > `.mejs-inner` > `.mejs-mediaelement` holding the
 * element, and a root for the layers and controls. The container is sized as MediaElement
 * sizes it (size.ts) and the element fills it; its controls keep a focus indicator
 * (focus-ring.ts) and take MediaElement's keys (keys.ts). `unwrap` puts the element back as it was.
 */
import { el, ensureId } from '../../../lib/dom';
import { keepFocusRing } from './focus-ring';
import { keepPlayerKeys } from './keys';
import { MESSAGES } from '../messages';
import type { PlayerSettings } from '../settings';
import { keepSized, ownDimensions } from './size';

export interface Shell {
  container: HTMLElement;
  uiRoot: HTMLElement;
  mediaId: string;
  /** The poster the element had (now shown by the player's own layer). */
  poster: string | null;
  /** Sizes the container again (after something else changed its height). */
  refit(): void;
  unwrap(): void;
}

/** The containers airlift built (a half-migrated page has MediaElement's too). */
const built = new WeakSet<HTMLElement>();

export const isAirliftPlayer = (container: HTMLElement): boolean => built.has(container);

export function wrapMedia(media: HTMLMediaElement, kind: 'audio' | 'video', stretching: PlayerSettings['stretching']): Shell {
  const controller = new AbortController();
  const mediaId = ensureId(media, 'airlift-media');
  const container = el('div', `mejs-container mejs-${kind} ${media.className}`.trim());
  built.add(container);
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', kind === 'video' ? MESSAGES.labels.videoPlayer : MESSAGES.labels.audioPlayer);
  const inner = el('div', 'mejs-inner');
  const holder = el('div', 'mejs-mediaelement');
  const uiRoot = el('div', 'mejs-ui');
  const poster = media.getAttribute('poster');
  const controls = media.getAttribute('controls');
  const src = media.getAttribute('src');
  // The size the page gave the element itself, put back on teardown.
  const { width: ownWidth, height: ownHeight } = media.style;
  const own = ownDimensions(media, kind);
  media.removeAttribute('controls');
  media.removeAttribute('poster');
  media.parentNode?.insertBefore(container, media);
  holder.append(media);
  inner.append(holder, uiRoot);
  container.append(inner);
  media.style.width = '100%';
  media.style.height = '100%';
  keepFocusRing(container, controller.signal);
  keepPlayerKeys(container, controller.signal);
  const refit = keepSized(container, media, kind, own, stretching, controller.signal);
  return {
    container, uiRoot, mediaId, poster, refit,
    unwrap() {
      controller.abort();
      container.parentNode?.insertBefore(media, container);
      container.remove();
      // controls and poster back where the element had them; its src as it was.
      if (controls !== null) media.setAttribute('controls', controls);
      if (poster !== null) media.setAttribute('poster', poster);
      media.style.width = ownWidth;
      media.style.height = ownHeight;
      if (src === null) media.removeAttribute('src');
      else media.setAttribute('src', src);
    },
  };
}
