// lib/idle: deferred work runs soon, in order, never after its widget was torn down, and a
// throwing task is reported without stopping the others.
import { describe, expect, it, vi } from 'vitest';
import { flushIdle, whenIdle } from '../../../src/lib/idle';

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('whenIdle', () => {
  it('runs tasks later, in order', async () => {
    const order: number[] = [];
    const signal = new AbortController().signal;
    whenIdle(() => order.push(1), signal, () => undefined);
    whenIdle(() => order.push(2), signal, () => undefined);
    expect(order).toEqual([]);
    await settle();
    expect(order).toEqual([1, 2]);
  });

  it('skips the tasks of an aborted signal and reports errors', async () => {
    const ran = vi.fn();
    const onError = vi.fn();
    const controller = new AbortController();
    whenIdle(ran, controller.signal, onError);
    whenIdle(() => { throw new Error('bad'); }, new AbortController().signal, onError);
    const after = vi.fn();
    whenIdle(after, new AbortController().signal, onError);
    controller.abort();
    await settle();
    expect(ran).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(new Error('bad'));
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('flushIdle runs everything pending at once', () => {
    const ran = vi.fn();
    whenIdle(ran, new AbortController().signal, () => undefined);
    flushIdle();
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
