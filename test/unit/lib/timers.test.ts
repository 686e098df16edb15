// lib/timers: debounce, throttle, poll and later, each cleared by cancel or by the mount's signal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, later, poll, RESIZE_DEBOUNCE_MS, throttle } from '../../../src/lib/timers';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('timers', () => {
  it('the resize debounce is 100 ms (SPEC §9)', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
  });

  it('debounce calls once, with the last arguments, after calls stop', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    vi.advanceTimersByTime(60);
    debounced(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('debounce is cancelled by cancel() and by an aborted signal', () => {
    const fn = vi.fn();
    const controller = new AbortController();
    const debounced = debounce(fn, 100, controller.signal);
    debounced();
    debounced.cancel();
    debounced();
    controller.abort();
    debounced();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });

  it('throttle runs at once, then at most once per window with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 800);
    throttled('a');
    throttled('b');
    throttled('c');
    expect(fn.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(800);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
    vi.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('poll stops when the callback returns true, after max calls, or on abort', () => {
    const done = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    poll(done, 500);
    vi.advanceTimersByTime(5000);
    expect(done).toHaveBeenCalledTimes(2);

    const capped = vi.fn();
    poll(capped, 500, { max: 100 });
    vi.advanceTimersByTime(500 * 150);
    expect(capped).toHaveBeenCalledTimes(100);

    const controller = new AbortController();
    const aborted = vi.fn();
    poll(aborted, 1000, { signal: controller.signal, immediate: true });
    expect(aborted).toHaveBeenCalledTimes(1);
    controller.abort();
    vi.advanceTimersByTime(5000);
    expect(aborted).toHaveBeenCalledTimes(1);
  });

  it('later runs once and is cleared by an aborted signal', () => {
    const fn = vi.fn();
    const controller = new AbortController();
    later(fn, 300, controller.signal);
    controller.abort();
    vi.advanceTimersByTime(300);
    expect(fn).not.toHaveBeenCalled();
    later(fn, 300);
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
