/**
 * The server-rendered banner (`.cmplz-cookiebanner.banner-{id}.{consenttype}`), enhanced:
 * its container first in `<body>` (first in the tab order, focus not stolen on load), its
 * stylesheet, document links, the show/dismissed classes, and its dialog (ui/dialog): non-modal
 * when shown on load; modal when the visitor opens it or a soft cookie wall blocks the page:
 * focus moves in and stays, Escape closes the preferences view (and the banner the visitor
 * reopened), focus returns where it was (or to manage consent).
 */
import { htmlText } from '../../lib/dom';
import { openDialog } from '../../ui/dialog';
import type { DialogSession } from '../../ui/dialog';
import { cfg, flag, str } from './config';
import { debounce } from '../../lib/timers';
import { loadStylesheet } from './stylesheet';
import { RESIZE_DEBOUNCE_MS } from './constants';
import { asText } from '../../lib/text';
import { safeUrl } from '../../lib/url';

export interface Banner {
  element: HTMLElement;
  /** Applies show | dismissed; `modal` when the visitor opened it (or a cookie wall). */
  status(status: string, modal?: boolean): void;
  togglePreferences(force?: boolean): void;
}

const FOCUSABLE_FIRST = 'button:not([disabled]),[role="button"],a[href],input:not([disabled])';

function fillLinks(banner: HTMLElement): void {
  const all = Object(cfg().page_links) as Record<string, unknown>;
  const region = str('region');
  const links = Object(Object.prototype.hasOwnProperty.call(all, region) ? all[region] : {}) as Record<string, { url?: string; title?: string }>;
  banner.querySelectorAll<HTMLAnchorElement>('.cmplz-links a:not(.cmplz-external),.cmplz-buttons a:not(.cmplz-external)').forEach((link) => {
    link.classList.add('cmplz-hidden');
    for (const [type, page] of Object.entries(links)) {
      if (!link.classList.contains(type) || !page) continue;
      // Only a web address becomes the link (the configuration and the cached geo-ip reply are
      // the page's): a `javascript:` or `data:` URL leaves the link hidden, without an href.
      const href = safeUrl(asText(page.url) + (link.getAttribute('data-relative_url') ?? ''));
      if (href === null) continue;
      link.href = href;
      if (link.textContent === '{title}') link.textContent = htmlText(asText(page.title));
      link.classList.remove('cmplz-hidden');
    }
  });
}

export function enhanceBanner(signal: AbortSignal, visible: boolean, onReady: () => void): Banner | null {
  // The banner id and consent type come from the configuration or the geo-ip reply: escaped.
  const id = CSS.escape(str('user_banner_id'));
  const selector = `.cmplz-cookiebanner.banner-${id}.${CSS.escape(str('consenttype'))}`;
  const container = document.getElementById('cmplz-cookiebanner-container');
  // Complianz renders the banner in its container: looked for there first, not in the whole page.
  const element = container?.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>(selector);
  if (container) document.body.prepend(container);
  if (!element) return null;
  const manage = document.querySelector<HTMLElement>(`#cmplz-manage-consent .cmplz-manage-consent.manage-consent-${id}`);
  const categories = element.querySelector<HTMLElement>('.cmplz-categories');
  const view = element.querySelector<HTMLElement>('.cmplz-view-preferences');
  const save = element.querySelector<HTMLElement>('.cmplz-save-preferences');
  let dialog: DialogSession | null = null;
  let current = '';
  let openedAsDialog = false;
  fillLinks(element);
  element.setAttribute('aria-modal', 'false');
  if (view && categories) view.setAttribute('aria-expanded', 'false');
  const root = document.documentElement;
  // What gets focus is scrolled clear of a banner at the bottom (WCAG 2.4.11).
  const clearance = (shown: boolean): void => {
    const top = element.getBoundingClientRect().top;
    root.style.scrollPaddingBottom = shown && top > innerHeight / 2 ? `${innerHeight - top + 8}px` : '';
  };
  window.addEventListener('resize', debounce(() => clearance(current === 'show'), RESIZE_DEBOUNCE_MS, signal), { signal });
  element.querySelectorAll('.cmplz-category > summary').forEach((summary) => {
    // Complianz puts the checkbox inside <summary>: make the summary a plain group.
    if (summary.querySelector('input')) {
      summary.setAttribute('role', 'group');
      summary.setAttribute('tabindex', '-1');
      summary.setAttribute('aria-label', summary.querySelector('.cmplz-category-title')?.textContent ?? '');
    }
  });
  // Complianz gives each checkbox's label (its visual switch) a tab stop of its own: the checkbox
  // is the one control, so the label leaves the tab order (its switch still shows the focus).
  element.querySelectorAll<HTMLLabelElement>('label.cmplz-label[tabindex]').forEach((label) => {
    if (label.control instanceof HTMLInputElement) label.tabIndex = -1;
  });

  const banner: Banner = {
    element,
    status(status, modal = false) {
      const shown = status === 'show';
      manage?.classList.toggle('cmplz-show', !shown);
      manage?.classList.toggle('cmplz-dismissed', shown);
      // Closed while the banner still shows: focus goes back to where it was, or to manage consent.
      if (!shown) {
        dialog?.close();
        dialog = null;
      }
      element.classList.toggle('cmplz-show', shown);
      element.classList.toggle('cmplz-dismissed', !shown);
      element.inert = !shown;
      if (container && flag('soft_cookiewall')) {
        container.classList.toggle('cmplz-show', shown);
        container.classList.toggle('cmplz-dismissed', !shown);
        container.classList.add('cmplz-soft-cookiewall');
      }
      clearance(shown);
      openedAsDialog = shown && modal;
      const trap = modal || flag('soft_cookiewall');
      // Shown on load it is a non-modal dialog that leaves focus alone; opened by the visitor (or
      // as a cookie wall) a modal one, also when it was already showing.
      if (shown && (!dialog || (trap && !dialog.modal))) {
        dialog?.close(false);
        dialog = openDialog(element, {
          modal: trap,
          // Shown on load, nothing opened it: focus inside on close goes to manage consent.
          opener: trap ? undefined : null,
          initialFocus: () => (trap ? element.querySelector<HTMLElement>(FOCUSABLE_FIRST) : null),
          fallbackFocus: () => manage,
          // Reopened by the visitor as a modal dialog, Escape is its close control.
          onEscape: () => {
            if (!openedAsDialog) return false;
            element.querySelector<HTMLElement>('.cmplz-close')?.click();
            return true;
          },
          signal,
        });
      }
      if (!shown && current === 'show') banner.togglePreferences(false);
      current = status;
    },
    togglePreferences(force) {
      if (!categories) return;
      const open = force ?? !categories.classList.contains('cmplz-fade-in');
      element.classList.toggle('cmplz-categories-visible', open);
      categories.classList.toggle('cmplz-fade-in', open);
      view?.setAttribute('aria-expanded', String(open));
      if (view) view.style.display = open ? 'none' : 'block';
      if (save) save.style.display = open ? 'block' : 'none';
      if (open) categories.querySelector<HTMLElement>('input:not([disabled])')?.focus();
      else if (force === undefined || element.contains(document.activeElement)) view?.focus();
    },
  };

  // Escape closes the preferences view first: the dialog's own Escape (ui/dialog) is then not called.
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !categories?.classList.contains('cmplz-fade-in')) return;
    event.preventDefault();
    banner.togglePreferences(false);
  }, { signal });
  if (!visible) element.inert = true;
  loadStylesheet(() => {
    if (!visible) return;
    element.classList.remove('cmplz-hidden');
    manage?.classList.remove('cmplz-hidden');
    onReady();
  }, signal);
  return banner;
}
