// lib/frame: layout jobs run before the next paint, every read before any write, a read's
// follow-up write in the same flush, never after the widget was torn down; errors reported.
import { describe, expect, it, vi } from 'vitest';
import { flushFrame, measure, mutate } from '../../../src/lib/frame';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

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
});
