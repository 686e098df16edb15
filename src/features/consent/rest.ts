/**
 * Complianz's REST calls under `complianz.url` (SPEC §7): geo-ip banner data, the consent
 * area and manage-consent HTML the server renders, and the cookie list for cleaning.
 */
import { restFetch } from '../../lib/http';
import { readJson, removeItem, writeJson } from '../../lib/storage';
import { cfg, clearCookies, str } from './config';
import type { Complianz } from './config';
import { COOKIE_DATA_KEY, USER_DATA_KEY } from './constants';

const api = (path: string): string => str('url') + path;

/** A random 5-letter token that keeps caches from answering geo-ip calls. */
export const token = (): string => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Geo-ip user data from the session cache, or `GET banner` when missing or of another version. */
export async function userData(signal: AbortSignal): Promise<Complianz> {
  const cached = readJson('session', USER_DATA_KEY);
  const config = cfg();
  if (cached && typeof cached === 'object' && (cached as Complianz).version === config.version
    && (cached as Complianz).banner_version === config.banner_version) return cached as Complianz;
  const region = new URLSearchParams(location.search).get('cmplz_user_region');
  const url = api(`banner?${str('locale')}&token=${token()}${region ? `&cmplz_user_region=${encodeURIComponent(region)}` : ''}`);
  try {
    const data = await restFetch(url, { signal });
    if (!data || typeof data !== 'object') return {};
    writeJson('session', USER_DATA_KEY, data);
    return data as Complianz;
  } catch {
    return {};
  }
}

/** The server's HTML (sent as a JSON string) for a consent area or the manage-consent container. */
export async function serverHtml(path: string, signal: AbortSignal): Promise<string | null> {
  try {
    const html = await restFetch(api(path), { signal });
    return typeof html === 'string' ? html : null;
  } catch {
    return null;
  }
}

type CookieData = Record<string, Record<string, string[]>>;

/** `cookie_data` (category → service → cookie or storage names), cached in the session. */
export async function cookieData(signal: AbortSignal): Promise<CookieData | null> {
  const cached = readJson('session', COOKIE_DATA_KEY);
  if (cached && typeof cached === 'object') return cached as CookieData;
  try {
    const data = await restFetch(api('cookie_data'), { signal });
    if (!data || typeof data !== 'object') return null;
    writeJson('session', COOKIE_DATA_KEY, data);
    return data as CookieData;
  } catch {
    return null;
  }
}

/** Deletes the cookies and storage items of categories and services without consent. */
export function cleanCookies(data: CookieData, allowed: (service: string, category: string) => boolean, hasCategory: (c: string) => boolean): void {
  for (const category of ['preferences', 'statistics', 'marketing']) {
    if (hasCategory(category) || !data[category]) continue;
    for (const [service, names] of Object.entries(data[category]!)) {
      if (allowed(service, category) || !Array.isArray(names)) continue;
      for (const name of names) {
        if (typeof name !== 'string') continue;
        clearCookies(name);
        removeItem('local', name);
        removeItem('session', name);
      }
    }
  }
}
