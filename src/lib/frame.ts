/**
 * Layout work at mount, batched before the next paint: every queued read runs before any
 * queued write, so a page of a thousand widgets that each measure something (a masonry grid's
 * columns, a slider's offset, a tab indicator's position) forces one layout, not one per
 * widget. A read usually queues the write that uses what it measured. Each job belongs to a
 * mount's signal: a torn-down widget's jobs never run. A frame runs jobs for SLICE_MS at most;
 * what is left waits for the next frame, so no frame's task grows long on a large page.
 */
import { SLICE_MS, runJobs } from './slices';
import type { Job } from './slices';

const reads: Job[] = [];
const writes: Job[] = [];
let scheduled = false;
let flushing = false;

function flushUntil(until: number): void {
  // Jobs queued while this runs are this flush's (or the next frame's, queued once at the end).
  scheduled = true;
  flushing = true;
  try {
    while ((reads.length || writes.length) && performance.now() < until) {
      runJobs(reads, until);
      // The writes run even when the reads used up the time: a read's write must not wait a frame.
      runJobs(writes, Infinity);
    }
  } finally {
    scheduled = false;
    if (reads.length || writes.length) schedule();
    flushing = false;
  }
}

/** Runs every pending job now: reads, then writes, until neither queue has any left. */
export function flushFrame(): void {
  flushUntil(Infinity);
}

function frame(): void {
  flushUntil(performance.now() + SLICE_MS);
}

/**
 * Where the browser can tell (ResizeObserver), the jobs run right after its own layout of the
 * frame, before paint: the layout the reads need is then already done, not forced from script,
 * and only what the writes change is laid out again. Elsewhere they run at the frame's start.
 */
let afterLayout: ResizeObserver | null = null;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const root = typeof document === 'object' ? document.documentElement : null;
  if (typeof ResizeObserver === 'function' && root) {
    afterLayout ??= new ResizeObserver(() => {
      // Disconnected before the jobs run: their writes then cause no further observation.
      afterLayout!.disconnect();
      frame();
    });
    // Observing again from inside the callback would be too late for this frame and early for
    // the next (a loop error): a later frame's start arms it.
    if (flushing) window.requestAnimationFrame(() => afterLayout!.observe(root));
    else afterLayout.observe(root);
  } else if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(frame);
  else setTimeout(frame, 16);
}

/** Measures the layout before the next paint, with every other pending read. */
export function measure(read: () => void, signal: AbortSignal, onError: (error: unknown) => void): void {
  if (signal.aborted) return;
  reads.push({ run: read, signal, onError });
  schedule();
}

/** Changes the layout before the next paint, after every pending read. */
export function mutate(write: () => void, signal: AbortSignal, onError: (error: unknown) => void): void {
  if (signal.aborted) return;
  writes.push({ run: write, signal, onError });
  schedule();
}
