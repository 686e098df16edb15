// lib/idle: deferred work runs soon, in order, never after its widget was torn down, and a
// throwing task is reported without stopping the others.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushIdle, holdWiring, whenNeeded, wireWhenNeeded } from '../../../src/lib/idle';

describe('whenIdle', () => {
  // On the fake clock, with a fresh copy of the module (the unit tests share their modules, and
  // another file's idle work may be scheduled in the shared one): "within 500 ms at the latest"
  // is 500 ms of that clock, run at once. happy-dom has no requestIdleCallback, so this is
  // lib/idle's setTimeout fallback; Chromium's idle callbacks run in the browser tests.
  let idle: typeof import('../../../src/lib/idle');
  const whenIdle: typeof idle.whenIdle = (...args) => idle.whenIdle(...args);
  const settle = () => vi.advanceTimersByTime(500);
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    idle = await import('../../../src/lib/idle');
  });
  afterEach(() => vi.useRealTimers());
  // The files after this one (in the same worker) import the module as it was not used here.
  afterAll(() => vi.resetModules());

  it('runs tasks later, in order', () => {
    const order: number[] = [];
    const signal = new AbortController().signal;
    whenIdle(() => order.push(1), signal, () => undefined);
    whenIdle(() => order.push(2), signal, () => undefined);
    expect(order).toEqual([]);
    settle();
    expect(order).toEqual([1, 2]);
  });

  it('skips the tasks of an aborted signal and reports errors', () => {
    const ran = vi.fn();
    const onError = vi.fn();
    const controller = new AbortController();
    whenIdle(ran, controller.signal, onError);
    whenIdle(() => { throw new Error('bad'); }, new AbortController().signal, onError);
    const after = vi.fn();
    whenIdle(after, new AbortController().signal, onError);
    controller.abort();
    settle();
    expect(ran).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(new Error('bad'));
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('flushIdle runs everything pending at once', () => {
    const ran = vi.fn();
    whenIdle(ran, new AbortController().signal, () => undefined);
    idle.flushIdle();
    expect(ran).toHaveBeenCalledTimes(1);
  });
});

// whenNeeded: the browser's IntersectionObserver stands in here as a small recording class,
// so a test decides when an element comes near the viewport (the real one runs in the
// browser tests of the benchmark page and the kitchen sink).
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(readonly callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) { this.watched.add(element); }
  unobserve(element: Element) { this.watched.delete(element); }
  show(element: Element) { this.callback([{ target: element, isIntersecting: true }]); }
}

describe('whenNeeded', () => {
  afterEach(() => {
    holdWiring(false);
    flushIdle();
    vi.unstubAllGlobals();
    history.replaceState(null, '', '#');
    document.body.innerHTML = '';
  });

  it('runs at once outside the first scan', () => {
    const run = vi.fn();
    whenNeeded(document.body, run, new AbortController().signal, () => undefined);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('during the first scan, waits until the element comes near the viewport (wired in the next slice), once', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    holdWiring(true);
    document.body.innerHTML = '<div id="w"></div>';
    const element = document.getElementById('w')!;
    const run = vi.fn();
    whenNeeded(element, run, new AbortController().signal, () => undefined);
    expect(run).not.toHaveBeenCalled();
    const observer = FakeObserver.last!;
    observer.show(element);
    expect(run).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
    expect(observer.watched.has(element)).toBe(false);
    flushIdle();
    observer.show(element);
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('during the first scan, runs in idle time if the element stays far from the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    holdWiring(true);
    const run = vi.fn();
    whenNeeded(document.body, run, new AbortController().signal, () => undefined);
    expect(run).not.toHaveBeenCalled();
    flushIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the address points inside the element', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    holdWiring(true);
    document.body.innerHTML = '<div id="w"><p id="inside%20it"></p></div>';
    history.replaceState(null, '', '#inside%2520it');
    const run = vi.fn();
    whenNeeded(document.getElementById('w')!, run, new AbortController().signal, () => undefined);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs after its signal aborts, and reports a throwing wiring', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    holdWiring(true);
    const controller = new AbortController();
    const run = vi.fn();
    whenNeeded(document.body, run, controller.signal, () => undefined);
    controller.abort();
    FakeObserver.last!.show(document.body);
    flushIdle();
    expect(run).not.toHaveBeenCalled();
    const onError = vi.fn();
    whenNeeded(document.documentElement, () => { throw new Error('bad'); }, new AbortController().signal, onError);
    flushIdle();
    expect(onError).toHaveBeenCalledWith(new Error('bad'));
  });

  it('wireWhenNeeded wires quietly and its cleanup undoes the wiring, or nothing if it never ran', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    holdWiring(true);
    let quiet = 0;
    const ctx = { signal: new AbortController().signal, report: vi.fn(), quietly<T>(change: () => T): T { quiet++; return change(); } };
    const undo = vi.fn();
    const cleanup = wireWhenNeeded(document.body, ctx, () => undo);
    cleanup();
    expect(undo).not.toHaveBeenCalled();
    flushIdle();
    expect(quiet).toBe(1);
    cleanup();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
