// The consent pack checks Complianz's configuration and the geo-ip reply without valibot (a page
// with Complianz alone then needs no schema pack): the same answers as the valibot schemas it
// replaced, which this file keeps as the reference, on inputs of every shape.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isConfig } from '../../../src/features/consent/schema';
import { bannerReply } from '../../../src/features/consent/reply';
import { isRecord } from '../../../src/lib/globals';

/** An input as a test's name (JSON.stringify throws on a BigInt). */
const label = (input: unknown): string => String(JSON.stringify(input, (_, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)));

const scalar = v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()])));
const table = v.optional(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())]));
const SETTINGS = {
  prefix: scalar, user_banner_id: scalar, region: scalar, version: scalar, banner_version: scalar,
  current_policy_id: scalar, cookie_expiry: scalar, cookie_path: scalar, cookie_domain: scalar, url: scalar,
  locale: scalar, css_file: scalar, placeholdertext: scalar, aria_label: scalar, forceEnableStats: scalar,
  categories: table, page_links: table, set_cookies: table,
};
const ConfigSchema = v.pipe(v.custom<Record<string, unknown>>(isRecord), v.object({ ...SETTINGS, consenttype: v.string() }));
const BannerReplySchema = v.pipe(v.custom<Record<string, unknown>>(isRecord), v.looseObject({ ...SETTINGS, consenttype: v.optional(v.string()) }));

const VALUES: unknown[] = ['', 'optin', '0', 1, 0, Number.NaN, Infinity, true, false, null, undefined, [], ['a', 'b'], {}, { eu: { url: 'x' } },
  { __proto__: null, a: 1 }, () => 1, Symbol('s'), 10n];
const KEYS = [...Object.keys(SETTINGS), 'consenttype', 'other', 'geoip'];

/** Objects with one key of each value, over every key, and a few whole replies. */
function inputs(): unknown[] {
  const base = { consenttype: 'optin', version: '7.2.0', region: 'eu' };
  const list: unknown[] = [...VALUES, base];
  for (const key of KEYS) {
    for (const value of VALUES) list.push({ ...base, [key]: value });
    list.push(Object.fromEntries(Object.entries(base).filter(([name]) => name !== key)));
  }
  // JSON as the network and the session give it: unsafe keys, arrays as tables, key order.
  list.push(JSON.parse('{"geoip":"1","__proto__":{"polluted":1},"consenttype":"optout","constructor":"x","categories":{"__proto__":1,"constructor":2,"statistics":"Stats"},"set_cookies":["a","b"],"page_links":{"eu":{"cookie-statement":{"title":"t","url":"/p"}}},"prototype":3,"version":"1"}'));
  list.push(JSON.parse('{"consenttype":"optin","categories":[],"url":"https://x/wp-json/complianz/v1/","region":"us","extra":{"a":[1]}}'));
  return list;
}

describe('consent: the configuration and geo-ip reply checks are valibot\'s', () => {
  it('the configuration', () => {
    for (const input of inputs()) {
      const expected = v.is(ConfigSchema, input);
      expect(isRecord(input) && isConfig(input), label(input)).toBe(expected);
    }
  });

  it('the geo-ip reply: the same verdict and the same copy, key for key', () => {
    for (const input of inputs()) {
      const result = v.safeParse(BannerReplySchema, input);
      const reply = bannerReply(input);
      expect(reply !== null, label(input)).toBe(result.success);
      if (!result.success) continue;
      expect(reply).toStrictEqual(result.output);
      expect(Object.keys(reply!)).toEqual(Object.keys(result.output));
      expect(Object.getPrototypeOf(reply)).toBe(Object.prototype);
      for (const key of ['categories', 'page_links', 'set_cookies']) {
        if (reply![key] !== undefined) expect(Object.keys(reply![key] as object)).toEqual(Object.keys(result.output[key] as object));
      }
    }
  });
});
