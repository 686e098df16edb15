/**
 * The theme's drawers: `.button-collapse` opens the left side nav, `.button-playlistswitch`
 * the right channel list (280 px), each named by `data-activates`. An open drawer acts as a
 * modal dialog (ui/dialog; the role unless it is a list): focus moves in and is trapped, Escape, an
 * outside click or `.button-playlistswitch-close` close it, and focus returns to the button.
 */
import type { Feature } from '../../core/registry';
import { AttributeJournal } from '../../lib/dom';
import { openDialog } from '../../ui/dialog';
import { CHANNELS_DRAWER_WIDTH_PX, DEFAULT_TARGET, OPEN_CLASS } from './constants';
import { definition } from './definition';

export const drawer: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
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
      const labels = new AttributeJournal();
      // A list stays a list (its items need it); other drawers become labelled modal dialogs.
      const list = panel.matches('ul, ol');
      if (!list && !panel.hasAttribute('aria-label')) labels.set(panel, 'aria-label', button.textContent?.trim() || panel.id);
      panel.classList.add(OPEN_CLASS);
      button.setAttribute('aria-expanded', 'true');
      const dialog = openDialog(panel, { modal: true, role: list ? null : 'dialog', opener: button, onEscape: close });
      document.addEventListener('click', (event) => {
        const target = event.target as Node;
        if (!panel.contains(target) && !button.contains(target)) close();
      }, { signal: own, capture: true });
      panel.querySelectorAll('.button-playlistswitch-close').forEach((closer) => closer.addEventListener('click', (event) => {
        event.preventDefault();
        close();
      }, { signal: own }));
      own.addEventListener('abort', () => {
        // Torn down (the mount's signal), focus is left where it is.
        dialog.close(!signal.aborted);
        panel.classList.remove(OPEN_CLASS);
        button.setAttribute('aria-expanded', 'false');
        labels.restore();
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

export default drawer;
