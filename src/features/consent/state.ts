/**
 * Consent state, pure: computed from the cookie jar and the settings on every check, as
 * Complianz does (SPEC §3–§5). No DOM, no globals.
 */
import { BOT_AGENTS, CATEGORIES, CONSENT_MODE, SPEED_AGENTS } from './constants';
import { asText } from '../../lib/text';
import { isRecord } from '../../lib/globals';

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

export const isBot = (agent: string): boolean => BOT_AGENTS.test(agent);
export const isSpeedBot = (agent: string): boolean => SPEED_AGENTS.test(agent);

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

export function acceptedCategories(jar: Jar, s: Settings): string[] {
  return CATEGORIES.filter((category) => categoryAllowed(jar, s, category));
}

export function highestCategory(accepted: readonly string[]): string {
  return [...CATEGORIES].reverse().find((category) => accepted.includes(category)) ?? 'functional';
}

export function anyServiceConsent(jar: Jar, s: Settings): boolean {
  return Object.values(serviceMap(jar, s)).some((value) => value === true);
}

/** A stored policy id that differs from the current one resets all consent. */
export function policyChanged(jar: Jar, s: Settings, current: string): boolean {
  const stored = cookieValue(jar, s, 'policy_id');
  return stored !== '' && stored !== current;
}

/** Compares the way Complianz does: arrays by items, objects by their keys. */
export function sameChoice(saved: unknown, current: unknown): boolean {
  const list = (value: unknown): string[] => Array.isArray(value) ? value.map((item) => asText(item))
    : value && typeof value === 'object' ? Object.keys(value) : [];
  const a = list(saved);
  const b = list(current);
  return a.length === b.length && a.every((item, at) => item === b[at]);
}

/** Whether `POST track` is due: the choice changed, storage is on, and no bot asks. */
export function trackDue(jar: Jar, s: Settings, categories: string[], services: ServiceMap, store: boolean, speed: boolean): boolean {
  let savedCategories: unknown;
  try {
    savedCategories = JSON.parse(cookieValue(jar, s, 'saved_categories'));
  } catch {
    savedCategories = {};
  }
  const savedServices = parseMap(cookieValue(jar, s, 'saved_services'));
  if (sameChoice(savedCategories, categories) && sameChoice(savedServices, services)) return false;
  return store && !s.bot && !speed;
}

export type ConsentModeState = Record<string, 'granted' | 'denied'>;

/** Google Consent Mode v2 state for the accepted categories. */
export function consentMode(accepted: readonly string[]): ConsentModeState {
  const state: ConsentModeState = { functionality_storage: 'granted', security_storage: 'granted' };
  for (const [category, keys] of Object.entries(CONSENT_MODE)) {
    for (const key of keys) state[key] = accepted.includes(category) ? 'granted' : 'denied';
  }
  return state;
}
