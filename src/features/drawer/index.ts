/**
 * The theme's drawers: `.button-collapse` opens the left side nav, `.button-playlistswitch`
 * the right channel list (280 px), each named by `data-activates`. An open drawer acts as a
 * modal dialog (and has the role unless it is a list): focus moves in and is trapped, Escape, an outside click or
 * `.button-playlistswitch-close` close it, and focus returns to the button.
 */
import type { Feature } from '../../core/registry';
import { rememberFocus, focusableWithin, trapFocus } from '../../lib/a11y';
import { AttributeJournal } from '../../lib/dom';
import { CHANNELS_DRAWER_WIDTH_PX, DEFAULT_TARGET, OPEN_CLASS } from './constants';

export const drawer: Feature = {
  name: 'drawer',
  selector: '.button-collapse, .button-playlistswitch',
  mount(button, ctx) {
    const kind = button.classList.contains('button-collapse') ? 'button-collapse' : 'button-playlistswitch';
    const panel = document.getElementById(button.getAttribute('data-activates') || DEFAULT_TARGET[kind]);
    if (!panel || !(button instanceof HTMLElement)) return undefined;
    const { signal } = ctx;
    const journal = new AttributeJournal();
    journal.set(button, 'role', 'button');
    journal.set(button, 'aria-controls', panel.id);
    journal.set(button, 'aria-expanded', 'false');
    if (!button.hasAttribute('aria-label') && !button.textContent?.trim()) journal.set(button, 'aria-label', panel.getAttribute('aria-label') || panel.id);
    if (kind === 'button-playlistswitch') panel.style.width = `${CHANNELS_DRAWER_WIDTH_PX}px`;
    let session: AbortController | null = null;

    const close = (): void => {
      if (!session) return;
      session.abort();
      session = null;
    };
    const open = (): void => {
      if (session) return;
      session = new AbortController();
      const own = session.signal;
      const restore = rememberFocus();
      const dialog = new AttributeJournal();
      // A list stays a list (its items need it); other drawers become labelled modal dialogs.
      if (!panel.matches('ul, ol')) {
        dialog.set(panel, 'role', 'dialog');
        dialog.set(panel, 'aria-modal', 'true');
        if (!panel.hasAttribute('aria-label')) dialog.set(panel, 'aria-label', button.textContent?.trim() || panel.id);
      }
      if (!panel.hasAttribute('tabindex')) dialog.set(panel, 'tabindex', '-1');
      panel.classList.add(OPEN_CLASS);
      button.setAttribute('aria-expanded', 'true');
      trapFocus(panel, own);
      (focusableWithin(panel)[0] ?? panel).focus();
      document.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') close();
      }, { signal: own });
      document.addEventListener('click', (event) => {
        const target = event.target as Node;
        if (!panel.contains(target) && !button.contains(target)) close();
      }, { signal: own, capture: true });
      panel.querySelectorAll('.button-playlistswitch-close').forEach((closer) => closer.addEventListener('click', (event) => {
        event.preventDefault();
        close();
      }, { signal: own }));
      own.addEventListener('abort', () => {
        panel.classList.remove(OPEN_CLASS);
        button.setAttribute('aria-expanded', 'false');
        dialog.restore();
        if (!signal.aborted) restore();
      }, { once: true });
    };

    button.addEventListener('click', (event) => {
      event.preventDefault();
      if (session) close();
      else open();
    }, { signal });
    button.addEventListener('keydown', (event) => {
      if (event.key === ' ') {
        event.preventDefault();
        button.click();
      }
    }, { signal });
    return () => {
      close();
      if (kind === 'button-playlistswitch') panel.style.width = '';
      journal.restore();
    };
  },
};
