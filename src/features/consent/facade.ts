/**
 * Complianz's window API and the WP Consent API from the moment airlift starts, on pages with
 * Complianz's configuration: consent's code is a pack, and other code calls these synchronously
 * (often from its DOMContentLoaded listeners). Until the pack has started consent, the reads
 * answer from the cookies by Complianz's rules (state.ts, as the pack's own API does), and the
 * writes wait, in order, in lib/consent; the pack replays them as it publishes the real API
 * (api.ts), which replaces these functions.
 */
import { readComplianz } from '../../lib/complianz';
import { queueConsentCall } from '../../lib/consent';
import { readCookies } from '../../lib/cookies';
import { categoryAllowed, cookieValue, isServiceDenied, serviceAllowed, settingsFrom, textSetting } from './state';
import type { Jar, Settings } from './state';

/** The API's functions that change consent: they wait for the pack. */
export const CONSENT_WRITES = [
  'cmplz_set_consent', 'cmplz_accept_all', 'cmplz_deny_all', 'cmplz_set_cookie', 'cmplz_set_banner_status',
  'cmplz_set_service_consent', 'cmplz_enable_category', 'wp_set_consent',
] as const;

type Read = (jar: Jar, s: Settings, args: unknown[]) => unknown;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const READS: Record<string, Read> = {
  cmplz_has_consent: (jar, s, [category]) => categoryAllowed(jar, s, text(category)),
  cmplz_get_cookie: (jar, s, [name]) => cookieValue(jar, s, text(name)),
  cmplz_get_banner_status: (jar, s) => cookieValue(jar, s, 'banner-status'),
  cmplz_has_service_consent: (jar, s, [service, category]) => serviceAllowed(jar, s, text(service), text(category)),
  cmplz_is_service_denied: (jar, s, [service]) => isServiceDenied(jar, s, text(service)),
  // Complianz tells the WP Consent API `statistics-anonymous` on any statistics choice.
  wp_has_consent: (jar, s, [category]) => (category === 'statistics-anonymous'
    ? categoryAllowed(jar, s, 'statistics') || cookieValue(jar, s, 'statistics') !== ''
    : categoryAllowed(jar, s, text(category))),
};

export function installConsentApi(): void {
  const config = readComplianz();
  if (!config) return;
  const target = window as unknown as Record<string, unknown>;
  // Complianz counts a bot as consented; its list of bots (1 KB gzip) is the pack's alone. Until
  // the pack has started, a bot's reads answer as a visitor's without a choice, as lib/consent's
  // hasConsent does for airlift's own features; the pack's API then applies the bot rule.
  for (const [name, read] of Object.entries(READS)) {
    if (target[name] === undefined) target[name] = (...args: unknown[]) => read(readCookies(), settingsFrom(config, navigator, false), args);
  }
  for (const name of CONSENT_WRITES) {
    if (target[name] === undefined) target[name] = (...args: unknown[]) => queueConsentCall(name, args);
  }
  if (target['wp_consent_type'] === undefined) target['wp_consent_type'] = textSetting(config, 'consenttype');
}
