// lib/frame: layout jobs run before the next paint, every read before any write, a read's
// follow-up write in the same flush, never after the widget was torn down; errors reported.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushFrame, measure, mutate } from '../../../src/lib/frame';
import { SLICE_MS } from '../../../src/lib/slices';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// happy-dom has no layout and its ResizeObserver never reports: the jobs run at the frame's
// start, as where the browser has no ResizeObserver. The after-layout timing is covered by the
// browser tests of the widgets that measure (masonry, schedule tabs, slider).
beforeEach(() => vi.stubGlobal('ResizeObserver', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('measure / mutate', () => {
  it('runs reads before writes, and a write queued by a read in the same flush', async () => {
    const order: string[] = [];
    const signal = new AbortController().signal;
    mutate(() => order.push('write 1'), signal, () => undefined);
    measure(() => {
      order.push('read 1');
      mutate(() => order.push('write after read 1'), signal, () => undefined);
    }, signal, () => undefined);
    mutate(() => {
      order.push('write 2');
      measure(() => order.push('read after write 2'), signal, () => undefined);
    }, signal, () => undefined);
    measure(() => order.push('read 2'), signal, () => undefined);
    expect(order).toEqual([]);
    await nextFrame();
    expect(order).toEqual(['read 1', 'read 2', 'write 1', 'write 2', 'write after read 1', 'read after write 2']);
  });

  it('skips the jobs of an aborted signal and reports a throwing job without stopping the others', () => {
    const controller = new AbortController();
    const skipped = vi.fn();
    const after = vi.fn();
    const onError = vi.fn();
    measure(skipped, controller.signal, onError);
    mutate(() => { throw new Error('bad'); }, new AbortController().signal, onError);
    mutate(after, new AbortController().signal, onError);
    controller.abort();
    measure(skipped, controller.signal, onError);
    flushFrame();
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
      measure(() => {
        clock += 3;
        done.push(`read ${i}`);
        mutate(() => done.push(`write ${i}`), signal, () => undefined);
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
