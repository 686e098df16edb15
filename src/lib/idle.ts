/**
 * Work that can wait for the browser to be idle (ids and ARIA relationships on a page of a
 * thousand widgets, the wiring of widgets far from the viewport), run in slices of a few
 * milliseconds so no task grows long. Each task belongs to a mount's signal: a torn-down
 * widget's tasks never run.
 */
import { SLICE_MS, runJobs, sliced } from './slices';
import { decodeText } from './url';
import type { Job } from './slices';

/** For a release: the wiring it runs checks the widget's signal and reports its own errors. */
const NEVER = new AbortController().signal;
const unreachable = (): void => undefined;
const IDLE_TIMEOUT_MS = 500;

const queue: Job[] = [];
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(drain, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(drain, 1);
}

function drain(): void {
  scheduled = false;
  runJobs(queue, performance.now() + SLICE_MS);
  if (queue.length) schedule();
}

/** Runs `run` soon, when the browser is idle (within 500 ms at the latest), unless `signal` aborts first. */
export function whenIdle(run: () => void, signal: AbortSignal, onError: (error: unknown) => void): void {
  if (signal.aborted) return;
  queue.push({ run, signal, onError });
  schedule();
}

/** Runs every pending task now. */
export function flushIdle(): void {
  runJobs(queue, Infinity);
}

/**
 * Whether widgets wait (`whenNeeded`): during airlift's first scan of the page, and while a
 * feature pack mounts what that scan found. One copy a page: packs get this module from the
 * host (a host module, see build.mjs).
 */
const wiring = { held: false };

/**
 * Set while the first scan of the page runs: widgets mounted then wait for the viewport or
 * idle time; widgets added later (ajax content, `airlift.scan`) are wired at once.
 */
export function holdWiring(on: boolean): void {
  wiring.held = on;
}

export function wiringHeld(): boolean {
  return wiring.held;
}

/** Runs `mount` with wiring held as it was (`held`) when the element was found. */
export function mountHeld<T>(held: boolean, mount: () => T): T {
  const before = wiring.held;
  wiring.held = held;
  try {
    return mount();
  } finally {
    wiring.held = before;
  }
}

/** How near the viewport (px) a widget held by `whenNeeded` is wired. */
const NEAR_VIEWPORT = '200px';
const held = new Map<Element, () => void>();
let nearObserver: IntersectionObserver | null = null;

function release(element: Element): void {
  const run = held.get(element);
  if (!run) return;
  held.delete(element);
  nearObserver?.unobserve(element);
  run();
}

/** Whether the address's hash names `element` or something inside it (a link to it must find it wired). */
function addressedInside(element: Element): boolean {
  const hash = location.hash.slice(1);
  if (!hash) return false;
  const target = document.getElementById(decodeText(hash));
  return target !== null && element.contains(target);
}

/**
 * Runs `run` (a widget's wiring) when `element` first comes within 200 px of the viewport or
 * the browser is idle, whichever is first, so a page of a thousand widgets wires the visible
 * ones first and the rest in idle slices. At once outside the first scan (`holdWiring`), when
 * the address points inside the widget, or where intersections cannot be observed. Never
 * after `signal` aborts.
 */
export function whenNeeded(element: Element, run: () => void, signal: AbortSignal, onError: (error: unknown) => void): void {
  if (signal.aborted) return;
  const guarded = (): void => {
    if (signal.aborted) return;
    try {
      run();
    } catch (error) {
      onError(error);
    }
  };
  if (!wiring.held || typeof IntersectionObserver !== 'function' || addressedInside(element)) {
    guarded();
    return;
  }
  // Many widgets may come near at once (the first report, a jump down the page): they are
  // wired in slices (lib/slices), the first at once.
  nearObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) sliced(() => release(entry.target), NEVER, unreachable);
    }
  }, { rootMargin: NEAR_VIEWPORT });
  held.set(element, guarded);
  nearObserver.observe(element);
  signal.addEventListener('abort', () => {
    held.delete(element);
    nearObserver?.unobserve(element);
  }, { once: true });
  whenIdle(() => release(element), signal, onError);
}

/** What `wireWhenNeeded` needs of a mount's context. */
interface WiringContext {
  readonly signal: AbortSignal;
  readonly report: (error: unknown) => void;
  readonly quietly: <T>(change: () => T) => T;
}

/**
 * A mount whose wiring waits for `whenNeeded`: `wire` runs then (as a quiet change of
 * airlift's own) and the returned cleanup undoes it, or nothing if it never ran.
 */
export function wireWhenNeeded(element: Element, ctx: WiringContext, wire: () => (() => void) | void): () => void {
  let cleanup: (() => void) | void;
  whenNeeded(element, () => {
    cleanup = ctx.quietly(wire);
  }, ctx.signal, ctx.report);
  return () => {
    if (cleanup) cleanup();
  };
}
