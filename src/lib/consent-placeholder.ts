/**
 * The one consent placeholder of content airlift makes itself (auto-embeds, YouTube players):
 * until the visitor consents to the service, the slot is a `.cmplz-blocked-content-container`
 * holding Complianz's notice button (lib/consent-notice's `consentNotice`, which the consent feature's
 * controls answer), worded as the site words it; nothing of the service runs. Once consent is
 * given the notice goes and the content is shown in place, without a reload. (The consent
 * feature's own placeholders, over markup the server blocked, are features/consent/placeholders.)
 */
import { readComplianz } from './complianz';
import { hasConsent, onConsentChange } from './consent';
import { consentNotice } from './consent-notice';
import { ownValue } from './own';

export interface ConsentSlot {
  category: string;
  service: string;
  /** Where the notice stands until consent, and the content after. */
  slot: HTMLElement;
  /** Aborted when the content is torn down: the wait for consent ends. */
  signal: AbortSignal;
  /** Runs airlift's own DOM change (the mount context's `quietly`). */
  quietly<T>(change: () => T): T;
}

const BLOCKED_CLASS = 'cmplz-blocked-content-container';

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The notice in the site's words: the category's name (`complianz.categories`, an own entry
 * that is a non-empty string, else the category itself), `placeholdertext` and `aria_label`.
 */
function wording(category: string): { label: string; template: string; ariaTemplate: string } {
  const config = readComplianz() ?? {};
  const categories = config.categories;
  const name = categories && typeof categories === 'object' ? ownValue(categories as Record<string, unknown>, category) : undefined;
  return { label: stringOf(name) || category, template: stringOf(config.placeholdertext), ariaTemplate: stringOf(config.aria_label) };
}

/**
 * Calls `show` once the visitor consents to the slot's service (at once, in the caller's
 * change, if they have); meanwhile the slot holds the notice. `show` then runs quietly, right
 * after the notice is removed.
 */
export function whenConsented(target: ConsentSlot, show: () => void): void {
  const { category, service, slot } = target;
  if (hasConsent(category, service)) {
    show();
    return;
  }
  const notice = consentNotice({ category, service, perService: false, ...wording(category) });
  target.quietly(() => {
    slot.classList.add(BLOCKED_CLASS);
    slot.append(notice);
  });
  const stop = onConsentChange(() => {
    if (!hasConsent(category, service)) return;
    stop();
    target.quietly(() => {
      notice.remove();
      slot.classList.remove(BLOCKED_CLASS);
      show();
    });
  }, target.signal);
}
