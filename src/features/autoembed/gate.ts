/**
 * Every auto-embed is a marketing service (youtube, spotify, soundcloud, mixcloud). Where a
 * consent manager is on the page and the visitor has not accepted it, the slot shows the
 * consent notice instead; nothing of the service is requested until consent is given, and
 * then the embed appears in place, without a reload.
 */
import { consentNotice, hasConsent, onConsentChange } from '../../lib/consent';
import { readComplianz } from '../../lib/complianz';
import type { EmbedService } from './recognise';

export const EMBED_CATEGORY = 'marketing';

interface ComplianzWording {
  placeholdertext?: unknown;
  aria_label?: unknown;
  categories?: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Calls `show` once the visitor consents to `service` (at once if they have). Meanwhile the
 * slot holds Complianz's notice button, which the consent feature's controls answer.
 */
export function whenConsented(service: EmbedService, slot: HTMLElement, signal: AbortSignal, show: () => void, quietly: <T>(change: () => T) => T): void {
  if (hasConsent(EMBED_CATEGORY, service)) {
    show();
    return;
  }
  const config = (readComplianz() ?? {}) as ComplianzWording;
  const label = text(config.categories?.[EMBED_CATEGORY]) || EMBED_CATEGORY;
  const notice = consentNotice({
    category: EMBED_CATEGORY, service, label, perService: false,
    template: text(config.placeholdertext), ariaTemplate: text(config.aria_label),
  });
  quietly(() => {
    slot.classList.add('cmplz-blocked-content-container');
    slot.append(notice);
  });
  const stop = onConsentChange(() => {
    if (!hasConsent(EMBED_CATEGORY, service)) return;
    stop();
    quietly(() => {
      notice.remove();
      slot.classList.remove('cmplz-blocked-content-container');
    });
    show();
  }, signal);
}
