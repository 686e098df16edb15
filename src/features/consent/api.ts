/**
 * Complianz's window API and the WP Consent API, as other code on such sites calls them.
 * Every function reads the cookies again: consent is never cached. A write asks for the part
 * pack consent-choice; the choices wait for it, in order, and what needs no part runs now unless
 * a choice waits (choice.ts).
 */
import { takeConsentCalls } from '../../lib/consent';
import { report } from '../../lib/report';
import { getConsentCookie, setConsentCookie, str } from './config';
import { anonymousStatistics, hasConsent, hasServiceConsent, serviceDenied, setBannerStatus } from './actions';
import { choose, inOrder, loadChoice } from './choice';

export interface WindowApiOptions {
  readonly enableCategory: (category: string, service?: string) => void;
}

/** A write that needs no part (a cookie, the banner status): still a sign of a choice. */
const write = (step: () => void): void => {
  void loadChoice();
  inOrder(step);
};

export function publishApi(options: WindowApiOptions): () => void {
  const api: Record<string, unknown> = {
    cmplz_has_consent: hasConsent,
    cmplz_set_consent: (category: string, value: string) => choose((part) => part.setConsent(category, value)),
    cmplz_accept_all: () => choose((part) => part.acceptAll()),
    cmplz_deny_all: () => choose((part) => part.denyAll()),
    cmplz_get_cookie: getConsentCookie,
    cmplz_set_cookie: (name: string, value: string, prefixed?: boolean) => write(() => setConsentCookie(name, value, prefixed !== false)),
    cmplz_get_banner_status: () => getConsentCookie('banner-status'),
    cmplz_set_banner_status: (status?: string) => write(() => setBannerStatus(status)),
    cmplz_has_service_consent: hasServiceConsent,
    cmplz_is_service_denied: serviceDenied,
    cmplz_set_service_consent: (service: string, consented: boolean) => choose((part) => part.setServiceConsent(service, consented)),
    cmplz_enable_category: (category: string, service?: string) => write(() => options.enableCategory(category, service)),
    wp_has_consent: (category: string) => (category === 'statistics-anonymous' ? anonymousStatistics() : hasConsent(category)),
    wp_set_consent: (category: string, value: string) => choose((part) => part.wpSetConsent(category, value)),
    wp_consent_type: str('consenttype'),
  };
  const target = window as unknown as Record<string, unknown>;
  const previous = Object.keys(api).map((name) => [name, target[name]] as const);
  Object.assign(target, api);
  // What other code asked of the facade (facade.ts) before consent started, in its order.
  for (const [name, args] of takeConsentCalls()) {
    const call = api[name];
    try {
      if (typeof call === 'function') (call as (...values: unknown[]) => unknown)(...args);
    } catch (error) {
      report('consent', error);
    }
  }
  return () => previous.forEach(([name, value]) => {
    if (value === undefined) delete target[name];
    else target[name] = value;
  });
}
