import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_EVENT, guard, onError, reportError } from '../../../src/core/errors';
import type { ErrorDetail } from '../../../src/core/errors';

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
    // A thrown value that is no Error (nor even an object with a prototype) is reported too.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    expect(guard('errors-test-c', () => { throw bare; })).toBeUndefined();
    expect(() => reportError('errors-test-c', broken)).not.toThrow();
    expect(log.mock.calls).toEqual([['[airlift:errors-test-c]', bare], ['[airlift:errors-test-c]', broken]]);
  });

  it('hands each report to airlift:error listeners on document and to onError listeners, until unsubscribed', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events: ErrorDetail[] = [];
    const record = (event: Event) => events.push((event as CustomEvent<ErrorDetail>).detail);
    document.addEventListener(ERROR_EVENT, record);
    const hooked: ErrorDetail[] = [];
    const stop = onError((detail) => hooked.push(detail));
    const error = new RangeError('hooked');
    reportError('errors-test-d', error);
    reportError('errors-test-d', new RangeError('hooked'));
    stop();
    reportError('errors-test-d', new RangeError('after'));
    document.removeEventListener(ERROR_EVENT, record);
    expect(hooked).toEqual([{ feature: 'errors-test-d', error }]);
    expect(events.map((detail) => detail.error instanceof Error && detail.error.message)).toEqual(['hooked', 'after']);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('a listener that throws is logged, the others still hear of the error, and nothing is thrown', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: string[] = [];
    const stops = [
      onError(() => { throw new Error('tracker down'); }),
      onError(({ feature }) => heard.push(feature)),
    ];
    expect(() => reportError('errors-test-e', new Error('boom'))).not.toThrow();
    stops.forEach((stop) => stop());
    expect(heard).toEqual(['errors-test-e']);
    expect(log.mock.calls.map((call): unknown => call[0])).toEqual(['[airlift:onError]', '[airlift:errors-test-e]']);
    expect(() => onError('nope' as unknown as () => void)).toThrow(TypeError);
  });

  it('preventDefault() on airlift:error keeps the report out of the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quiet = (event: Event) => event.preventDefault();
    document.addEventListener(ERROR_EVENT, quiet);
    reportError('errors-test-f', new Error('quiet'));
    document.removeEventListener(ERROR_EVENT, quiet);
    expect(log).not.toHaveBeenCalled();
  });
});
