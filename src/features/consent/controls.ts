/**
 * The consent controls, delegated from the document so they work anywhere on the page:
 * banner buttons, placeholders' notices, service and category checkboxes, manage consent,
 * `.cmplz-show-banner` links, and the `cmplz_consent_action` event. A choice is applied by the
 * part pack consent-choice (choice.ts), asked for at the first pointer, focus or key on a
 * control; what the visitor set (the checkboxes) is read as they make the choice.
 */
import type { MountContext } from '../../core/registry';
import { CATEGORIES, RELOAD_DELAY_MS } from './constants';
import { fireCategories, setBannerStatus, trackStatus } from './actions';
import type { Banner } from './banner';
import { flag } from './config';
import { choose, inOrder, loadChoice } from './choice';

export interface ControlHooks {
  banner(): Banner | null;
  /** Shows the banner as a dialog the visitor opened. */
  open(): void;
  nonce: string;
}

/** Where a pointer, focus or key is the first sign of a choice: the banner and every consent control. */
const CONTROLS = '.cmplz-cookiebanner,.cmplz-manage-consent,.cmplz-manage-consent-container,.cmplz-show-banner,'
  + '.cmplz-blocked-content-notice,.cmplz-accept-service,.cmplz-accept-category,.cmplz-accept-marketing,.cmplz-consent-area';

function saved(dismiss = true): void {
  if (dismiss) setBannerStatus('dismissed');
  fireCategories();
  trackStatus();
}

/** Every box's choice, read at once (each change re-syncs the boxes with the cookies). */
const inputChoices = (scope: ParentNode): Array<readonly [string, boolean | undefined]> =>
  CATEGORIES.map((category) => [category, scope.querySelector<HTMLInputElement>(`input.cmplz-${category}`)?.checked] as const);

/** Applies the boxes' choices, then what a save does. */
const setFromInputs = (choices: ReturnType<typeof inputChoices>): void => choose((part) => {
  for (const [category, checked] of choices) {
    if (checked !== undefined) part.setConsent(category, checked ? 'allow' : 'deny');
  }
  saved();
});

export function wireControls(ctx: MountContext, hooks: ControlHooks): void {
  const { signal } = ctx;
  const on = (type: string, selector: string, handler: (target: HTMLElement, event: Event) => void): void => {
    document.addEventListener(type, (event) => {
      const target = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
      if (target) handler(target, event);
    }, { signal });
  };
  const data = (el: Element, name: string): string => el.getAttribute(`data-${name}`) ?? '';

  for (const type of ['pointerdown', 'focusin', 'keydown']) on(type, CONTROLS, () => void loadChoice());
  on('click', '.cmplz-accept', (_, event) => {
    event.preventDefault();
    choose((part) => {
      part.acceptAll();
      saved();
    });
  });
  on('click', '.cmplz-deny', (_, event) => {
    event.preventDefault();
    choose((part) => {
      setBannerStatus('dismissed');
      part.denyAll();
    });
  });
  on('click', '.cmplz-save-preferences', (target) => setFromInputs(inputChoices(target.closest('.cmplz-cookiebanner') ?? document)));
  on('click', '.cmplz-view-preferences', () => inOrder(() => hooks.banner()?.togglePreferences()));
  on('click', '.cmplz-close', () => inOrder(() => setBannerStatus('dismissed')));
  on('keydown', '.cmplz-close', (_, event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    inOrder(() => setBannerStatus('dismissed'));
  });
  on('click', 'button.cmplz-manage-consent,.cmplz-show-banner', (_, event) => {
    event.preventDefault();
    inOrder(() => hooks.open());
  });
  on('click', '.cmplz-accept-category,.cmplz-accept-marketing', (target, event) => {
    event.preventDefault();
    const service = data(target, 'service');
    const category = data(target, 'category') || 'marketing';
    choose((part) => {
      if (flag('clean_cookies') && service) part.setServiceConsent(service, true);
      else part.setConsent(category, 'allow');
      saved();
    });
  });
  on('click', '.cmplz-accept-service', (target) => {
    const service = data(target, 'service');
    if (target.tagName === 'INPUT' || !service) return;
    choose((part) => {
      part.setServiceConsent(service, true);
      saved(false);
    });
  });
  on('change', 'input.cmplz-accept-service', (target) => {
    const checked = (target as HTMLInputElement).checked;
    const service = data(target, 'service');
    choose((part) => {
      setBannerStatus('dismissed');
      part.setServiceConsent(service, checked);
      if (!checked) setTimeout(() => location.reload(), RELOAD_DELAY_MS);
      saved(false);
    });
  });
  on('change', '.cmplz-manage-consent-container .cmplz-category', () => {
    setFromInputs(inputChoices(document.querySelector('.cmplz-manage-consent-container') ?? document));
  });
  on('click', '.cmplz-consent-area.cmplz-placeholder', (target) => {
    const service = data(target, 'service');
    choose((part) => {
      part.setServiceConsent(service, true);
      part.loadArea(target, ctx, hooks.nonce);
      setBannerStatus('dismissed');
    });
  });
  document.addEventListener('cmplz_consent_action', (event) => {
    const category = (event as CustomEvent<{ category?: unknown } | null>).detail?.category;
    if (typeof category !== 'string') return;
    choose((part) => {
      part.setConsent(category, 'allow');
      fireCategories();
      trackStatus();
    });
  }, { signal });
}
