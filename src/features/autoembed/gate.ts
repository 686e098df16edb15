/**
 * Every auto-embed is a marketing service (youtube, spotify, soundcloud, mixcloud). Where a
 * consent manager is on the page and the visitor has not accepted it, the slot shows the
 * consent notice instead; nothing of the service is requested until consent is given, and
 * then the embed appears in place, without a reload.
 */
import { hasConsent, onConsentChange } from '../../lib/consent';
import { readGlobal } from '../../lib/globals';
import type { EmbedService } from './recognise';

export const EMBED_CATEGORY = 'marketing';
const DEFAULT_NOTICE = 'Click to accept {category} cookies and enable this content';

/** The notice, as Complianz words it (`placeholdertext`), with the category filled in. */
function noticeText(): string {
  const config = readGlobal('complianz') as { placeholdertext?: unknown; categories?: Record<string, unknown> } | undefined;
  const template = typeof config?.placeholdertext === 'string' && !config.placeholdertext.includes('<')
    ? config.placeholdertext : DEFAULT_NOTICE;
  const label = config?.categories?.[EMBED_CATEGORY];
  return template.replace('{category}', typeof label === 'string' ? label : EMBED_CATEGORY);
}

/**
 * Calls `show` once the visitor consents to `service` (at once if they have). Meanwhile the
 * slot holds Complianz's notice button, which the consent feature's controls answer.
 */
export function whenConsented(service: EmbedService, slot: HTMLElement, signal: AbortSignal, show: () => void, quietly: <T>(change: () => T) => T): void {
  if (hasConsent(EMBED_CATEGORY, service)) {
    show();
    return;
  }
  const notice = document.createElement('button');
  notice.type = 'button';
  notice.className = `cmplz-blocked-content-notice cmplz-accept-category cmplz-accept-${EMBED_CATEGORY}`;
  notice.setAttribute('data-service', service);
  notice.setAttribute('data-category', EMBED_CATEGORY);
  notice.textContent = noticeText();
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
