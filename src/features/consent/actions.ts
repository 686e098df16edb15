/**
 * What the visitor and other code can do to consent, with Complianz's cookies and events:
 * set a category or a service, accept or deny all, the banner status, and the track call.
 */
import { notifyConsentChange } from '../../lib/consent';
import { clearCookies, cfg, fire, flag, getConsentCookie, jar, setConsentCookie, settings, speedBot, str } from './config';
import { CATEGORIES, RELOAD_DELAY_MS } from './constants';
import { acceptedCategories, anyServiceConsent, categoryAllowed, highestCategory, isServiceDenied, serviceAllowed, serviceMap, trackDue } from './state';
import type { ServiceMap } from './state';
import { asText } from '../../lib/text';

/** Set by the feature: DOM effects of a change (checkboxes, activation, banner, Consent Mode). */
export const effects = {
  changed: (): void => {},
  banner: (_status: string): void => {},
};

export const hasConsent = (category: string): boolean => categoryAllowed(jar(), settings(), category);
export const hasServiceConsent = (service: string, category: string): boolean => serviceAllowed(jar(), settings(), service, category);
export const serviceDenied = (service: string): boolean => isServiceDenied(jar(), settings(), service);
export const services = (): ServiceMap => serviceMap(jar(), settings());
export const accepted = (): string[] => acceptedCategories(jar(), settings());

/**
 * Anonymous statistics as the WP Consent API answers after Complianz told it: Complianz sets
 * `statistics-anonymous` to allow whenever the visitor makes a statistics choice, allow or deny.
 */
export const anonymousStatistics = (): boolean => hasConsent('statistics') || getConsentCookie('statistics') !== '';

/** Statistics Complianz turns on at every page start (`forceEnableStats`, opt-in): not the visitor's consent. */
const forcedStatistics = (): boolean => flag('forceEnableStats') && str('consenttype') === 'optin';

const reload = (): void => void setTimeout(() => location.reload(), RELOAD_DELAY_MS);

function changed(): void {
  effects.changed();
  notifyConsentChange();
}

/** Tells the WP Consent API's listeners (`wp_listen_for_consent_change`). */
export const wpConsentChanged = (category: string, value: string): void => fire('wp_listen_for_consent_change', { [category]: value });

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

export function setBannerStatus(status?: string): void {
  const previous = getConsentCookie('banner-status');
  const next = status ?? previous;
  if (next !== previous) setConsentCookie('banner-status', next);
  // A cookie holding anything but the two statuses (another script, a broken write) means show.
  const shown = next === 'dismissed' ? 'dismissed' : 'show';
  effects.banner(shown);
  fire('cmplz_banner_status', shown);
}

export function fireCategories(): void {
  const categories = accepted();
  fire('cmplz_fire_categories', { category: highestCategory(categories), categories, region: str('region') });
}

let storedOnce = false;

/** Stores the choice with `POST {url}track` when it differs from the saved one. */
export function trackStatus(status?: string): void {
  fire('cmplz_track_status', status ?? false);
  effects.changed();
  const categories = status ? [status] : accepted();
  const map = services();
  if (!trackDue(jar(), settings(), categories, map, flag('store_consent'), speedBot())) return;
  setConsentCookie('saved_categories', JSON.stringify(categories));
  setConsentCookie('saved_services', JSON.stringify(map));
  storedOnce = true;
  const body = JSON.stringify({ consented_categories: categories, consented_services: map, consenttype: str('consenttype') });
  // Nothing is read of the reply; `keepalive` lets the request outlive the page (pagehide, a reload).
  fetch(`${str('url')}track`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', keepalive: true })
    .catch(() => undefined);
}

export const trackedOnce = (): boolean => storedOnce;

/** `complianz.set_cookies`: integration cookies set to their consented or revoked value. */
export function integrationCookies(index: 0 | 1, onlyOn = false): void {
  const list = cfg().set_cookies;
  if (!list || typeof list !== 'object') return;
  for (const [name, values] of Object.entries(list as Record<string, unknown>)) {
    const value = Array.isArray(values) ? asText(values[index]) : '';
    if (!onlyOn || value === '1') setConsentCookie(name, value, false);
  }
}
