// Failure isolation stays bounded whatever a page throws: the errors remembered (to report each
// once), the console lines, and a listener that reports again. Each test has the module fresh.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

type Errors = typeof import('../../../src/core/errors');

const stops: Array<() => void> = [];

/** The module as a page starts with it; its listeners are stopped after the test. */
async function fresh(): Promise<Errors> {
  vi.resetModules();
  const errors = await import('../../../src/core/errors');
  const { onError } = errors;
  return { ...errors, onError: (listener) => { const stop = onError(listener); stops.push(stop); return stop; } };
}

// The files after this one (in the same worker) import the module as it was not used here.
afterAll(() => vi.resetModules());

describe('failure isolation, bounded', () => {
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('remembers a bounded number of distinct errors: the oldest is forgotten and reported again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onError, reportError } = await fresh();
    const heard: string[] = [];
    onError(({ error }) => heard.push((error as Error).message));
    reportError('bounds-a', new Error('first'));
    for (let index = 0; index < 5000; index++) reportError('bounds-a', new Error(`distinct ${index}`));
    reportError('bounds-a', new Error('first'));
    expect(heard.filter((message) => message === 'first')).toHaveLength(2);
    // The last ones are still remembered: reported once only.
    reportError('bounds-a', new Error('distinct 4999'));
    expect(heard.filter((message) => message === 'distinct 4999')).toHaveLength(1);
  });

  it('an error of 5 MB is still reported once; one that differs at its end is another error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onError, reportError } = await fresh();
    let heard = 0;
    onError(() => heard++);
    const big = 'x'.repeat(5 * 1024 * 1024);
    reportError('bounds-b', new Error(big));
    reportError('bounds-b', new Error(big));
    reportError('bounds-b', new Error(`${big.slice(1)}y`));
    expect(heard).toBe(2);
  });

  it('10,000 distinct errors print a bounded number of console lines, then one line with the count of the rest', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onError, reportError } = await fresh();
    let heard = 0;
    onError(() => heard++);
    for (let index = 0; index < 10000; index++) reportError('bounds-c', new Error(`storm ${index}`));
    vi.advanceTimersByTime(5000);
    // Every error still reaches the page's listeners (an error tracker).
    expect(heard).toBe(10000);
    expect(log.mock.calls.length).toBeLessThanOrEqual(101);
    const last = log.mock.calls.at(-1)!;
    const more = /^\[airlift\] (\d+) more errors not shown$/.exec(String(last[0]));
    expect(more).not.toBeNull();
    expect(log.mock.calls.length - 1 + Number(more![1])).toBe(10000);
  });

  it('a listener that reports a new error is not called again from within itself', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onError, reportError } = await fresh();
    let calls = 0;
    onError(() => {
      calls++;
      reportError('bounds-d', new Error(`raised by the listener ${calls}`));
    });
    expect(() => reportError('bounds-d', new Error('first'))).not.toThrow();
    expect(calls).toBe(1);
    // Both are in the console; the listener heard of the first only.
    expect(log.mock.calls.map((call) => (call[1] as Error).message)).toEqual(['raised by the listener 1', 'first']);
  });
});
