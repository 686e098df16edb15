/**
 * `window.Boxzilla`, as the plugin exposes it: on, off, get, show, hide, dismiss, toggle,
 * create, init, trigger and boxes. Calls without an id apply to every box; an unknown id logs
 * 'No box exists with ID {id}' instead of throwing. Listeners get the event's arguments
 * (`box.show` → box, `box.interactions.form` → box, form …).
 */
import type { Box } from './box';
import { messages } from './constants';

type Listener = (...args: unknown[]) => void;
type Each = (id?: unknown) => void;

export interface BoxzillaApi {
  boxes: Box[];
  on(event: string, fn: Listener): void;
  off(event: string, fn: Listener): void;
  trigger(event: string, args?: unknown[]): void;
  get(id: unknown): Box | undefined;
  show: Each;
  hide: Each;
  dismiss: Each;
  toggle: Each;
  create(id: unknown, options: unknown): Box | undefined;
  init(): void;
}

export function createApi(boxes: Box[], create: BoxzillaApi['create'], report: (error: unknown) => void): BoxzillaApi {
  const listeners: Record<string, Listener[]> = {};
  const each = (method: 'show' | 'hide' | 'dismiss' | 'toggle'): Each => (id) => {
    if (id == null || id === '') boxes.forEach((box) => box[method]());
    else api.get(id)?.[method]();
  };
  const api: BoxzillaApi = {
    boxes,
    on: (event, fn) => {
      (listeners[event] ??= []).push(fn);
    },
    off: (event, fn) => {
      listeners[event] = (listeners[event] ?? []).filter((known) => known !== fn);
    },
    trigger: (event, args = []) => (listeners[event] ?? []).forEach((fn) => {
      try {
        fn(...args);
      } catch (error) {
        report(error);
      }
    }),
    get(id) {
      const box = boxes.find((known) => known.id === String(id));
      if (!box) console.error(messages.unknownBox(id));
      return box;
    },
    show: each('show'),
    hide: each('hide'),
    dismiss: each('dismiss'),
    toggle: each('toggle'),
    create,
    init: () => undefined,
  };
  return api;
}

/** Replays, and takes out of the queue, the `[method, arguments]` calls the plugin's `<head>` stub queued that `pick` selects. */
export function replayQueue(api: BoxzillaApi, queue: unknown, pick: (method: string) => boolean): void {
  if (!Array.isArray(queue)) return;
  const calls = queue.splice(0);
  for (const call of calls) {
    const [method, args] = Array.isArray(call) ? call : [];
    const fn = typeof method === 'string' ? api[method as 'show'] : undefined;
    if (typeof fn === 'function' && pick(method)) fn(...Array.from<unknown>(args ?? []) as []);
    else queue.push(call);
  }
}
