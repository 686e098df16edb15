// lib/consent: what other features ask, and the cookies the consent feature writes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasConsent, notifyConsentChange, onConsentChange, setConsentProvider } from '../../../src/lib/consent';
import { cookieOptions, setConsentCookie, useConfig } from '../../../src/features/consent/config';
import { serializeCookie } from '../../../src/lib/cookies';

afterEach(() => {
  setConsentProvider(null);
  delete (globalThis as Record<string, unknown>).complianz;
});

describe('lib/consent', () => {
  it('allows everything on a page without a consent manager', () => {
    expect(hasConsent('marketing', 'youtube')).toBe(true);
  });
  it('allows nothing while the consent feature has not started on a Complianz page', () => {
    (globalThis as Record<string, unknown>).complianz = { prefix: 'cmplz_', consenttype: 'optin' };
    expect(hasConsent('statistics')).toBe(false);
  });
  it('a `complianz` global that is not Complianz\'s configuration (no consent type, an array, a function) is no consent manager', () => {
    for (const value of [{ prefix: 'cmplz_' }, [], () => undefined, 'optin', { consenttype: 1 }]) {
      (globalThis as Record<string, unknown>).complianz = value;
      expect(hasConsent('statistics')).toBe(true);
    }
  });
  it('asks the provider, with the service', () => {
    const provider = vi.fn((category: string, service?: string) => category === 'marketing' && service === 'youtube');
    setConsentProvider(provider);
    expect(hasConsent('marketing', 'youtube')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    expect(provider).toHaveBeenCalledWith('marketing', 'youtube');
  });
  it('notifies listeners until their signal aborts; a throwing listener does not stop the others', () => {
    const controller = new AbortController();
    const first = vi.fn(() => {
      throw new Error('boom');
    });
    const second = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    onConsentChange(first, controller.signal);
    const off = onConsentChange(second);
    notifyConsentChange();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    controller.abort();
    notifyConsentChange();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    off();
    notifyConsentChange();
    expect(second).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('consent cookies', () => {
  it('writes JSON values unencoded with Complianz attributes', () => {
    useConfig({ cookie_expiry: '365', cookie_path: '/' });
    const text = serializeCookie('cmplz_consented_services', '{"youtube":true}', cookieOptions(), true, Date.UTC(2026, 0, 1));
    expect(text).toBe('cmplz_consented_services={"youtube":true}; path=/; expires=Fri, 01 Jan 2027 00:00:00 GMT; SameSite=Lax; Secure');
  });
  it('sets the domain only with set_cookies_on_root, never for localhost', () => {
    useConfig({ set_cookies_on_root: '1', cookie_domain: '.example.com' });
    expect(cookieOptions().domain).toBe('.example.com');
    useConfig({ set_cookies_on_root: '1', cookie_domain: 'localhost' });
    expect(cookieOptions().domain).toBeUndefined();
    useConfig({ set_cookies_on_root: '', cookie_domain: '.example.com' });
    expect(cookieOptions().domain).toBeUndefined();
  });
  it('defaults to 365 days and path / and uses the prefix', () => {
    useConfig({ prefix: 'cmplz_rt_' });
    expect(cookieOptions()).toMatchObject({ days: 365, path: '/', raw: true });
    setConsentCookie('marketing', 'allow');
    expect(document.cookie).toContain('cmplz_rt_marketing=allow');
  });
});
