/**
 * Complianz's window API and the WP Consent API, as other code on such sites calls them.
 * Every function reads the cookies again: consent is never cached.
 *
 * Other code calls them synchronously, often from its DOMContentLoaded listeners, which may run
 * before consent starts (the first scan). So the API is there as the pack defines itself
 * (installEarlyApi, the pack's `setups`): the reads answer from the cookies by Complianz's rules
 * with the page's configuration (as for a visitor who is no bot: Complianz's list of bots is a part
 * pack), and the writes wait, in order, until consent starts and publishApi replays them. The
 * WordPress plugin prints the pack's tag after airlift's where it took Complianz's script off, so
 * this happens before DOMContentLoaded, as with Complianz's own script.
 */
import { readComplianz } from '../../lib/complianz';
import { report } from '../../lib/report';
import { cfg, getConsentCookie, setConsentCookie, str, useConfig } from './config';
import { acceptAll, anonymousStatistics, denyAll, hasConsent, hasServiceConsent, serviceDenied, setBannerStatus, setConsent, setServiceConsent, wpConsentChanged } from './actions';

export interface WindowApiOptions {
  readonly enableCategory: (category: string, service?: string) => void;
}

/** The API's functions that change consent: before consent starts, they wait for it. */
const WRITES = [
  'cmplz_set_consent', 'cmplz_accept_all', 'cmplz_deny_all', 'cmplz_set_cookie', 'cmplz_set_banner_status',
  'cmplz_set_service_consent', 'cmplz_enable_category', 'wp_set_consent',
];

/** Changes asked for before consent started, in their order. */
const waiting: Array<readonly [string, unknown[]]> = [];

const apiOf = ({ enableCategory }: WindowApiOptions): Record<string, unknown> => ({
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
    cmplz_enable_category: enableCategory,
    wp_has_consent: (category: string) => (category === 'statistics-anonymous' ? anonymousStatistics() : hasConsent(category)),
    wp_set_consent: (category: string, value: string) => {
      if (category === 'statistics-anonymous') wpConsentChanged(category, value);
      else setConsent(category, value);
    },
    wp_consent_type: str('consenttype'),
});

/**
 * The API before consent starts, on a page with Complianz's configuration, where nothing has
 * defined it (Complianz's own script, left on by a site that turned airlift's consent off).
 */
export function installEarlyApi(): void {
  const config = readComplianz();
  if (!config) return;
  // Consent's own start sets the configuration it checked (index.ts); until then, the page's.
  if (!Object.keys(cfg()).length) useConfig(config);
  const target = window as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(apiOf({ enableCategory: () => undefined }))) {
    if (target[name] === undefined) target[name] = WRITES.includes(name) ? (...args: unknown[]) => void waiting.push([name, args]) : value;
  }
}

export function publishApi(options: WindowApiOptions): () => void {
  const api = apiOf(options);
  const target = window as unknown as Record<string, unknown>;
  const previous = Object.keys(api).map((name) => [name, target[name]] as const);
  Object.assign(target, api);
  // What other code asked of the early API (installEarlyApi) before consent started, in its order.
  for (const [name, args] of waiting.splice(0)) {
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
