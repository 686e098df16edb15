/**
 * Complianz's REST calls under `complianz.url` (SPEC §7): geo-ip banner data, the consent
 * area and manage-consent HTML the server renders, and the cookie list for cleaning. The
 * consent feature's part pack (packs/consent-rest.ts): a page loads it only when it makes one
 * (rest-calls.ts). The choice's `POST track` is actions.ts's own.
 */
import * as v from 'valibot';
import { restFetch } from '../../lib/http';
import { readJson, removeItem, writeJson } from '../../lib/storage';
import { clearCookies, str } from './config';
import { CLEAN_INTERVAL_MS, COOKIE_DATA_KEY } from './constants';
import { poll } from '../../lib/timers';

/**
 * `GET cookie_data`: category → service → cookie and storage names. A category or a service of
 * another shape is left out (the others are still cleaned); names that are no text, or empty
 * (which would match every cookie), are skipped.
 */
const names = v.pipe(v.array(v.unknown()), v.transform((list) => list.filter((name): name is string => typeof name === 'string' && name !== '')));
export const CookieDataSchema = v.record(v.string(), v.fallback(v.record(v.string(), v.fallback(names, [])), {}));
export type CookieData = v.InferOutput<typeof CookieDataSchema>;

/** A reply or a cached copy of the expected shape, else null. */
function parsed<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> | null {
  const result = v.safeParse(schema, data);
  return result.success ? result.output : null;
}

const api = (path: string): string => str('url') + path;

/** A random 5-letter token that keeps caches from answering geo-ip calls. */
export const token = (): string => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/**
 * `GET banner`: geo-ip user data, as the server sent it (geoip.ts checks its shape and caches
 * it); undefined where the call failed.
 */
export async function fetchBanner(signal: AbortSignal): Promise<unknown> {
  const region = new URLSearchParams(location.search).get('cmplz_user_region');
  const url = api(`banner?${str('locale')}&token=${token()}${region ? `&cmplz_user_region=${encodeURIComponent(region)}` : ''}`);
  try {
    return await restFetch(url, { signal });
  } catch {
    return undefined;
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

/** `cookie_data` (category → service → cookie or storage names), cached in the session. */
async function cookieData(signal: AbortSignal): Promise<CookieData | null> {
  const cached = parsed(CookieDataSchema, readJson('session', COOKIE_DATA_KEY));
  if (cached) return cached;
  try {
    const data = parsed(CookieDataSchema, await restFetch(api('cookie_data'), { signal }));
    if (!data) return null;
    writeJson('session', COOKIE_DATA_KEY, data);
    return data;
  } catch {
    return null;
  }
}

/** Deletes the cookies and storage items of categories and services without consent. */
function cleanCookies(data: CookieData, allowed: (service: string, category: string) => boolean, hasCategory: (c: string) => boolean): void {
  for (const category of ['preferences', 'statistics', 'marketing']) {
    if (hasCategory(category) || !Object.prototype.hasOwnProperty.call(data, category)) continue;
    for (const [service, names] of Object.entries(data[category]!)) {
      if (allowed(service, category)) continue;
      for (const name of names) {
        clearCookies(name);
        removeItem('local', name);
        removeItem('session', name);
      }
    }
  }
}

/** Cleans every second (at once first) once `cookie_data` is in; none without it. */
export async function startCleaning(signal: AbortSignal, allowed: (service: string, category: string) => boolean, hasCategory: (c: string) => boolean): Promise<void> {
  const data = await cookieData(signal);
  if (!data || signal.aborted) return;
  poll(() => cleanCookies(data, allowed, hasCategory), CLEAN_INTERVAL_MS, { signal, immediate: true });
}
