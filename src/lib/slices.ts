/**
 * Work that must happen soon but not all in one task: the first scan of a large page, the
 * mounts a feature pack finds waiting when it arrives. It runs in slices of SLICE_MS, the first
 * in the current task, and between slices the main thread is yielded (input, rendering and other scripts run), so no
 * task airlift runs grows long. Unlike `whenIdle` (lib/idle), a slice does not wait for the
 * browser to be idle: the next one is queued at once, ahead of timers where the browser can.
 *
 *   yieldToMain()                  a promise that settles in a new task
 *   sliced(run, signal, onError)   runs `run` once the current microtasks are done, or in a
 *                                  later slice when the queue is long; never after `signal` aborts
 */
export const SLICE_MS = 8;

interface Scheduler {
  yield?(): Promise<void>;
}

let channel: MessageChannel | null = null;
const waiting: Array<() => void> = [];

/** A new task: `scheduler.yield()` (which keeps our place ahead of other tasks) or a message. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel!.port2.postMessage(null);
  });
}

/** A piece of deferred work: skipped once its widget's `signal` aborts; its errors go to `onError`. */
export interface Job {
  run(): void;
  signal: AbortSignal;
  onError(error: unknown): void;
}

/**
 * Runs jobs from the front of `jobs`, first come first served (at least one), until the queue
 * is empty or `until` has passed, and takes them off it. Shared by the slices here, idle
 * time (lib/idle) and layout frames (lib/frame).
 */
export function runJobs(jobs: Job[], until: number): void {
  let done = 0;
  while (done < jobs.length) {
    const job = jobs[done++]!;
    if (!job.signal.aborted) {
      try {
        job.run();
      } catch (error) {
        job.onError(error);
      }
    }
    if (performance.now() >= until) break;
  }
  jobs.splice(0, done);
}

const jobs: Job[] = [];
let draining = false;

/**
 * The first slice runs in the task that queued the jobs (once its microtasks have queued the
 * rest: a pack's arrival hands it every waiting element at once), so a page of a few widgets
 * has them all mounted in that task, before the window's load event, as the legacy scripts did.
 */
async function drain(): Promise<void> {
  try {
    for (let first = true; jobs.length; first = false) {
      if (!first) await yieldToMain();
      runJobs(jobs, performance.now() + SLICE_MS);
    }
  } finally {
    draining = false;
  }
}

/** Runs `run` in a slice of its own task, after the jobs queued before it; never after `signal` aborts. */
export function sliced(run: () => void, signal: AbortSignal, onError: (error: unknown) => void): void {
  if (signal.aborted) return;
  jobs.push({ run, signal, onError });
  if (draining) return;
  draining = true;
  queueMicrotask(() => void drain());
}
