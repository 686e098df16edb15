/**
 * Consent state, pure: computed from the cookie jar and the settings on every check, as
 * Complianz does (SPEC §3–§5). No DOM, no globals. Its cookie rules, which the main script
 * shares, are cookie-rules.ts's (re-exported here).
 */
import { BOT_AGENTS, CATEGORIES, CONSENT_MODE, SPEED_AGENTS } from './constants';
import { asText } from '../../lib/text';
import { categoryAllowed, cookieValue, parseMap, serviceMap } from './cookie-rules';
import type { Jar, Settings, ServiceMap } from './cookie-rules';

export * from './cookie-rules';

export const isBot = (agent: string): boolean => BOT_AGENTS.test(agent);
export const isSpeedBot = (agent: string): boolean => SPEED_AGENTS.test(agent);

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
