/**
 * Whether the page has Boxzilla's boxes. Shared by the main script (which loads the popups pack
 * only then) and the pack itself. Boxzilla prints its `<head>` stub (and often its options) on
 * every page of a site; a page whose options name no box has nothing to load.
 */
import { linkHash } from '../../lib/dom';
import { isRecord, ownGlobal, ownRecord } from '../../lib/globals';
import { linkBoxId } from './rules';
import { OPTIONS_GLOBAL, QUEUE_GLOBAL } from './constants';

/** `boxzilla_options`: an object (its boxes are parsed one by one), never an element so named. */
export const readBoxzillaOptions = (): Record<string, unknown> | undefined => ownRecord(OPTIONS_GLOBAL);
/** The calls the plugin's `<head>` stub queued: an array. */
export const readBoxzillaQueue = (): unknown[] | undefined => {
  const queue = ownGlobal(QUEUE_GLOBAL);
  return Array.isArray(queue) ? queue : undefined;
};

/** The boxes `boxzilla_options` lists: a list, or an object where PHP printed a list with gaps (`{"0": …, "2": …}`). */
export function boxEntries(): unknown[] {
  try {
    const boxes = readBoxzillaOptions()?.['boxes'];
    return Array.isArray(boxes) ? boxes : isRecord(boxes) ? Object.values(boxes) : [];
  } catch {
    return [];
  }
}

/** `body` on pages with Boxzilla's boxes; elsewhere empty, which the engine skips without a look. */
export function popupsSelector(): string {
  return boxEntries().length ? 'body' : '';
}

/**
 * Follows Boxzilla's queue (`boxzilla_queue`): calls `heard` with it after each push, on the array
 * the page has now (made where it has none) and on any array the page puts in its place later:
 * Boxzilla's `<head>` stub, run after airlift by an optimiser that delays or reorders scripts
 * (Rocket Loader, WP Rocket's delay), says `var boxzilla_queue = []` again and pushes its calls
 * there. Where the stub already declared it (a `var`, which cannot be redefined), its array is
 * followed. Returns the undo.
 */
export function followQueue(heard: (queue: unknown[]) => void): () => void {
  const scope = globalThis as Record<string, unknown>;
  let current: unknown = readBoxzillaQueue() ?? [];
  let busy = false;
  const follow = (queue: unknown): void => {
    if (!Array.isArray(queue)) return;
    queue.push = (...calls: unknown[]): number => {
      const length = Array.prototype.push.apply(queue, calls);
      // What `heard` pushes back (a call it leaves queued) is not heard again.
      if (!busy) {
        busy = true;
        try {
          heard(queue);
        } finally {
          busy = false;
        }
      }
      return length;
    };
  };
  follow(current);
  let defined = false;
  try {
    Object.defineProperty(scope, QUEUE_GLOBAL, {
      configurable: true,
      get: () => current,
      set: (value: unknown) => {
        follow(value);
        current = value;
      },
    });
    defined = true;
  } catch {
    // Declared by the page's own script (a `var`: not configurable): its array is followed, or ours
    // put there where it holds none.
    scope[QUEUE_GLOBAL] = current;
  }
  return () => {
    if (Array.isArray(current)) Reflect.deleteProperty(current, 'push');
    if (defined) Object.defineProperty(scope, QUEUE_GLOBAL, { configurable: true, writable: true, value: current });
  };
}

/**
 * The box a click or a pointer reached a link to (`#boxzilla-{id}` or `&boxzilla-{id}` in its
 * address), and whether the link is to this page, which only toggles the box: following it would
 * jump to, and focus, the box. Read alike by the pack (index.ts) and while boxes wait (on-demand.ts).
 */
export function boxLink(event: Event): { id: string; samePage: boolean } | null {
  const link = (event.target as Element | null)?.closest?.('a,area') as HTMLAnchorElement | null;
  const id = link?.href ? linkBoxId(link.href) : null;
  return link && id ? { id, samePage: Boolean(linkHash(link)) } : null;
}
