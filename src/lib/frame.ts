/**
 * Layout work at mount, batched before the next paint: every queued read runs before any
 * queued write, so a page of a thousand widgets that each measure something (a masonry grid's
 * columns, a slider's offset, a tab indicator's position) forces one layout, not one per
 * widget. A read usually queues the write that uses what it measured. Each job belongs to a
 * mount's signal: a torn-down widget's jobs never run.
 */
interface FrameJob {
  run(): void;
  signal: AbortSignal;
  onError(error: unknown): void;
}

const reads: FrameJob[] = [];
const writes: FrameJob[] = [];
let scheduled = false;

function runAll(jobs: FrameJob[]): void {
  const batch = jobs.splice(0, jobs.length);
  for (const job of batch) {
    if (job.signal.aborted) continue;
    try {
      job.run();
    } catch (error) {
      job.onError(error);
    }
  }
}

/** Runs every pending job now: reads, then writes, until neither queue has any left. */
export function flushFrame(): void {
  scheduled = false;
  while (reads.length || writes.length) {
    runAll(reads);
    runAll(writes);
  }
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(flushFrame);
  else setTimeout(flushFrame, 16);
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
