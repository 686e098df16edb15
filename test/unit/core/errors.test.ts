import { afterEach, describe, expect, it, vi } from 'vitest';
import { guard, reportError } from '../../../src/core/errors';

describe('failure isolation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports a distinct error once, with the feature named', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new TypeError('once only');
    reportError('errors-test-a', error);
    reportError('errors-test-a', new TypeError('once only'));
    reportError('errors-test-b', error);
    expect(log.mock.calls).toEqual([['[airlift:errors-test-a]', error], ['[airlift:errors-test-b]', error]]);
  });

  it('reports thrown values that cannot be made into text instead of throwing itself', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bare = Object.create(null) as object;
    const broken = JSON.parse('{"toString":false,"valueOf":false}') as object;
    expect(guard('errors-test-c', () => { throw bare; })).toBeUndefined();
    expect(() => reportError('errors-test-c', broken)).not.toThrow();
    expect(log.mock.calls).toEqual([['[airlift:errors-test-c]', bare], ['[airlift:errors-test-c]', broken]]);
  });
});
