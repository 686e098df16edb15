export const TICK_MS = 1000;
/** Screen readers hear the remaining time at most once a minute. */
export const ANNOUNCE_EVERY_MS = 60_000;
export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export const DEFAULT_LABELS = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };
/**
 * The furthest end a countdown shows (about 100 years): an end past it, or a date no clock can
 * hold, leaves the server's markup as it is rather than showing `Infinity` or `NaN`.
 */
export const MAX_COUNTDOWN_MS = 100 * 365.25 * 86_400_000;
