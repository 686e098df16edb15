/**
 * Failure isolation. A feature that throws is reported once per distinct error, as
 * `console.error('[airlift:<feature>]', error)`, and never stops anything else. Each report is
 * also handed to the page: an `airlift:error` event on `document` (cancelable: preventDefault()
 * keeps it out of the console) and the listeners of `airlift.onError`, so that a site can send
 * airlift's failures to its error tracker. What those listeners throw is logged, never rethrown.
 */
import { emit } from '../lib/events';

export const ERROR_EVENT = 'airlift:error';

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

function errorKey(feature: string, error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}:${error.message}` : String(error);
  } catch {
    // A thrown object with no usable toString (or a getter that throws): reported each time.
    text = `unprintable ${++unprintable}`;
  }
  return `${feature}\u0000${text}`;
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
      console.error('[airlift:onError]', hookError);
    }
  }
  return log;
}

export function reportError(feature: string, error: unknown): void {
  const key = errorKey(feature, error);
  if (reported.has(key)) return;
  reported.add(key);
  if (announce(Object.freeze({ feature, error }))) console.error(`[airlift:${feature}]`, error);
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
