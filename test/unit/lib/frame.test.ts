// lib/frame: layout jobs run before the next paint, every read before any write, a read's
// follow-up write in the same flush, never after the widget was torn down; errors reported.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS } from '../../../src/lib/slices';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// happy-dom has no layout and its ResizeObserver never reports: the jobs run at the frame's
// start, as where the browser has no ResizeObserver. The after-layout timing is covered by the
// browser tests of the widgets that measure (masonry, schedule tabs, slider).
let frame: typeof import('../../../src/lib/frame');
beforeEach(async () => {
  vi.stubGlobal('ResizeObserver', undefined);
  // A fresh module for each test: the unit tests share their modules (isolate: false), and
  // another file's ResizeObserver may be cached in this one.
  vi.resetModules();
  frame = await import('../../../src/lib/frame');
});
afterEach(() => vi.unstubAllGlobals());

describe('measure / mutate', () => {
  it('runs reads before writes, and a write queued by a read in the same flush', async () => {
    const order: string[] = [];
    const signal = new AbortController().signal;
    frame.mutate(() => order.push('write 1'), signal, () => undefined);
    frame.measure(() => {
      order.push('read 1');
      frame.mutate(() => order.push('write after read 1'), signal, () => undefined);
    }, signal, () => undefined);
    frame.mutate(() => {
      order.push('write 2');
      frame.measure(() => order.push('read after write 2'), signal, () => undefined);
    }, signal, () => undefined);
    frame.measure(() => order.push('read 2'), signal, () => undefined);
    expect(order).toEqual([]);
    await nextFrame();
    expect(order).toEqual(['read 1', 'read 2', 'write 1', 'write 2', 'write after read 1', 'read after write 2']);
  });

  it('skips the jobs of an aborted signal and reports a throwing job without stopping the others', () => {
    const controller = new AbortController();
    const skipped = vi.fn();
    const after = vi.fn();
    const onError = vi.fn();
    frame.measure(skipped, controller.signal, onError);
    frame.mutate(() => { throw new Error('bad'); }, new AbortController().signal, onError);
    frame.mutate(after, new AbortController().signal, onError);
    controller.abort();
    frame.measure(skipped, controller.signal, onError);
    frame.flushFrame();
    expect(skipped).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(new Error('bad'));
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('runs jobs for SLICE_MS a frame at most; the rest wait for the next frame, writes after their reads', () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const signal = new AbortController().signal;
    const done: string[] = [];
    // Every read takes 3 ms and queues its write.
    for (let i = 0; i < 6; i++) {
      frame.measure(() => {
        clock += 3;
        done.push(`read ${i}`);
        frame.mutate(() => done.push(`write ${i}`), signal, () => undefined);
      }, signal, () => undefined);
    }
    expect(frames).toHaveLength(1);
    frames.shift()!(clock);
    const perFrame = Math.ceil(SLICE_MS / 3);
    const range = (from: number, to: number, what: string) => Array.from({ length: to - from }, (_, i) => `${what} ${from + i}`);
    expect(done).toEqual([...range(0, perFrame, 'read'), ...range(0, perFrame, 'write')]);
    expect(frames).toHaveLength(1);
    frames.shift()!(clock);
    expect(done.slice(2 * perFrame)).toEqual([...range(perFrame, 6, 'read'), ...range(perFrame, 6, 'write')]);
    expect(frames).toHaveLength(0);
    vi.restoreAllMocks();
  });
});
