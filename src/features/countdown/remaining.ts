/**
 * Countdown maths. The server prints its own `now` beside the `end`; what remains is
 * `end − now` at page load minus the real time elapsed since (from Date.now(), never by
 * counting ticks, so a throttled background tab stays right).
 */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, never below zero. */
  total: number;
}

/** A server date (`2026-12-31T20:00:00`, `2026-12-31 20:00:00` or `2026/12/31 20:00`) in ms; NaN when unreadable. */
export function parseServerTime(value: string | null): number {
  if (!value) return Number.NaN;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * (text.length <= 10 ? 1000 : 1);
  const parsed = Date.parse(text.replace(' ', 'T'));
  return Number.isNaN(parsed) ? Date.parse(text) : parsed;
}

/** What remains at `nowMs` of a countdown that had `startMs` left when loaded at `loadedAt`. */
export function remaining(startMs: number, loadedAt: number, nowMs: number): Remaining {
  const total = Math.max(0, startMs - Math.max(0, nowMs - loadedAt));
  const seconds = Math.floor(total / 1000);
  return {
    days: Math.floor(seconds / 86400),
    hours: Math.floor(seconds / 3600) % 24,
    minutes: Math.floor(seconds / 60) % 60,
    seconds: seconds % 60,
    total,
  };
}
