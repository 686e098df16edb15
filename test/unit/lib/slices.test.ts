// lib/slices: queued work runs soon, in order, in slices of SLICE_MS with a new task between
// them; never after its signal aborts; a throwing job is reported and the others still run.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS, sliced, yieldToMain } from '../../../src/lib/slices';

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => vi.restoreAllMocks());

describe('yieldToMain', () => {
  it('settles in a later task, not in the current one', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'after yield']);
  });
});

describe('sliced', () => {
  it('runs jobs later, in order', async () => {
    const order: number[] = [];
    const signal = new AbortController().signal;
    sliced(() => order.push(1), signal, () => undefined);
    sliced(() => order.push(2), signal, () => undefined);
    expect(order).toEqual([]);
    await settle();
    expect(order).toEqual([1, 2]);
  });

  it('runs a short queue in the current task, once its microtasks are done', async () => {
    const order: string[] = [];
    const signal = new AbortController().signal;
    setTimeout(() => order.push('next task'), 0);
    void Promise.resolve().then(() => {
      sliced(() => order.push('job 1'), signal, () => undefined);
    }).then(() => {
      // Queued in a later microtask of the same task: still in the first slice.
      sliced(() => order.push('job 2'), signal, () => undefined);
    });
    await settle();
    expect(order).toEqual(['job 1', 'job 2', 'next task']);
  });

  it('skips an aborted job, reports a throwing one and runs the rest', async () => {
    const controller = new AbortController();
    const skipped = vi.fn();
    const after = vi.fn();
    const onError = vi.fn();
    sliced(skipped, controller.signal, onError);
    sliced(() => { throw new Error('bad'); }, new AbortController().signal, onError);
    sliced(after, new AbortController().signal, onError);
    controller.abort();
    sliced(skipped, controller.signal, onError);
    await settle();
    expect(skipped).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(new Error('bad'));
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('ends a slice once it has run for SLICE_MS, and goes on after yielding', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    // Jobs of one slice run in one synchronous stretch: no microtask runs between them.
    const sliceOfJob: number[] = [];
    let slice = -1;
    let inStretch = false;
    const signal = new AbortController().signal;
    for (let i = 0; i < 9; i++) {
      sliced(() => {
        if (!inStretch) {
          inStretch = true;
          slice++;
          queueMicrotask(() => (inStretch = false));
        }
        sliceOfJob.push(slice);
        clock += 3;
      }, signal, () => undefined);
    }
    await settle();
    const perSlice = Math.ceil(SLICE_MS / 3);
    expect(sliceOfJob).toEqual(Array.from({ length: 9 }, (_, at) => Math.floor(at / perSlice)));
  });
});
