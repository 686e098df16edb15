export const TICK_MS = 1000;
/** Screen readers hear the remaining time at most once a minute. */
export const ANNOUNCE_EVERY_MS = 60_000;
export const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export const DEFAULT_LABELS = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };
