// SPEC §3, §9 — countdown maths: end − now at load, minus real elapsed time, never by ticks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServerTime, remaining } from '../../../src/features/countdown/remaining';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('countdown maths', () => {
  it('splits what remains into days, hours, minutes and seconds', () => {
    const start = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(remaining(start, 0, 0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, total: start });
  });

  it('counts from end − server now, whatever the visitor clock says', () => {
    const end = parseServerTime('2026-12-31T20:00:00');
    const serverNow = parseServerTime('2026-11-21T20:00:00');
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const loadedAt = Date.now();
    expect(remaining(end - serverNow, loadedAt, Date.now())).toMatchObject({ days: 40, hours: 0, minutes: 0, seconds: 0 });
  });

  it('subtracts real elapsed time from Date.now(), so a stalled timer catches up', () => {
    vi.setSystemTime(1_000_000);
    const loadedAt = Date.now();
    const start = 3600_000;
    // A background tab runs no tick for 10 minutes and 30 seconds.
    vi.setSystemTime(loadedAt + 630_000);
    expect(remaining(start, loadedAt, Date.now())).toMatchObject({ hours: 0, minutes: 49, seconds: 30 });
  });

  it('stops at zero and never goes negative', () => {
    expect(remaining(5000, 0, 60_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 });
    expect(remaining(-5000, 0, 0).total).toBe(0);
  });

  it('a visitor clock set backwards does not add time', () => {
    expect(remaining(10_000, 50_000, 40_000).total).toBe(10_000);
  });

  it('reads the theme date formats and unix seconds; anything else is NaN', () => {
    expect(parseServerTime('2026-12-31 20:00:00')).toBe(parseServerTime('2026-12-31T20:00:00'));
    expect(parseServerTime('1798747200')).toBe(1798747200_000);
    expect(parseServerTime('soon')).toBeNaN();
    expect(parseServerTime(null)).toBeNaN();
  });
});
