/**
 * Boxes that wait for the visitor. A box with Boxzilla's trigger "Never" (a manual box: the
 * plugin's way to put a box on every page, opened from a link to `#boxzilla-{id}`) needs no
 * code until somebody asks for it. Where every box of the page is such a box, the main script
 * keeps the popups pack unloaded and watches for what asks: a click on a box link (its pack is
 * fetched as the pointer or the focus reaches the link), or a call to `window.Boxzilla`. The
 * request is queued in Boxzilla's own queue (`boxzilla_queue`), which the pack replays as it
 * mounts, and the feature is mounted then. A box shown by itself (a trigger, the address's
 * hash, a queued call, a form just sent from a box) loads the pack at once, as before.
 */
import type { FacadeHost } from '../../core/registry';
import { isRecord, ownGlobal, ownRecord } from '../../lib/globals';
import { BOXZILLA_METHODS } from './constants';
import { boxEntries, boxLink, followQueue, popupsSelector, readBoxzillaQueue } from './presence';
import { hashBoxTarget } from './rules';

const win = globalThis as unknown as Record<string, unknown>;
/** The API's methods (popups/api.ts); `on` and `off` only listen, so they do not load the pack. */
const LISTENING: readonly string[] = BOXZILLA_METHODS.slice(0, 2);


/** Whether a box may show before the visitor asks for one (so the pack is needed at load). */
export function showsAtLoad(): boolean {
  const submitted = ownRecord('mc4wp_forms_config')?.['submitted_form'];
  return boxEntries().some((box) => isRecord(box) && isRecord(box['trigger']))
    || Boolean(hashBoxTarget(location.hash))
    || (readBoxzillaQueue() ?? []).some((call) => !(Array.isArray(call) && LISTENING.includes(call[0] as string)))
    || ownGlobal('mc4wp_submitted_form') !== undefined || isRecord(submitted);
}

let asked = false;

/** `body` where the page's boxes show by themselves or a visitor asked for one; elsewhere ''. */
export function popupsAtLoadSelector(): string {
  const selector = popupsSelector();
  return selector && (asked || showsAtLoad()) ? selector : '';
}

/** Watches for the visitor's request on a page whose boxes all wait for one (the definition's `setup`). */
export function waitForVisitor(host: FacadeHost): void {
  if (!popupsSelector() || showsAtLoad()) return;
  const watching = new AbortController();
  const options = { signal: watching.signal, capture: true, passive: true };
  // Every call reaches the queue: Boxzilla's `<head>` stub (on, off, toggle, show), the stand-in
  // below, page code pushing to it. A call that asks for a box loads the boxes, which replay it.
  const stop = followQueue((queue) => {
    if (queue.every((call) => Array.isArray(call) && LISTENING.includes(call[0] as string))) return;
    stop();
    asked = true;
    watching.abort();
    host.mount();
  });
  // Where the page has no stub, page code that calls `Boxzilla.show(id)` finds the API it knew;
  // `get` answers once the pack is here (its call is queued and loads it).
  if (!win['Boxzilla']) {
    const facade: Record<string, unknown> = { boxes: [] };
    for (const method of BOXZILLA_METHODS) {
      facade[method] = function queued() {
        // eslint-disable-next-line prefer-rest-params -- the arguments object is the queue's format, as the stub's
        (readBoxzillaQueue() ?? []).push([method, arguments]);
      };
    }
    win['Boxzilla'] = facade;
  }
  document.addEventListener('click', (event) => {
    const link = boxLink(event);
    if (!link) return;
    // As once the pack is here (index.ts): a link to this page only toggles.
    if (link.samePage) event.preventDefault();
    readBoxzillaQueue()?.push(['toggle', [link.id]]);
  }, { ...options, passive: false });
  // The pack is fetched as the pointer or the keyboard's focus reaches a box link, before the click.
  const warm = (event: Event): void => {
    if (boxLink(event)) host.loadPack().catch(() => undefined);
  };
  document.addEventListener('pointerover', warm, options);
  document.addEventListener('focusin', warm, options);
}
