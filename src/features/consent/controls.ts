/**
 * The consent controls, delegated from the document so they work anywhere on the page:
 * banner buttons, placeholders' notices, service and category checkboxes, manage consent,
 * `.cmplz-show-banner` links, and the `cmplz_consent_action` event.
 */
import type { MountContext } from '../../core/registry';
import { CATEGORIES, RELOAD_DELAY_MS } from './constants';
import { acceptAll, denyAll, fireCategories, setBannerStatus, setConsent, setServiceConsent, trackStatus } from './actions';
import type { Banner } from './banner';
import { flag } from './config';
import { loadChoice } from './choice';

export interface ControlHooks {
  banner(): Banner | null;
  /** Shows the banner as a dialog the visitor opened. */
  open(): void;
  nonce: string;
}

function saved(dismiss = true): void {
  if (dismiss) setBannerStatus('dismissed');
  fireCategories();
  trackStatus();
}

function setFromInputs(scope: ParentNode): void {
  // Read every box first: each change re-syncs the boxes with the cookies.
  const choices = CATEGORIES.map((category) => [category, scope.querySelector<HTMLInputElement>(`input.cmplz-${category}`)?.checked] as const);
  for (const [category, checked] of choices) {
    if (checked !== undefined) setConsent(category, checked ? 'allow' : 'deny');
  }
}

export function wireControls(ctx: MountContext, hooks: ControlHooks): void {
  const { signal } = ctx;
  const on = (type: string, selector: string, handler: (target: HTMLElement, event: Event) => void): void => {
    document.addEventListener(type, (event) => {
      const target = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
      if (target) handler(target, event);
    }, { signal });
  };
  const data = (el: Element, name: string): string => el.getAttribute(`data-${name}`) ?? '';

  on('click', '.cmplz-accept', (_, event) => {
    event.preventDefault();
    acceptAll();
    saved();
  });
  on('click', '.cmplz-deny', (_, event) => {
    event.preventDefault();
    setBannerStatus('dismissed');
    denyAll();
  });
  on('click', '.cmplz-save-preferences', (target) => {
    setFromInputs(target.closest('.cmplz-cookiebanner') ?? document);
    saved();
  });
  on('click', '.cmplz-view-preferences', () => hooks.banner()?.togglePreferences());
  on('click', '.cmplz-close', () => setBannerStatus('dismissed'));
  on('keydown', '.cmplz-close', (_, event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    setBannerStatus('dismissed');
  });
  on('click', 'button.cmplz-manage-consent,.cmplz-show-banner', (_, event) => {
    event.preventDefault();
    hooks.open();
  });
  on('click', '.cmplz-accept-category,.cmplz-accept-marketing', (target, event) => {
    event.preventDefault();
    const service = data(target, 'service');
    if (flag('clean_cookies') && service) setServiceConsent(service, true);
    else setConsent(data(target, 'category') || 'marketing', 'allow');
    saved();
  });
  on('click', '.cmplz-accept-service', (target) => {
    if (target.tagName === 'INPUT' || !data(target, 'service')) return;
    setServiceConsent(data(target, 'service'), true);
    saved(false);
  });
  on('change', 'input.cmplz-accept-service', (target) => {
    const checked = (target as HTMLInputElement).checked;
    setBannerStatus('dismissed');
    setServiceConsent(data(target, 'service'), checked);
    if (!checked) setTimeout(() => location.reload(), RELOAD_DELAY_MS);
    saved(false);
  });
  on('change', '.cmplz-manage-consent-container .cmplz-category', () => {
    setFromInputs(document.querySelector('.cmplz-manage-consent-container') ?? document);
    saved();
  });
  on('click', '.cmplz-consent-area.cmplz-placeholder', (target) => {
    setServiceConsent(data(target, 'service'), true);
    // Let in by the part pack consent-choice: now where it is in, else when it arrives.
    void loadChoice().then((part) => part?.loadArea(target, ctx, hooks.nonce));
    setBannerStatus('dismissed');
  });
  document.addEventListener('cmplz_consent_action', (event) => {
    const category = (event as CustomEvent<{ category?: unknown } | null>).detail?.category;
    if (typeof category !== 'string') return;
    setConsent(category, 'allow');
    fireCategories();
    trackStatus();
  }, { signal });
}
