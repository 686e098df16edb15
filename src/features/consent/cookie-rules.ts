/**
 * The cookie rules of consent, pure (SPEC §3–§5): whether a category or a service is allowed,
 * computed from the cookie jar and the settings on every check, as Complianz does. No DOM, no
 * globals. The consent pack's alone (its window API answers from them before consent starts too:
 * api.ts); state.ts holds the rest of the state and re-exports these.
 */
import { asText } from '../../lib/text';
import { isRecord } from '../../lib/page-globals';

export type Jar = ReadonlyMap<string, string>;
export type ServiceMap = Record<string, boolean>;

export interface Settings {
  prefix: string;
  /** optin, optout, or any other type (no banner, all accepted). */
  consenttype: string;
  /** Do-not-track or Global Privacy Control, with `do_not_track_enabled` on. */
  dnt: boolean;
  bot: boolean;
}

/** DNT/GPC counts only when the site enabled it. */
export function doNotTrack(enabled: boolean, dnt: unknown, gpc: unknown): boolean {
  return enabled && (dnt === '1' || gpc === true);
}

/** Complianz's text and on/off settings, as every part of consent reads them. */
export const textSetting = (config: Readonly<Record<string, unknown>>, key: string): string => asText(config[key]);
export const flagSetting = (config: Readonly<Record<string, unknown>>, key: string): boolean => textSetting(config, key) === '1' || config[key] === true;

/** The settings consent runs with, from Complianz's configuration and what the browser says. */
export function settingsFrom(config: Readonly<Record<string, unknown>>, nav: Navigator & { globalPrivacyControl?: unknown }, bot: boolean): Settings {
  return {
    prefix: textSetting(config, 'prefix') || 'cmplz_',
    consenttype: textSetting(config, 'consenttype'),
    dnt: doNotTrack(flagSetting(config, 'do_not_track_enabled'), nav.doNotTrack, nav.globalPrivacyControl),
    bot,
  };
}

export function cookieValue(jar: Jar, s: Settings, name: string): string {
  return jar.get(s.prefix + name) ?? '';
}

/** Whether a category counts as accepted. */
export function categoryAllowed(jar: Jar, s: Settings, category: string): boolean {
  if (s.bot || category === 'functional') return true;
  const value = cookieValue(jar, s, category);
  if (!s.dnt && s.consenttype !== 'optin' && value === '') return true;
  return value === 'allow';
}

/**
 * Parses a service → choice cookie; anything unparsable or of another shape is an empty map.
 * Only `true` is consent: `{"youtube":"false"}` records a refusal.
 */
const UNSAFE_KEYS = ['__proto__', 'prototype', 'constructor'];

export function parseMap(text: string): ServiceMap {
  const choices = Object.create(null) as ServiceMap;
  try {
    const parsed: unknown = JSON.parse(text);
    // Any object is a map (the main script reads it too, without a schema library); only
    // `true` is consent, any other recorded answer (`false`, `"false"`, `0`) a refusal.
    if (isRecord(parsed)) {
      for (const [service, value] of Object.entries(parsed)) {
        // A service named like an Object property is no service.
        if (!UNSAFE_KEYS.includes(service)) choices[service] = value === true;
      }
    }
  } catch {
    /* not JSON: no choices */
  }
  return choices;
}

export const serviceMap = (jar: Jar, s: Settings): ServiceMap => parseMap(cookieValue(jar, s, 'consented_services'));

export function isServiceDenied(jar: Jar, s: Settings, service: string): boolean {
  const map = serviceMap(jar, s);
  return Object.prototype.hasOwnProperty.call(map, service) && !map[service];
}

/** The visitor's choice for the service if they made one, else the category's. */
export function serviceAllowed(jar: Jar, s: Settings, service: string | null | undefined, category: string): boolean {
  const map = serviceMap(jar, s);
  if (service && Object.prototype.hasOwnProperty.call(map, service)) return map[service] === true || s.bot;
  return categoryAllowed(jar, s, category || 'marketing');
}
