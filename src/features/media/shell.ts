/**
 * The player's frame around a media element, as MediaElement builds it: `.mejs-container`
 * (with the element's own classes) > `.mejs-inner` > `.mejs-mediaelement` holding the
 * element, and a root for the layers and controls. `unwrap` puts the element back.
 */
import { AttributeJournal, el, ensureId } from '../../lib/dom';
import { MESSAGES } from './messages';

export interface Shell {
  container: HTMLElement;
  uiRoot: HTMLElement;
  mediaId: string;
  /** The poster the element had (now shown by the player's own layer). */
  poster: string | null;
  unwrap(): void;
}

export function wrapMedia(media: HTMLMediaElement, kind: 'audio' | 'video'): Shell {
  const journal = new AttributeJournal();
  const mediaId = ensureId(media, 'airlift-media');
  const container = el('div', `mejs-container mejs-${kind} ${media.className}`.trim());
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', kind === 'video' ? MESSAGES.labels.videoPlayer : MESSAGES.labels.audioPlayer);
  const inner = el('div', 'mejs-inner');
  const holder = el('div', 'mejs-mediaelement');
  const uiRoot = el('div', 'mejs-ui');
  const poster = media.getAttribute('poster');
  const src = media.getAttribute('src');
  journal.remove(media, 'controls');
  journal.remove(media, 'poster');
  media.parentNode?.insertBefore(container, media);
  holder.append(media);
  inner.append(holder, uiRoot);
  container.append(inner);
  return {
    container, uiRoot, mediaId, poster,
    unwrap() {
      container.parentNode?.insertBefore(media, container);
      container.remove();
      journal.restore();
      if (src === null) media.removeAttribute('src');
      else media.setAttribute('src', src);
    },
  };
}
