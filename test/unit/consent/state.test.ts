// SPEC §3–§5: consent state computed from Complianz's cookies, pure.
import { describe, expect, it } from 'vitest';
import {
  acceptedCategories, categoryAllowed, consentMode, doNotTrack, highestCategory, isBot, isServiceDenied, isSpeedBot,
  parseMap, policyChanged, sameChoice, serviceAllowed, trackDue,
} from '../../../src/features/consent/state';
import type { Settings } from '../../../src/features/consent/state';

const jar = (cookies: Record<string, string>): Map<string, string> => new Map(Object.entries(cookies));
const optin: Settings = { prefix: 'cmplz_', consenttype: 'optin', dnt: false, bot: false };
const optout: Settings = { ...optin, consenttype: 'optout' };
const other: Settings = { ...optin, consenttype: 'other' };

describe('category consent', () => {
  it('functional is always allowed', () => {
    expect(categoryAllowed(jar({ cmplz_functional: 'deny' }), optin, 'functional')).toBe(true);
  });
  it('opt-in: unset blocks, only allow counts', () => {
    expect(categoryAllowed(jar({}), optin, 'marketing')).toBe(false);
    expect(categoryAllowed(jar({ cmplz_marketing: 'allow' }), optin, 'marketing')).toBe(true);
    expect(categoryAllowed(jar({ cmplz_marketing: 'deny' }), optin, 'marketing')).toBe(false);
    expect(categoryAllowed(jar({ cmplz_marketing: 'yes' }), optin, 'marketing')).toBe(false);
  });
  it('opt-out and other types: unset counts as allowed, deny blocks', () => {
    expect(categoryAllowed(jar({}), optout, 'statistics')).toBe(true);
    expect(categoryAllowed(jar({}), other, 'marketing')).toBe(true);
    expect(categoryAllowed(jar({ cmplz_statistics: 'deny' }), optout, 'statistics')).toBe(false);
  });
  it('DNT/GPC: only explicit allows count, even on opt-out', () => {
    const dnt = { ...optout, dnt: true };
    expect(categoryAllowed(jar({}), dnt, 'statistics')).toBe(false);
    expect(categoryAllowed(jar({ cmplz_statistics: 'allow' }), dnt, 'statistics')).toBe(true);
  });
  it('bots always count as consented', () => {
    expect(categoryAllowed(jar({ cmplz_marketing: 'deny' }), { ...optin, bot: true }, 'marketing')).toBe(true);
  });
  it('uses the configured prefix', () => {
    expect(categoryAllowed(jar({ cmplz_marketing: 'allow' }), { ...optin, prefix: 'cmplz_rt_' }, 'marketing')).toBe(false);
    expect(categoryAllowed(jar({ cmplz_rt_marketing: 'allow' }), { ...optin, prefix: 'cmplz_rt_' }, 'marketing')).toBe(true);
  });
  it('lists accepted categories in Complianz order and the highest', () => {
    const accepted = acceptedCategories(jar({ cmplz_marketing: 'allow', cmplz_preferences: 'allow' }), optin);
    expect(accepted).toEqual(['functional', 'preferences', 'marketing']);
    expect(highestCategory(accepted)).toBe('marketing');
    expect(highestCategory(['functional'])).toBe('functional');
  });
});

describe('per-service consent', () => {
  const cookies = jar({ cmplz_consented_services: '{"youtube":true,"google-maps":false}', cmplz_marketing: 'allow' });
  it('a service the visitor denied is never allowed, even when its category is', () => {
    expect(serviceAllowed(cookies, optin, 'google-maps', 'marketing')).toBe(false);
    expect(isServiceDenied(cookies, optin, 'google-maps')).toBe(true);
  });
  it('a service the visitor accepted is allowed without its category', () => {
    const only = jar({ cmplz_consented_services: '{"youtube":true}' });
    expect(serviceAllowed(only, optin, 'youtube', 'marketing')).toBe(true);
    expect(serviceAllowed(only, optin, 'vimeo', 'marketing')).toBe(false);
  });
  it('without a choice for the service, the category decides', () => {
    expect(serviceAllowed(cookies, optin, 'vimeo', 'marketing')).toBe(true);
    expect(isServiceDenied(cookies, optin, 'vimeo')).toBe(false);
  });
  it('unparsable JSON is an empty map', () => {
    expect(parseMap('{"youtube":')).toEqual({});
    expect(parseMap('')).toEqual({});
    expect(parseMap('[1]')).toEqual({});
    expect(serviceAllowed(jar({ cmplz_consented_services: 'not json' }), optin, 'youtube', 'marketing')).toBe(false);
  });
  it('only true is consent: any other recorded answer is a refusal', () => {
    expect({ ...parseMap('{"a":true,"b":"false","c":1,"d":"true","e":null}') }).toEqual({ a: true, b: false, c: false, d: false, e: false });
    const odd = jar({ cmplz_consented_services: '{"youtube":"false"}' });
    expect(serviceAllowed(odd, optin, 'youtube', 'marketing')).toBe(false);
    expect(isServiceDenied(odd, optin, 'youtube')).toBe(true);
  });
  it('a choice for a service named like an Object property is not read (its category decides)', () => {
    const text = '{"__proto__":true,"constructor":true,"youtube":true}';
    expect(Object.keys(parseMap(text))).toEqual(['youtube']);
    expect(serviceAllowed(jar({ cmplz_consented_services: text }), optin, 'constructor', 'marketing')).toBe(false);
    expect(serviceAllowed(jar({ cmplz_consented_services: text }), optin, 'toString', 'marketing')).toBe(false);
  });
});

describe('signals and agents', () => {
  it('DNT or GPC counts only when enabled', () => {
    expect(doNotTrack(true, '1', undefined)).toBe(true);
    expect(doNotTrack(true, null, true)).toBe(true);
    expect(doNotTrack(true, '0', false)).toBe(false);
    expect(doNotTrack(false, '1', true)).toBe(false);
  });
  it('recognises bots from Complianz list and not ordinary browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('curl/8.0')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36')).toBe(false);
    expect(isBot('Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(false);
  });
  it('recognises speed-test agents', () => {
    expect(isSpeedBot('Mozilla/5.0 (X11) Chrome-Lighthouse')).toBe(true);
    expect(isSpeedBot('Mozilla/5.0 GTmetrix')).toBe(true);
    expect(isSpeedBot('Pingdom.com_bot_version_1.4')).toBe(true);
    expect(isSpeedBot('Mozilla/5.0 Chrome/130')).toBe(false);
  });
});

describe('policy id, track and Consent Mode', () => {
  it('a stored policy id different from the current one resets', () => {
    expect(policyChanged(jar({ cmplz_policy_id: '13' }), optin, '14')).toBe(true);
    expect(policyChanged(jar({ cmplz_policy_id: '14' }), optin, '14')).toBe(false);
    expect(policyChanged(jar({}), optin, '14')).toBe(false);
  });
  it('compares choices as Complianz does', () => {
    expect(sameChoice(['functional', 'marketing'], ['functional', 'marketing'])).toBe(true);
    expect(sameChoice(['functional'], ['functional', 'marketing'])).toBe(false);
    expect(sameChoice({ youtube: true }, { youtube: false })).toBe(true);
    expect(sameChoice({}, { youtube: true })).toBe(false);
  });
  it('tracks only a changed choice, with storage on, for a human visitor', () => {
    const saved = jar({ cmplz_saved_categories: '["functional","marketing"]', cmplz_saved_services: '{}' });
    expect(trackDue(saved, optin, ['functional', 'marketing'], {}, true, false)).toBe(false);
    expect(trackDue(saved, optin, ['functional'], {}, true, false)).toBe(true);
    expect(trackDue(saved, optin, ['functional'], {}, false, false)).toBe(false);
    expect(trackDue(saved, { ...optin, bot: true }, ['functional'], {}, true, false)).toBe(false);
    expect(trackDue(saved, optin, ['functional'], {}, true, true)).toBe(false);
    expect(trackDue(jar({ cmplz_saved_categories: 'x' }), optin, ['functional'], {}, true, false)).toBe(true);
  });
  it('maps categories to Consent Mode v2 keys', () => {
    expect(consentMode([])).toEqual({
      functionality_storage: 'granted', security_storage: 'granted', personalization_storage: 'denied',
      analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
    });
    const all = consentMode(['functional', 'preferences', 'statistics', 'marketing']);
    expect(Object.values(all).every((value) => value === 'granted')).toBe(true);
    expect(consentMode(['statistics']).analytics_storage).toBe('granted');
    expect(consentMode(['statistics']).ad_storage).toBe('denied');
  });
});
