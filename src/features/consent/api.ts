/**
 * Complianz's window API and the WP Consent API, as other code on such sites calls them.
 * Every function reads the cookies again: consent is never cached.
 */
import { takeConsentCalls } from '../../lib/consent';
import { report } from '../../lib/report';
import { getConsentCookie, setConsentCookie, str } from './config';
import { acceptAll, anonymousStatistics, denyAll, hasConsent, hasServiceConsent, serviceDenied, setBannerStatus, setConsent, setServiceConsent, wpConsentChanged } from './actions';

export interface WindowApiOptions {
  readonly enableCategory: (category: string, service?: string) => void;
}

export function publishApi(options: WindowApiOptions): () => void {
  const api: Record<string, unknown> = {
    cmplz_has_consent: hasConsent,
    cmplz_set_consent: setConsent,
    cmplz_accept_all: acceptAll,
    cmplz_deny_all: denyAll,
    cmplz_get_cookie: getConsentCookie,
    cmplz_set_cookie: (name: string, value: string, prefixed?: boolean) => setConsentCookie(name, value, prefixed !== false),
    cmplz_get_banner_status: () => getConsentCookie('banner-status'),
    cmplz_set_banner_status: setBannerStatus,
    cmplz_has_service_consent: hasServiceConsent,
    cmplz_is_service_denied: serviceDenied,
    cmplz_set_service_consent: setServiceConsent,
    cmplz_enable_category: options.enableCategory,
    wp_has_consent: (category: string) => (category === 'statistics-anonymous' ? anonymousStatistics() : hasConsent(category)),
    wp_set_consent: (category: string, value: string) => {
      if (category === 'statistics-anonymous') wpConsentChanged(category, value);
      else setConsent(category, value);
    },
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
