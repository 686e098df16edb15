/**
 * Consent as the page reads it, with Complianz's cookies and events: the checks, the banner
 * status and the track call, which every page needs. What sets a category or a service, accepts
 * or denies all, is the part pack consent-choice (apply.ts), asked for where a choice is made.
 */
import { cfg, fire, flag, getConsentCookie, jar, setConsentCookie, settings, speedBot, str } from './config';
import { acceptedCategories, categoryAllowed, highestCategory, isServiceDenied, serviceAllowed, serviceMap, trackDue } from './state';
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
