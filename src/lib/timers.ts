/**
 * Cancellable timing helpers. Each accepts an AbortSignal (a mount's `ctx.signal`) so a
 * teardown clears every pending timer.
 */
export const RESIZE_DEBOUNCE_MS = 100;
export const THROTTLE_DEFAULT_MS = 800;

export interface Cancellable<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Calls `fn` once calls have stopped for `wait` ms. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number, signal?: AbortSignal): Cancellable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const debounced = Object.assign((...args: A): void => {
    if (signal?.aborted) return;
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  }, { cancel });
  signal?.addEventListener('abort', cancel, { once: true });
  return debounced;
}

/** Calls `fn` at most once per `wait` ms, leading and trailing, with the latest arguments. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = THROTTLE_DEFAULT_MS, signal?: AbortSignal): Cancellable<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: A;
  const cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
  };
  const run = (args: A): void => {
    last = Date.now();
    fn(...args);
  };
  const throttled = Object.assign((...args: A): void => {
    if (signal?.aborted) return;
    const remaining = wait - (Date.now() - last);
    latest = args;
    if (remaining <= 0 && timer === undefined) run(args);
    // The trailing call, with the latest arguments; a timer already set takes them.
    else timer ??= setTimeout(() => {
      timer = undefined;
      run(latest);
    }, Math.max(remaining, 0));
  }, { cancel });
  signal?.addEventListener('abort', cancel, { once: true });
  return throttled;
}

export interface PollOptions {
  signal?: AbortSignal;
  /** Stop after this many calls. */
  max?: number;
  /** Call once at once, before the first interval. */
  immediate?: boolean;
}

/**
 * Calls `fn` every `interval` ms until it returns true, `max` calls were made, the signal
 * aborts or the returned stop function is called.
 */
export function poll(fn: () => boolean | void, interval: number, options: PollOptions = {}): () => void {
  let calls = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    options.signal?.removeEventListener('abort', stop);
  };
  const tick = (): void => {
    calls++;
    const done = fn() === true;
    if (done || (options.max !== undefined && calls >= options.max)) stop();
  };
  if (options.signal?.aborted) return stop;
  options.signal?.addEventListener('abort', stop, { once: true });
  timer = setInterval(tick, interval);
  if (options.immediate) tick();
  return stop;
}

/** A one-shot timer cleared when the signal aborts. */
export function later(fn: () => void, delay: number, signal?: AbortSignal): () => void {
  if (signal?.aborted) return () => undefined;
  const clear = (): void => clearTimeout(timer);
  const timer = setTimeout(() => {
    signal?.removeEventListener('abort', clear);
    fn();
  }, delay);
  signal?.addEventListener('abort', clear, { once: true });
  return clear;
}
