// SPEC §7 — the SWV schema document: parsed defensively, fetched once, cached per id and version.
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { parseSchema, loadRules } from '../../../src/features/cf7/schema';
import * as checks from '../../../src/features/cf7/checks';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('schema', () => {
  it('parses rules, nested all/any rules included, and rejects what is not a schema', () => {
    const rules = [{ rule: 'required', field: 'a', error: 'x' }, { rule: 'any', field: 'b', error: 'y', rules: [{ rule: 'email', field: 'b' }] }];
    expect(parseSchema({ version: 'x', rules })).toEqual(rules);
    expect(parseSchema(null)).toBeNull();
    expect(parseSchema({ rules: 'no' })).toBeNull();
    expect(parseSchema({ rules: [{ field: 'a' }] })).toBeNull();
    expect(parseSchema({ rules: [{ rule: 5 }] })).toBeNull();
    expect(parseSchema({ rules: [null] })).toBeNull();
  });

  it('is fetched once per id and version and then read from sessionStorage', async () => {
    const body = { rules: [{ rule: 'required', field: 'a', error: 'x' }] };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([loadRules('/s', '7', '6.1'), loadRules('/s', '7', '6.1')]);
    expect(first).toEqual(body.rules);
    expect(second).toEqual(body.rules);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('airlift:cf7:schema:7:6.1') ?? 'null')).toEqual(body);
    expect(await loadRules('/s', '7', '6.1')).toEqual(body.rules);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('resolves null when the schema fails, so submission is never blocked', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    expect(await loadRules('/s', '8', '6.1')).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 200 })));
    expect(await loadRules('/s', '8', '6.1')).toBeNull();
  });
});

describe('no check throws on arbitrary strings', () => {
  // 3000 runs take a few seconds on a busy machine: a generous timeout (no speed is asserted).
  it('email, url, tel, number, date, time, dayofweek', { timeout: 60000 }, () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
      for (const check of [checks.isEmail, checks.isUrl, checks.isTel, checks.isNumber, checks.isDate, checks.isTime, checks.dayOfWeek, checks.trimValue]) {
        check(text);
      }
    }), { numRuns: 3000 });
  });
});
