/**
 * What applies a choice, in the part pack consent-choice (packs/consent-choice.ts): set a category
 * or a service, accept or deny all, with Complianz's cookies and events. The consent pack asks for
 * the part where a choice is to be applied (choice.ts); the reads, the banner status and the track
 * call, which every page needs, stay in the pack (actions.ts).
 */
import { notifyConsentChange } from '../../lib/consent';
import { clearCookies, fire, flag, getConsentCookie, jar, setConsentCookie, settings, str } from './config';
import { CATEGORIES, RELOAD_DELAY_MS } from './constants';
import { accepted, effects, fireCategories, hasConsent, services, trackStatus } from './actions';
import { anyServiceConsent, highestCategory } from './state';

/** Statistics Complianz turns on at every page start (`forceEnableStats`, opt-in): not the visitor's consent. */
const forcedStatistics = (): boolean => flag('forceEnableStats') && str('consenttype') === 'optin';

const reload = (): void => void setTimeout(() => location.reload(), RELOAD_DELAY_MS);

function changed(): void {
  effects.changed();
  notifyConsentChange();
}

/** Tells the WP Consent API's listeners (`wp_listen_for_consent_change`). */
const wpConsentChanged = (category: string, value: string): void => fire('wp_listen_for_consent_change', { [category]: value });

export function setConsent(category: string, value: string): void {
  setConsentCookie('policy_id', str('current_policy_id'));
  const next = category === 'functional' ? 'allow' : value;
  const previous = getConsentCookie(category);
  // Opt-out visitors had marketing while the cookie was unset: denying it also reloads.
  const wasAllowed = hasConsent(category);
  if (previous === next) return effects.changed();
  setConsentCookie(category, next);
  wpConsentChanged(category, next);
  if (category === 'statistics') wpConsentChanged('statistics-anonymous', 'allow');
  fire('cmplz_status_change', { category, value: next, region: str('region'), categories: accepted() });
  changed();
  if (category === 'marketing' && next === 'deny' && wasAllowed) reload();
}

/** The WP Consent API's `wp_set_consent`: Complianz only tells its listeners of `statistics-anonymous`. */
export function wpSetConsent(category: string, value: string): void {
  if (category === 'statistics-anonymous') wpConsentChanged(category, value);
  else setConsent(category, value);
}

export function setServiceConsent(service: string, consented: boolean): void {
  const map = services();
  map[service] = consented === true;
  setConsentCookie('consented_services', JSON.stringify(map));
  fire('cmplz_status_change_service', { service, value: consented, region: str('region') });
  changed();
}

export function acceptAll(): void {
  setConsentCookie('consented_services', '');
  fire('cmplz_before_categories_consent', { categories: [...CATEGORIES], region: str('region') });
  CATEGORIES.forEach((category) => setConsent(category, 'allow'));
}

export function denyAll(): void {
  // What the visitor had allowed is revoked with a reload; forced statistics would only be forced again.
  const given = accepted().filter((category) => category !== 'statistics' || !forcedStatistics());
  let revoke = highestCategory(given) !== 'functional' || anyServiceConsent(jar(), settings());
  CATEGORIES.forEach((category) => setConsent(category, 'deny'));
  if (clearCookies('cmplz_service')) revoke = true;
  setConsentCookie('consented_services', '');
  changed();
  fireCategories();
  trackStatus();
  fire('cmplz_revoke', revoke);
  if (revoke && !flag('tcf_active')) location.reload();
}
