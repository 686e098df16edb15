/**
 * `window.Boxzilla`, as the plugin exposes it: on, off, get, show, hide, dismiss, toggle,
 * create, init, trigger and boxes. Calls without an id apply to every box; an unknown id logs
 * 'No box exists with ID {id}' instead of throwing. Listeners get the event's arguments
 * (`box.show` → box, `box.interactions.form` → box, form …).
 */
import type { Box } from './box';
import { BOXZILLA_METHODS, messages } from './constants';
import { asText } from '../../lib/text';

type Listener = (...args: unknown[]) => void;
type Each = (id?: unknown) => void;

/** Its functions need no `this`: page code may call them detached (`const { show } = Boxzilla`). */
export interface BoxzillaApi {
  boxes: Box[];
  on: (event: string, fn: Listener) => void;
  off: (event: string, fn: Listener) => void;
  trigger: (event: string, args?: unknown[]) => void;
  get: (id: unknown) => Box | undefined;
  show: Each;
  hide: Each;
  dismiss: Each;
  toggle: Each;
  create: (id: unknown, options: unknown) => Box | undefined;
  init: () => void;
}

export function createApi(boxes: Box[], create: BoxzillaApi['create'], report: (error: unknown) => void): BoxzillaApi {
  // Keyed by the page's event names: a Map, so `toString` or `__proto__` is a name like any other.
  const listeners = new Map<string, Listener[]>();
  const of = (event: unknown): Listener[] => listeners.get(String(event)) ?? [];
  const each = (method: 'show' | 'hide' | 'dismiss' | 'toggle'): Each => (id) => {
    if (id == null || id === '') boxes.forEach((box) => box[method]());
    else api.get(id)?.[method]();
  };
  const api: BoxzillaApi = {
    boxes,
    on: (event, fn) => {
      if (typeof fn === 'function') listeners.set(String(event), [...of(event), fn]);
    },
    off: (event, fn) => {
      listeners.set(String(event), of(event).filter((known) => known !== fn));
    },
    trigger: (event, args = []) => of(event).forEach((fn) => {
      try {
        fn(...(Array.isArray(args) ? args : []));
      } catch (error) {
        report(error);
      }
    }),
    get(id) {
      const key = asText(id);
      const box = boxes.find((known) => known.id === key);
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


const isArguments = (value: unknown): boolean => Object.prototype.toString.call(value) === '[object Arguments]';

/** Replays, and takes out of the queue, the `[method, arguments]` calls the plugin's `<head>` stub queued that `pick` selects. */
export function replayQueue(api: BoxzillaApi, queue: unknown, pick: (method: string) => boolean): void {
  if (!Array.isArray(queue)) return;
  const pending: unknown[] = queue;
  const calls = pending.splice(0);
  for (const call of calls) {
    const [method, args]: readonly unknown[] = Array.isArray(call) ? (call as unknown[]) : [];
    // Only the API's own methods: never a name the prototype answers (`constructor`, `__proto__`).
    const known = typeof method === 'string' && (BOXZILLA_METHODS as readonly string[]).includes(method);
    const fn = known ? api[method as (typeof BOXZILLA_METHODS)[number]] : undefined;
    if (known && typeof fn === 'function' && pick(method)) {
      const list = Array.isArray(args) || isArguments(args) ? Array.from(args as ArrayLike<unknown>) : [];
      (fn as (...a: unknown[]) => unknown)(...list);
    } else pending.push(call);
  }
}
