/**
 * Share links `.qt-sharelink[data-sharetype]`: a network opens its share page for this
 * address in a 575 × 520 window; `copy` copies the address and shows 'URL Copied!' beside
 * the link, faded after 1500 ms and removed 1000 ms later.
 */
import type { Feature } from '../../core/registry';
import { el } from '../../lib/dom';
import { openWindow } from '../../lib/popup';
import { later } from '../../lib/timers';
import { COPIED_MESSAGE, NOTICE_FADE_AFTER_MS, NOTICE_REMOVE_AFTER_MS, SHARE_HEIGHT, SHARE_WIDTH } from './constants';
import { copyText } from './copy';
import { shareUrl } from './urls';
import { definition } from './definition';

export const share: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(link, ctx) {
    const type = link.getAttribute('data-sharetype') ?? '';
    const { signal } = ctx;
    let notice: HTMLElement | null = null;
    const showNotice = (): void => {
      notice?.remove();
      const shown = el('span', 'qt-sharelink-notice', COPIED_MESSAGE);
      notice = shown;
      shown.setAttribute('role', 'status');
      ctx.quietly(() => link.after(shown));
      later(() => {
        shown.classList.add('qt-fading');
        shown.style.transition = `opacity ${NOTICE_REMOVE_AFTER_MS}ms`;
        shown.style.opacity = '0';
        later(() => ctx.quietly(() => shown.remove()), NOTICE_REMOVE_AFTER_MS, signal);
      }, NOTICE_FADE_AFTER_MS, signal);
    };
    link.addEventListener('click', (event) => {
      if (type === 'copy') {
        event.preventDefault();
        void copyText(location.href).then((copied) => {
          if (copied && !signal.aborted) showNotice();
        });
        return;
      }
      const url = shareUrl(type, location.href, document.title);
      if (!url) return;
      event.preventDefault();
      const opened = openWindow(url, 'share', SHARE_WIDTH, SHARE_HEIGHT);
      // The network's page gets no handle on this one.
      if (opened) opened.opener = null;
    }, { signal });
    if (link.getAttribute('href') === '#' && link.localName === 'a') {
      // An action, not a destination: a button, which Space presses too.
      link.setAttribute('role', 'button');
      link.addEventListener('keydown', (event) => {
        if ((event as KeyboardEvent).key === ' ') {
          event.preventDefault();
          (link as HTMLElement).click();
        }
      }, { signal });
      return () => {
        link.removeAttribute('role');
        notice?.remove();
      };
    }
    return () => notice?.remove();
  },
};

export default share;
