// The server's replies and schema, parsed: what does not fit is left out, never trusted.
import { describe, expect, it } from 'vitest';
import { parseFeedback, parseRefill } from '../../../src/features/cf7/reply';
import { parseSchema } from '../../../src/features/cf7/schema';
import { checkRule } from '../../../src/features/cf7/rules';
import { statusClass } from '../../../src/features/cf7/display';

describe('feedback reply', () => {
  it('needs a string status; keeps well-formed invalid fields only', () => {
    expect(parseFeedback({ message: 'x' })).toBeNull();
    expect(parseFeedback('mail_sent')).toBeNull();
    expect(parseFeedback({ status: 'validation_failed', message: { toString: false }, posted_data_hash: 5,
      invalid_fields: [null, { field: 3 }, { field: 'your-email', message: 'Bad.' }, { field: 'x' }] })).toEqual({
      status: 'validation_failed', message: '', postedDataHash: '', invalidFields: [{ field: 'your-email', message: 'Bad.' }, { field: 'x', message: '' }],
    });
  });

  it('refill: captcha addresses as strings, quiz as [question, hash] pairs', () => {
    expect(parseRefill({ captcha: { c1: '/x/123.png', c2: 5 }, quiz: { q1: ['2+2=?', 'abc'], q2: 'no', q3: [1] } }))
      .toEqual({ captcha: [['c1', '/x/123.png']], quiz: [['q1', '2+2=?', 'abc']] });
    expect(parseRefill(null)).toEqual({ captcha: [], quiz: [] });
  });
});

describe('schema depth and thresholds', () => {
  const deep = (depth: number): unknown => {
    let rule: unknown = { rule: 'required', field: 'a', error: 'e' };
    for (let level = 0; level < depth; level++) rule = { rule: 'all', rules: [rule] };
    return { rules: [rule] };
  };

  it('refuses a schema whose all/any rules nest deeper than the limit, keeps a shallow one', () => {
    expect(parseSchema(deep(3))).toHaveLength(1);
    expect(parseSchema({ rules: [{ ...(deep(16) as { rules: object[] }).rules[0], accept: ['a'] }] })).toHaveLength(1);
    expect(parseSchema(deep(17))).toBeNull();
    expect(parseSchema(deep(3000))).toBeNull();
  });

  it('a limit rule without a threshold passes every value', () => {
    for (const rule of ['minlength', 'maxlength', 'minitems', 'maxitems', 'minfilesize', 'maxfilesize']) {
      expect(checkRule({ rule, field: 'a', error: 'e' }, () => ['some text'])).toBeNull();
    }
    expect(checkRule({ rule: 'maxlength', field: 'a', error: 'e', threshold: 3 }, () => ['some text'])).toEqual({ field: 'a', error: 'e' });
  });

  it('a custom status is always a class name', () => {
    expect(statusClass('custom-on hold!')).toBe('custom-on-hold');
    expect(statusClass('on hold')).toBe('custom-on-hold');
    expect(statusClass('constructor')).toBe('custom-constructor');
    expect(statusClass('__proto__')).toBe('custom-proto');
  });
});
