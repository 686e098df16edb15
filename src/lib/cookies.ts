/**
 * Cookies as the legacy plugins write them: `SameSite=Lax`, `Secure` on https, a path,
 * an optional domain, and a lifetime in days or hours.
 */
import { readCookies } from './cookie-jar';

export { readCookies } from './cookie-jar';

export interface CookieOptions {
  days?: number;
  hours?: number;
  path?: string;
  domain?: string;
  /** Write the value as it is (legacy plugins wrote JSON unencoded); `;` is still escaped. */
  raw?: boolean;
}

const HOUR_MS = 3600 * 1000;

function attributes(options: CookieOptions, expires: Date | null, secure: boolean): string {
  const parts = [`path=${options.path ?? '/'}`];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function isSecure(doc: Document): boolean {
  return doc.location?.protocol === 'https:';
}

/** One cookie's value, or undefined. */
export function getCookie(name: string, doc: Document = document): string | undefined {
  return readCookies(doc).get(name);
}

/** The `document.cookie` string for a cookie; the value is URI-encoded unless `raw`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}, secure = false, now = Date.now()): string {
  const lifetime = options.hours !== undefined ? options.hours * HOUR_MS
    : options.days !== undefined ? options.days * 24 * HOUR_MS : null;
  const expires = lifetime === null ? null : new Date(now + lifetime);
  const encoded = options.raw ? value.replace(/[;\r\n]/g, encodeURIComponent)
    : encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  return `${name}=${encoded}; ${attributes(options, expires, secure)}`;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): void {
  doc.cookie = serializeCookie(name, value, options, isSecure(doc));
}

export function deleteCookie(name: string, options: CookieOptions = {}, doc: Document = document): void {
  doc.cookie = `${name}=; ${attributes(options, new Date(0), isSecure(doc))}`;
}

/** Names of the page's cookies that start with `prefix`. */
export function cookieNamesWithPrefix(prefix: string, doc: Document = document): string[] {
  return Array.from(readCookies(doc).keys()).filter((name) => name.startsWith(prefix));
}
