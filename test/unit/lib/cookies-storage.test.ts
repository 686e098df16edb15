// lib/cookies (SameSite=Lax, expiry in days or hours, prefix listing) and lib/storage
// (never throws when storage is blocked).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieNamesWithPrefix, deleteCookie, getCookie, readCookies, serializeCookie, setCookie } from '../../../src/lib/cookies';
import { readItem, readJson, removeItem, writeItem, writeJson } from '../../../src/lib/storage';

afterEach(() => {
  for (const name of readCookies().keys()) deleteCookie(name);
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('cookies', () => {
  it('writes SameSite=Lax with a path, Secure on https, and an expiry in days or hours', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(serializeCookie('boxzilla_box_7', '1', { hours: 2 }, false, now))
      .toBe(`boxzilla_box_7=1; path=/; expires=${new Date(now + 2 * 3600 * 1000).toUTCString()}; SameSite=Lax`);
    expect(serializeCookie('cmplz_marketing', 'allow', { days: 365, path: '/blog/', domain: '.site.test' }, true, now))
      .toBe(`cmplz_marketing=allow; path=/blog/; domain=.site.test; expires=${new Date(now + 365 * 86400 * 1000).toUTCString()}; SameSite=Lax; Secure`);
    expect(serializeCookie('session_only', 'x')).toBe('session_only=x; path=/; SameSite=Lax');
    expect(serializeCookie('cmplz_consented_services', '{"a":true,"b":false}', { raw: true })).toMatch(/^cmplz_consented_services=\{"a":true,"b":false\}; /);
  });

  it('reads back values, encoded or raw JSON', () => {
    setCookie('plain', 'a b;c');
    setCookie('cmplz_consented_services', '{"youtube":true}', { raw: true });
    expect(getCookie('plain')).toBe('a b;c');
    expect(getCookie('cmplz_consented_services')).toBe('{"youtube":true}');
  });

  it('lists names by prefix and deletes', () => {
    setCookie('cmplz_statistics', 'allow');
    setCookie('cmplz_marketing', 'deny');
    setCookie('other', 'x');
    expect(cookieNamesWithPrefix('cmplz_').sort()).toEqual(['cmplz_marketing', 'cmplz_statistics']);
    deleteCookie('cmplz_marketing');
    expect(getCookie('cmplz_marketing')).toBeUndefined();
  });
});

describe('storage', () => {
  it('round-trips strings and JSON', () => {
    expect(writeItem('session', 'k', 'v')).toBe(true);
    expect(readItem('session', 'k')).toBe('v');
    expect(writeJson('session', 'j', { a: 1 })).toBe(true);
    expect(readJson('session', 'j')).toEqual({ a: 1 });
    removeItem('session', 'k');
    expect(readItem('session', 'k')).toBeNull();
  });

  it('broken JSON reads as undefined', () => {
    writeItem('session', 'bad', '{');
    expect(readJson('session', 'bad')).toBeUndefined();
  });

  it('never throws when storage is blocked or full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    expect(writeItem('local', 'k', 'v')).toBe(false);
    expect(readItem('local', 'k')).toBeNull();
    expect(() => removeItem('local', 'k')).not.toThrow();
    expect(writeJson('local', 'cyclic', (() => { const o: Record<string, unknown> = {}; o.self = o; return o; })())).toBe(false);
  });
});
