/**
 * Failure isolation. A feature that throws is reported once per distinct error, as
 * `console.error('[airlift:<feature>]', error)`, and never stops anything else. Each report is
 * also handed to the page: an `airlift:error` event on `document` (cancelable: preventDefault()
 * keeps it out of the console) and the listeners of `airlift.onError`, so that a site can send
 * airlift's failures to its error tracker. What those listeners throw is logged, never rethrown.
 *
 * Bounded whatever a page throws: an error is remembered by a short key (its length, start and
 * end), and only the last MAX_REMEMBERED of them; the console gets MAX_LOGGED lines, then
 * one line a second saying how many more there were; and an error raised while the page's
 * listeners hear of another is logged, not handed to them again (a listener that reports would
 * never stop).
 */
import { emit } from '../lib/events';

export const ERROR_EVENT = 'airlift:error';

/** Distinct errors remembered, so that each is reported once; the oldest is forgotten first. */
export const MAX_REMEMBERED = 500;
/** Characters of an error's text in its key (with the text's length). */
const KEY_CHARS = 200;
/** Console lines for errors in a page's life; those past it are counted on one line. */
export const MAX_LOGGED = 50;
const UNSHOWN_DELAY_MS = 1000;

export interface ErrorDetail {
  /** The feature that failed (`accordion`, `radio` …), or `core`. */
  readonly feature: string;
  /** What it threw, as thrown. */
  readonly error: unknown;
}

export type ErrorListener = (detail: ErrorDetail) => void;

const reported = new Set<string>();
const listeners = new Set<ErrorListener>();
let unprintable = 0;
let logged = 0;
let unshown = 0;
let announcing = false;

function errorKey(feature: string, error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}:${error.message}` : String(error);
  } catch {
    // A thrown object with no usable toString (or a getter that throws): reported each time.
    text = `unprintable ${++unprintable}`;
  }
  return `${feature}\u0000${text.length}\u0000${text.slice(0, KEY_CHARS)}\u0000${text.slice(-KEY_CHARS / 4)}`;
}

/** Calls `listener` with every error reported from now on; returns the function that stops it. */
export function onError(listener: ErrorListener): () => void {
  if (typeof listener !== 'function') throw new TypeError('airlift.onError expects a function');
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the page's `airlift:error` listeners let the report reach the console. */
function announce(detail: ErrorDetail): boolean {
  let log = true;
  announcing = true;
  try {
    log = emit(document, ERROR_EVENT, detail, { cancelable: true });
  } catch {
    // No document (a worker, a test environment without one): the console still has it.
  }
  for (const listener of Array.from(listeners)) {
    try {
      listener(detail);
    } catch (hookError) {
      // Not reported again: a listener that always throws would never stop.
      logLine('[airlift:onError]', hookError);
    }
  }
  announcing = false;
  return log;
}

/** One console line, or a count of the lines past MAX_LOGGED, said once a second at most. */
function logLine(prefix: string, error: unknown): void {
  if (logged < MAX_LOGGED) {
    logged++;
    console.error(prefix, error);
  } else if (!unshown++) {
    setTimeout(() => {
      console.error(`[airlift] ${unshown} more errors not shown`);
      unshown = 0;
    }, UNSHOWN_DELAY_MS);
  }
}

export function reportError(feature: string, error: unknown): void {
  const key = errorKey(feature, error);
  if (reported.has(key)) return;
  if (reported.size >= MAX_REMEMBERED) reported.delete(reported.values().next().value!);
  reported.add(key);
  if (announcing || announce(Object.freeze({ feature, error }))) logLine(`[airlift:${feature}]`, error);
}

/** Runs `fn`, reporting (once) and swallowing whatever it throws. */
export function guard<T>(feature: string, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    reportError(feature, error);
    return undefined;
  }
}
