/**
 * The `complianz` configuration global (merged with geo-ip user data) and the cookies
 * Complianz writes: `{prefix}{name}=value` unencoded, SameSite=Lax, Secure on https,
 * `cookie_expiry` days, `cookie_path`, and `cookie_domain` only with `set_cookies_on_root`.
 */
import { readComplianz } from '../../lib/complianz';
import type { Complianz } from '../../lib/complianz';
import { isConfig } from './schema';
import { emit } from '../../lib/events';
import { cookieNamesWithPrefix, deleteCookie, readCookies, setCookie } from '../../lib/cookies';
import type { CookieOptions } from '../../lib/cookies';
import { cookieValue, flagSetting, isSpeedBot, settingsFrom, textSetting } from './state';
import type { Jar, Settings } from './state';

export type { Complianz };

let config: Complianz = {};

/** The page's `complianz` global when it is Complianz's configuration, with settings of their types, else null. */
export function readConfig(): Complianz | null {
  const found = readComplianz();
  try {
    return found && isConfig(found) ? found : null;
  } catch {
    return null;
  }
}

export const useConfig = (next: Complianz): void => void (config = next);
export const cfg = (): Complianz => config;
export const str = (key: string): string => textSetting(config, key);
export const flag = (key: string): boolean => flagSetting(config, key);

/** What the user agent says, tested once a page: it does not change while the page lives. */
let speedBotIs: boolean | undefined;
export const speedBot = (): boolean => (speedBotIs ??= isSpeedBot(navigator.userAgent));
/** Whether the visitor is a bot Complianz counts as consented: told before consent starts (index.ts, the part pack consent-bots). */
let bot = false;
export const useBot = (value: boolean): void => void (bot = value);

export const settings = (): Settings => settingsFrom(config, navigator, bot);

export const jar = (): Jar => readCookies();

export function cookieOptions(): CookieOptions {
  const domain = flag('set_cookies_on_root') && str('cookie_domain').length > 3 && !str('cookie_domain').includes('localhost')
    ? str('cookie_domain') : undefined;
  return { days: Number(str('cookie_expiry')) || 365, path: str('cookie_path') || '/', domain, raw: true };
}

export const getConsentCookie = (name: string): string => cookieValue(jar(), settings(), name);

export function setConsentCookie(name: string, value: string, prefixed = true): void {
  setCookie((prefixed ? settings().prefix : '') + name, value, cookieOptions());
}

/** Deletes every cookie whose name starts with `prefix`, on the configured path and on `/`. */
export function clearCookies(prefix: string): boolean {
  const names = cookieNamesWithPrefix(prefix);
  const { path, domain } = cookieOptions();
  for (const name of names) {
    for (const options of [{ path, domain }, { path }, { path: '/' }]) deleteCookie(name, options);
  }
  return names.length > 0;
}

/** Dispatches one of Complianz's document events. */
export const fire = (type: string, detail?: unknown): void => void emit(document, type, detail);
