// SPEC §5 — every SWV rule as a valibot schema, over values trimmed and stripped of blanks
// as the server does, with all/any composition and CF7's error attribution.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkRule, normalise, validate } from '../../../src/features/cf7/rules';
import type { FieldValue, Rule } from '../../../src/features/cf7/rules';

const one = (rule: Omit<Rule, 'field' | 'error'>, values: FieldValue[]): string | null =>
  checkRule({ field: 'f', error: 'bad', ...rule }, () => values)?.error ?? null;
const ok = (rule: Omit<Rule, 'field' | 'error'>, values: FieldValue[]): boolean => one(rule, values) === null;
const file = (name: string, size: number, type = ''): File => new File(['x'.repeat(size)], name, { type });

describe('values before every rule', () => {
  it('are trimmed of Unicode white space and U+FEFF, and blanks are dropped', () => {
    expect(normalise([' a ', '\u00A0', '\uFEFF', '', '\u2003b'])).toEqual(['a', 'b']);
    expect(normalise([new File([], '')])).toEqual([]);
    expect(ok({ rule: 'maxitems', threshold: 0 }, [new File([], '')])).toBe(true);
    expect(ok({ rule: 'required' }, [' \u00A0\uFEFF '])).toBe(false);
    expect(ok({ rule: 'email' }, ['  a@b.co\u3000'])).toBe(true);
  });
});

describe('each rule', () => {
  it('required and requiredfile', () => {
    expect(ok({ rule: 'required' }, ['x'])).toBe(true);
    expect(ok({ rule: 'required' }, [])).toBe(false);
    expect(ok({ rule: 'requiredfile' }, [file('a.pdf', 3)])).toBe(true);
    expect(ok({ rule: 'requiredfile' }, [new File([], '')])).toBe(false);
  });
  it('email, url, tel, number, date, time check each value and skip an empty field', () => {
    for (const rule of ['email', 'url', 'tel', 'number', 'date', 'time']) expect(ok({ rule }, []), rule).toBe(true);
    expect(ok({ rule: 'email' }, ['a@b.co', 'nope'])).toBe(false);
    expect(ok({ rule: 'url' }, ['https://x.org'])).toBe(true);
    expect(ok({ rule: 'tel' }, ['+44 20 7946 0958'])).toBe(true);
    expect(ok({ rule: 'number' }, ['1.'])).toBe(false);
    expect(ok({ rule: 'date' }, ['2026-02-30'])).toBe(false);
    expect(ok({ rule: 'time' }, ['23:59:60'])).toBe(false);
  });
  it('file by accept list; enum; dayofweek skips non-dates', () => {
    expect(ok({ rule: 'file', accept: ['.pdf', 'image/*'] }, [file('a.PDF', 1), file('b.gif', 1, 'image/gif')])).toBe(true);
    expect(ok({ rule: 'file', accept: ['.pdf'] }, [file('a.exe', 1)])).toBe(false);
    expect(ok({ rule: 'enum', accept: ['Morning', 'Drive'] }, ['Drive'])).toBe(true);
    expect(ok({ rule: 'enum', accept: ['Morning', 'Drive'] }, ['Night'])).toBe(false);
    expect(ok({ rule: 'enum', accept: [1, 2] }, ['2'])).toBe(true);
    expect(ok({ rule: 'dayofweek', accept: [6, 7] }, ['2026-11-22'])).toBe(true);
    expect(ok({ rule: 'dayofweek', accept: [6, 7] }, ['2026-11-23'])).toBe(false);
    expect(ok({ rule: 'dayofweek', accept: [6, 7] }, ['soon'])).toBe(true);
  });
  it('minitems and maxitems count the non-blank values', () => {
    expect(ok({ rule: 'minitems', threshold: 2 }, ['a', ' '])).toBe(false);
    expect(ok({ rule: 'minitems', threshold: 2 }, ['a', 'b'])).toBe(true);
    expect(ok({ rule: 'maxitems', threshold: 1 }, ['a', 'b'])).toBe(false);
  });
  it('minlength and maxlength count UTF-16 code units over all values, and skip an empty field', () => {
    expect(ok({ rule: 'maxlength', threshold: 2 }, ['😀'])).toBe(true);
    expect(ok({ rule: 'maxlength', threshold: 3 }, ['😀😀'])).toBe(false);
    expect(ok({ rule: 'minlength', threshold: 4 }, ['😀😀'])).toBe(true);
    expect(ok({ rule: 'minlength', threshold: 3 }, ['é'])).toBe(false);
    expect(ok({ rule: 'minlength', threshold: 3 }, [])).toBe(true);
    expect(ok({ rule: 'maxlength', threshold: 3 }, ['ab', 'cd'])).toBe(false);
    expect(ok({ rule: 'minlength', threshold: 3 }, ['  ab  '])).toBe(false);
  });
  it('minnumber and maxnumber compare numbers and skip what is not one', () => {
    expect(ok({ rule: 'minnumber', threshold: 1 }, ['0.5'])).toBe(false);
    expect(ok({ rule: 'minnumber', threshold: 1 }, ['1'])).toBe(true);
    expect(ok({ rule: 'maxnumber', threshold: 10 }, ['1e1'])).toBe(true);
    expect(ok({ rule: 'maxnumber', threshold: 10 }, ['1e2'])).toBe(false);
    expect(ok({ rule: 'maxnumber', threshold: 10 }, ['lots'])).toBe(true);
  });
  it('mindate and maxdate compare calendar dates and skip what is not one', () => {
    expect(ok({ rule: 'mindate', threshold: '2026-01-01' }, ['2025-12-31'])).toBe(false);
    expect(ok({ rule: 'mindate', threshold: '2026-01-01' }, ['2026-01-01'])).toBe(true);
    expect(ok({ rule: 'maxdate', threshold: '2026-12-31' }, ['2027-01-01'])).toBe(false);
    expect(ok({ rule: 'maxdate', threshold: '2026-12-31' }, ['tomorrow'])).toBe(true);
  });
  it('minfilesize and maxfilesize compare the total size', () => {
    expect(ok({ rule: 'maxfilesize', threshold: 5 }, [file('a', 3), file('b', 3)])).toBe(false);
    expect(ok({ rule: 'maxfilesize', threshold: 6 }, [file('a', 3), file('b', 3)])).toBe(true);
    expect(ok({ rule: 'minfilesize', threshold: 4 }, [file('a', 3)])).toBe(false);
    expect(ok({ rule: 'minfilesize', threshold: 4 }, [])).toBe(true);
  });
  it('stepnumber uses base and interval with a 6-decimal tolerance', () => {
    expect(ok({ rule: 'stepnumber', base: 0, interval: 0.1 }, ['0.3'])).toBe(true);
    expect(ok({ rule: 'stepnumber', base: 1, interval: 2 }, ['4'])).toBe(false);
    expect(ok({ rule: 'stepnumber', base: 1, interval: 2 }, ['5'])).toBe(true);
    expect(ok({ rule: 'stepnumber', base: 0, interval: 0 }, ['0.123'])).toBe(true);
  });
  it('an unknown rule passes', () => {
    expect(ok({ rule: 'future-rule' }, ['x'])).toBe(true);
  });
});

describe('all and any', () => {
  const valuesOf = (data: Record<string, string[]>) => (field: string): string[] => data[field] ?? [];
  const all: Rule = { rule: 'all', rules: [
    { rule: 'required', field: 'a', error: 'a needed' },
    { rule: 'email', field: 'b', error: 'b not an email' },
  ] };
  const any: Rule = { rule: 'any', field: 'contact', error: 'give a phone or an email', rules: [
    { rule: 'required', field: 'phone', error: 'phone needed' },
    { rule: 'required', field: 'email', error: 'email needed' },
  ] };
  it('all reports the first failing sub-rule with its own field and error', () => {
    expect(checkRule(all, valuesOf({ a: ['x'], b: ['nope'] }))).toEqual({ field: 'b', error: 'b not an email' });
    expect(checkRule(all, valuesOf({ b: ['nope'] }))).toEqual({ field: 'a', error: 'a needed' });
    expect(checkRule(all, valuesOf({ a: ['x'], b: ['a@b.co'] }))).toBeNull();
  });
  it('any passes when one sub-rule passes, and otherwise reports its own field and error', () => {
    expect(checkRule(any, valuesOf({ email: ['x'] }))).toBeNull();
    expect(checkRule(any, valuesOf({}))).toEqual({ field: 'contact', error: 'give a phone or an email' });
  });
  it('sub-rules that are not rule objects (null, numbers, strings in the JSON) pass instead of throwing', () => {
    const odd = [null, 3, 'required', [], undefined] as unknown as Rule[];
    expect(checkRule({ rule: 'all', field: '', rules: odd }, valuesOf({}))).toBeNull();
    expect(checkRule({ rule: 'all', rules: [...odd, { rule: 'required', field: 'a', error: 'a needed' }] }, valuesOf({})))
      .toEqual({ field: 'a', error: 'a needed' });
    expect(checkRule({ rule: 'any', field: 'c', error: 'e', rules: odd }, valuesOf({}))).toBeNull();
    expect(validate([{ rule: 'all', field: '', rules: [null as unknown as Rule] }], valuesOf({}))).toEqual(new Map());
  });
  it('validate keeps the first error per field and can be limited to some fields', () => {
    const rules: Rule[] = [
      { rule: 'required', field: 'n', error: 'first' },
      { rule: 'minlength', field: 'n', threshold: 3, error: 'second' },
      { rule: 'required', field: 'm', error: 'm needed' },
    ];
    expect([...validate(rules, valuesOf({}))]).toEqual([['n', 'first'], ['m', 'm needed']]);
    expect([...validate(rules, valuesOf({ n: ['ab'] }), ['n'])]).toEqual([['n', 'second']]);
  });
});

describe('no rule throws', () => {
  const kinds = ['required', 'requiredfile', 'email', 'url', 'tel', 'number', 'date', 'time', 'file', 'enum', 'dayofweek',
    'minitems', 'maxitems', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'mindate', 'maxdate', 'minfilesize',
    'maxfilesize', 'stepnumber'];
  const value = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }),
    fc.tuple(fc.string(), fc.nat(64), fc.string()).map(([name, size, type]) => new File(['x'.repeat(size)], name, { type })));
  const property = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(undefined), fc.constant(null), fc.array(fc.string()));
  it('on arbitrary strings, files and rule properties', () => {
    fc.assert(fc.property(fc.constantFrom(...kinds), fc.array(value), property, property, property, (kind, values, threshold, accept, interval) => {
      const rule = { rule: kind, field: 'f', error: 'e', threshold, accept, base: threshold, interval } as Rule;
      const result = checkRule(rule, () => values);
      expect(result === null || result.error === 'e').toBe(true);
    }), { numRuns: 2000 });
  });
});
