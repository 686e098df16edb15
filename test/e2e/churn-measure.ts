// Leaks and churn (issue 9): every feature's markup is inserted and removed 100 times; the engine
// mounts it through its MutationObserver and tears it down when it goes. Afterwards the page's
// event listeners (Chrome DevTools Protocol: every listener on window and in the document), its
// elements, its pending timers and intervals, and its observed targets (Mutation-, Resize- and
// IntersectionObserver) are back at the baseline, and the heap after forced garbage collection
// has grown by less than HEAP_TOLERANCE_BYTES. A new feature page is one line in PAGES.
//
// The heap is read from a heap snapshot (the JS heap and Blink's, where DOM nodes live), not
// counting what grows with the run whatever the page keeps (see `counted`): V8's compiled code,
// which grows as the hot functions of airlift, preact and hls.js are optimised, by 30 to 380 KB in
// 100 cycles and still for several hundred cycles; the performance timeline's entries (resource
// timings up to the browser's buffer of 250, long tasks and long animation frames as the machine's
// load has them); and the records the test's own DevTools session keeps of every request (Playwright
// follows the network: about 290 bytes per request, 180 more per XHR, never dropped while the page
// lives). The cycles run in batches with a forced collection between them, so that Blink's weak
// tables (the AbortSignal registry of listeners added with a signal, the window's lifecycle
// observers) do not double their capacity, by 16 KB or 32 KB at a time, whenever a collection comes
// late. Measured on the video playlist from 30 to 1,030 cycles: every JS object, closure, array,
// string and hidden class the same to the byte; only code and those tables moved, which made the
// sum of the JS and Blink heaps vary between about 20 and 290 KB per 100 cycles from run to run.
import { expect } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { frames } from './page-helpers';

export const CYCLES = 100;
/** Cycles run before the baseline: packs loaded, one-time state created, hot code compiled. */
export const WARM_UP_CYCLES = 30;
/**
 * Allowed heap growth over the 100 measured cycles, after forced GC, as counted (see the top):
 * 128 KB, about 1.3 KB a cycle, less than one retained copy of any churned subtree (tens of KB)
 * or one leaked closure with its listener per mounted element. What is measured stays within
 * ±25 KB on every page (it was up to 290 KB, and 256 KB allowed, while compiled code and the
 * browser's bookkeeping were counted).
 */
export const HEAP_TOLERANCE_BYTES = 128 * 1024;
/** Cycles between forced garbage collections. */
export const GC_BATCH = 10;
/** Snapshot nodes that are not the page's to keep: the browser's bookkeeping (see the top). */
export const NOT_COUNTED = /NetworkResourcesData|XHRReplayData|Performance\w*(Timing|Entry)|ScriptTimingInfo|TaskAttributionTiming/;
export const TEST_TIMEOUT_MS = 120000;
/**
 * Before a snapshot, the page's short timers (debounces, fades, the copy notice's 2.5 s: delays up
 * to this) are waited out, and those they start, for up to SETTLE_GENERATIONS generations.
 */
export const SETTLE_MS = 3000;
export const SETTLE_GENERATIONS = 5;

/** Counts live timers and observed targets, from before any page script runs. */
export function instrument(): void {
  const w = window as unknown as { __live: { timeouts: Map<number, number>; intervals: Set<number>; observed: Map<object, number> } };
  // Pending timeouts with their delays.
  const live = { timeouts: new Map<number, number>(), intervals: new Set<number>(), observed: new Map<object, number>() };
  w.__live = live;
  const { setTimeout: originalTimeout, clearTimeout: originalClearTimeout, setInterval: originalInterval, clearInterval: originalClearInterval } = window;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id: number = originalTimeout((...args: unknown[]) => {
      live.timeouts.delete(id);
      if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
    }, delay, ...rest);
    live.timeouts.set(id, Number(delay) || 0);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) live.timeouts.delete(id);
    originalClearTimeout(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = originalInterval(handler, delay, ...rest);
    live.intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) live.intervals.delete(id);
    originalClearInterval(id);
  }) as typeof window.clearInterval;
  for (const Observer of [MutationObserver, ResizeObserver, IntersectionObserver] as Array<{ prototype: { observe(target: Node): void; disconnect(): void; unobserve?(target: Element): void } }>) {
    const { observe, disconnect, unobserve } = Observer.prototype;
    const targets = new WeakMap<object, WeakSet<object>>();
    Observer.prototype.observe = function (this: object, target: Node, ...rest: unknown[]) {
      const seen = targets.get(this) ?? new WeakSet();
      targets.set(this, seen);
      if (!seen.has(target)) {
        seen.add(target);
        live.observed.set(this, (live.observed.get(this) ?? 0) + 1);
      }
      return (observe as (...a: unknown[]) => void).call(this, target, ...rest);
    };
    Observer.prototype.disconnect = function (this: object) {
      targets.delete(this);
      live.observed.delete(this);
      return disconnect.call(this);
    };
    if (unobserve) {
      Observer.prototype.unobserve = function (this: object, target: Element) {
        const seen = targets.get(this);
        if (seen?.has(target)) {
          seen.delete(target);
          const left = (live.observed.get(this) ?? 1) - 1;
          if (left) live.observed.set(this, left);
          else live.observed.delete(this);
        }
        return unobserve.call(this, target);
      };
    }
  }
}

export interface Snapshot {
  listeners: Record<string, number>;
  /** Elements in the document: what a mount adds outside its element must go with its cleanup. */
  elements: number;
  timeouts: number;
  intervals: number;
  observed: number;
  /** Heap snapshot bytes, as counted (see `counted`). */
  heap: number;
  /** Runtime.getHeapUsage: the JS heap and Blink's, everything; shown, not compared. */
  usage: number;
}

/** The self sizes of a heap snapshot's nodes, less V8's compiled code and the browser's bookkeeping. */
export async function counted(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot: { meta }, nodes, strings } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[];
  };
  const width = meta.node_fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => meta.node_fields.indexOf(field)) as [number, number, number];
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const type = meta.node_types[0][nodes[i + typeAt]!];
    if (type === 'code' || (type === 'native' && NOT_COUNTED.test(strings[nodes[i + nameAt]!]!))) continue;
    bytes += nodes[i + sizeAt]!;
  }
  return bytes;
}

/** Listeners on window and on every node of the document (shadow roots included), by type. */
export async function listeners(cdp: CDPSession): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners: found } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId!, depth: -1, pierce: true });
    for (const listener of found) counts[listener.type] = (counts[listener.type] ?? 0) + 1;
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  }
  return counts;
}

export type Live = { __live: { timeouts: Map<number, number> } };

/** Waits for the short timers pending now and those they start (a few generations), and for running animations. */
export async function settle(page: Page): Promise<void> {
  for (let generation = 0; generation < SETTLE_GENERATIONS; generation++) {
    const pending = await page.evaluate((limit) => Array.from((window as unknown as Live).__live.timeouts)
      .filter(([, delay]) => delay <= limit).map(([id]) => id), SETTLE_MS);
    if (!pending.length) break;
    await page.waitForFunction((ids) => ids.every((id) => !(window as unknown as Live).__live.timeouts.has(id)), pending, { timeout: 30000 });
  }
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'
    || animation.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 30000 });
  // What those queued for the next frames (layout reads and writes, observers' callbacks) has run.
  await frames(page);
}

export async function snapshot(page: Page, cdp: CDPSession): Promise<Snapshot> {
  await settle(page);
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  // The JS heap and the embedder's (Blink's) garbage-collected heap, where DOM nodes live.
  const { usedSize, embedderHeapUsedSize } = await cdp.send('Runtime.getHeapUsage');
  const heap = await counted(cdp);
  const live = await page.evaluate(() => {
    const { timeouts, intervals, observed } = (window as unknown as { __live: { timeouts: Map<number, number>; intervals: Set<number>; observed: Map<object, number> } }).__live;
    return { elements: document.getElementsByTagName('*').length, timeouts: timeouts.size, intervals: intervals.size, observed: Array.from(observed.values()).reduce((sum, count) => sum + count, 0) };
  });
  return { listeners: await listeners(cdp), ...live, heap, usage: usedSize + (embedderHeapUsedSize ?? 0) };
}

/** Nothing grew: fewer is fine (a timeout pending at the baseline may have fired since). */
export function expectBaseline(before: Snapshot, after: Snapshot): void {
  const grown = Object.entries(after.listeners).filter(([type, count]) => count > (before.listeners[type] ?? 0));
  expect(grown.map(([type, count]) => `${type}: ${before.listeners[type] ?? 0} → ${count}`)).toEqual([]);
  expect(after.elements).toBeLessThanOrEqual(before.elements);
  expect(after.intervals).toBeLessThanOrEqual(before.intervals);
  expect(after.timeouts).toBeLessThanOrEqual(before.timeouts);
  expect(after.observed).toBeLessThanOrEqual(before.observed);
  expect(after.heap - before.heap, `heap ${before.heap} → ${after.heap}`).toBeLessThan(HEAP_TOLERANCE_BYTES);
}
