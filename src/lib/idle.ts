/**
 * Work that can wait for the browser to be idle (ids and ARIA relationships on a page of a
 * thousand widgets), run in slices of a few milliseconds so no task grows long. Each task
 * belongs to a mount's signal: a torn-down widget's tasks never run.
 */
const SLICE_MS = 8;
const IDLE_TIMEOUT_MS = 500;

interface IdleTask {
  run(): void;
  signal: AbortSignal;
  onError(error: unknown): void;
}

const queue: IdleTask[] = [];
let next = 0;
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(drain, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(drain, 1);
}

function runTasks(until: number): void {
  while (next < queue.length && performance.now() < until) {
    const task = queue[next++]!;
    if (task.signal.aborted) continue;
    try {
      task.run();
    } catch (error) {
      task.onError(error);
    }
  }
  if (next >= queue.length) {
    queue.length = 0;
    next = 0;
  }
}

function drain(): void {
  scheduled = false;
  runTasks(performance.now() + SLICE_MS);
  if (next < queue.length) schedule();
}

/** Runs `run` soon, when the browser is idle (within 500 ms at the latest), unless `signal` aborts first. */
export function whenIdle(run: () => void, signal: AbortSignal, onError: (error: unknown) => void): void {
  if (signal.aborted) return;
  queue.push({ run, signal, onError });
  schedule();
}

/** Runs every pending task now. */
export function flushIdle(): void {
  runTasks(Infinity);
}
