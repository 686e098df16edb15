// The window.Boxzilla API: listeners, calls without an id, unknown ids, the head stub's queue.
import { describe, expect, it, vi } from 'vitest';
import { createApi, replayQueue } from '../../../src/features/popups/api';
import type { Box } from '../../../src/features/popups/box';

function fakeBox(id: string): Box {
  return { id, show: vi.fn(), hide: vi.fn(), dismiss: vi.fn(), toggle: vi.fn() } as unknown as Box;
}

describe('Boxzilla API', () => {
  it('applies a call without an id to every box, and with an id to that box', () => {
    const boxes = [fakeBox('1'), fakeBox('2')];
    const api = createApi(boxes, () => undefined, () => undefined);
    api.show();
    api.toggle(2);
    expect(boxes.map((box) => (box.show as ReturnType<typeof vi.fn>).mock.calls.length)).toEqual([1, 1]);
    expect((boxes[1]!.toggle as ReturnType<typeof vi.fn>).mock.calls.length).toBe(1);
    expect((boxes[0]!.toggle as ReturnType<typeof vi.fn>).mock.calls.length).toBe(0);
  });

  it('an unknown id logs "No box exists with ID {id}" and does not throw', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createApi([], () => undefined, () => undefined);
    expect(() => api.dismiss(77)).not.toThrow();
    expect(api.get('x')).toBeUndefined();
    expect(error.mock.calls.map((call): unknown => call[0])).toEqual(['No box exists with ID 77', 'No box exists with ID x']);
    error.mockRestore();
  });

  it('on / off / trigger pass the arguments; a throwing listener is reported and the others still run', () => {
    const report = vi.fn();
    const api = createApi([], () => undefined, report);
    const seen: unknown[] = [];
    const listener = (...args: unknown[]) => seen.push(args);
    api.on('box.show', () => { throw new Error('listener bug'); });
    api.on('box.show', listener);
    api.trigger('box.show', ['a', 'b']);
    api.off('box.show', listener);
    api.trigger('box.show', ['c']);
    expect(seen).toEqual([['a', 'b']]);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('replays queued calls that the filter picks, in order, and keeps the others queued', () => {
    const boxes = [fakeBox('1')];
    const api = createApi(boxes, () => undefined, () => undefined);
    const listener = vi.fn();
    const queue: unknown[] = [['on', ['done', listener]], ['show', [1]], ['bogus', []], 'junk'];
    replayQueue(api, queue, (method) => method === 'on');
    api.trigger('done');
    expect(listener).toHaveBeenCalledTimes(1);
    expect((boxes[0]!.show as ReturnType<typeof vi.fn>).mock.calls.length).toBe(0);
    replayQueue(api, queue, () => true);
    expect((boxes[0]!.show as ReturnType<typeof vi.fn>).mock.calls.length).toBe(1);
    expect(queue).toEqual([['bogus', []], 'junk']);
    replayQueue(api, undefined, () => true);
  });
});

describe('Boxzilla API: names from the page', () => {
  it('an event named like an Object.prototype member is an ordinary event', () => {
    const api = createApi([], () => undefined, () => undefined);
    const seen: string[] = [];
    expect(() => api.on('toString', () => seen.push('toString'))).not.toThrow();
    api.on('__proto__', () => seen.push('__proto__'));
    api.trigger('toString');
    api.trigger('__proto__');
    api.trigger('constructor');
    expect(seen).toEqual(['toString', '__proto__']);
  });

  it('a queued call replays only the API\'s own methods', () => {
    const api = createApi([], () => undefined, () => undefined);
    const queue: unknown[] = [['constructor', []], ['__defineGetter__', ['boxes', () => 1]], ['on', ['toString', () => undefined]]];
    expect(() => replayQueue(api, queue, () => true)).not.toThrow();
    expect(queue).toHaveLength(2);
    expect(Object.getOwnPropertyDescriptor(api, 'boxes')?.get).toBeUndefined();
  });
});
