// SPEC §9 — time on site and on page, from Date.now() (fake timers), paused while hidden.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVisitClock } from '../../../src/features/popups/clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('visit clock', () => {
  it('counts seconds on the site from the stored value, and on the page from zero', () => {
    const clock = createVisitClock(12, Date.now());
    vi.advanceTimersByTime(3500);
    expect(clock.read(Date.now())).toEqual({ site: 15.5, page: 3.5 });
  });

  it('stops counting while the tab is hidden and resumes after', () => {
    const clock = createVisitClock(0, Date.now());
    vi.advanceTimersByTime(2000);
    clock.pause(Date.now());
    vi.advanceTimersByTime(60_000);
    expect(clock.read(Date.now())).toEqual({ site: 2, page: 2 });
    clock.resume(Date.now());
    vi.advanceTimersByTime(1000);
    expect(clock.read(Date.now())).toEqual({ site: 3, page: 3 });
  });

  it('a missing or broken stored value starts at zero; a hidden tab starts paused', () => {
    expect(createVisitClock(Number.NaN, Date.now()).read(Date.now() + 1000).site).toBe(1);
    expect(createVisitClock(-4, Date.now()).read(Date.now()).site).toBe(0);
    expect(createVisitClock(5, Date.now(), false).read(Date.now() + 9000)).toEqual({ site: 5, page: 0 });
  });
});
