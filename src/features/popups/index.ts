/**
 * Popup boxes: a drop-in for the Boxzilla plugin's front-end script (SPEC §2, §4, §9).
 * Reads `boxzilla_options` (both generations of box), builds the DOM Boxzilla's CSS targets,
 * wires every trigger, the cookies, dismissal, link and hash opening, test mode, forms in boxes,
 * and publishes `window.Boxzilla` (replaying the calls the plugin's `<head>` stub queued).
 * Mounted once, on `<body>`, when the page has Boxzilla's options or stub.
 */
import { ownRecord } from '../../lib/globals';
import type { Feature, MountContext } from '../../core/registry';
import { createApi, replayQueue } from './api';
import { createBox } from './box';
import type { Box, BoxHost } from './box';
import { LAYOUT_PACK, messages, NEWSLETTER_SUBMITTED } from './constants';
import type { PopupsLayoutPack } from './packs/popups-layout';
import { parseBox, parseOptions } from './parse';
import { boxLink, followQueue, popupsSelector, readBoxzillaOptions, readBoxzillaQueue } from './presence';
import { hasBoxzillaStylesheet } from './stylesheet';
import { hashBoxTarget } from './rules';
import { watchTriggers } from './triggers';

const win = window as unknown as Record<string, unknown>;

/** The element id of the form Mailchimp for WordPress just submitted, from its page-load globals. */
export function mailchimpFormId(): unknown {
  const config = ownRecord('mc4wp_forms_config') as { submitted_form?: { element_id?: unknown } } | undefined;
  return ((ownRecord('mc4wp_submitted_form') ?? config?.submitted_form) as { element_id?: unknown } | undefined)?.element_id;
}


export const popups: Feature = {
  name: 'popups',
  // `<body>`, only on pages with Boxzilla's boxes: elsewhere nothing is mounted (or counted).
  // The main script's definition also waits, where every box waits for the visitor (on-demand.ts).
  get selector() {
    return popupsSelector();
  },
  mount(body, ctx) {
    const raw = readBoxzillaOptions();
    const options = parseOptions(raw);
    // Boxzilla's own script already built the boxes.
    if (options?.inited) return undefined;
    if (hasBoxzillaStylesheet()) return start(body, ctx, raw, options);
    // No box shows unstyled: where the page lacks Boxzilla's stylesheet, the boxes start once the
    // layout rules (the part pack) are in, a box the address's hash names included; where the
    // part cannot load, it is reported and they start without it (they still work).
    let stop: (() => void) | undefined;
    ctx.loadPack<PopupsLayoutPack>(LAYOUT_PACK).then((pack) => pack.addBoxLayout()).catch(ctx.report).then(() => {
      if (!ctx.signal.aborted) stop = start(body, ctx, raw, options);
    }).catch(ctx.report);
    return () => stop?.();
  },
};

/** The boxes, `window.Boxzilla` and their listeners, once the boxes' layout rules are on the page. */
function start(body: Element, ctx: MountContext, raw: Record<string, unknown> | undefined, options: ReturnType<typeof parseOptions>): () => void {
  // `inited` is written back to the page's own object, as Boxzilla does.
  const written = options ? (raw as { inited?: boolean }) : null;
  const queue = readBoxzillaQueue();
  const { signal } = ctx;
  const testMode = options?.testMode === true && body.classList.contains('logged-in');
  if (testMode) console.log(messages.testMode);

  const boxes: Box[] = [];
  const host: BoxHost = {
    fire: (event, args) => api.trigger(event, args),
    // Every box is asked (no short cut), the last made first: one Escape dismisses them all.
    dismissAll: () => [...boxes].reverse().map((box) => box.dismiss()).includes(true),
    testMode,
    // The generation before 3.3 printed its options with wp_localize_script, which turns the
    // top-level values into strings (testMode "" or "1"); it writes and reads `=true` only.
    cookieValue: typeof (raw as { testMode?: unknown } | null)?.testMode === 'string' ? 'true' : '1',
    signal,
  };
  const add = (entry: unknown, content: unknown, fromOptions?: boolean): Box | undefined => {
    const config = parseBox(entry);
    if (!config) {
      ctx.report(new Error(`${messages.malformed} ${JSON.stringify(entry)}`));
      return undefined;
    }
    const element = content instanceof HTMLElement ? content : document.getElementById(`boxzilla-box-${config.id}-content`);
    // Like Boxzilla, a configured box whose content is missing from the page is left out.
    if (fromOptions && !element && !config.content) return undefined;
    const box = createBox(config, element, host);
    boxes.push(box);
    return box;
  };
  const api = createApi(boxes, (id, opts) => add({ ...(opts as object), id }, (opts as { content?: unknown } | null)?.content), ctx.report);
  const previous = win['Boxzilla'];
  win['Boxzilla'] = api;
  replayQueue(api, queue, (method) => method === 'on' || method === 'off');
  watchTriggers(boxes, signal);

  document.addEventListener('click', (event) => {
    const link = boxLink(event);
    if (!link) return;
    if (link.samePage) event.preventDefault();
    api.toggle(link.id);
  }, { signal, capture: true });
  document.addEventListener(NEWSLETTER_SUBMITTED, (event) => {
    const form = (event as CustomEvent<{ form?: Node } | null>).detail?.form;
    if (form) boxes.find((box) => box.element.contains(form))?.show();
  }, { signal });
  api.trigger('ready');

  let unfollow = (): void => undefined;
  // Built after the scan, so that what the boxes contain (forms …) is enhanced as it is added.
  queueMicrotask(() => {
    if (signal.aborted) return;
    const target = hashBoxTarget(location.hash);
    const formId = mailchimpFormId();
    for (const entry of options?.boxes ?? []) {
      const box = add(entry, null, true);
      // The hash names the box, or an element inside it.
      if (box?.fits() && target && (target === box.element.id || box.element.querySelector(`#${target}`))) box.show();
    }
    if (written) written.inited = true;
    api.trigger('done');
    if (typeof formId === 'string') boxes.forEach((box) => box.element.querySelector(`#${CSS.escape(formId)}`) && box.show());
    replayQueue(api, queue, () => true);
    // Calls queued from now on (Boxzilla's stub run late by an optimiser, in its place) run at once.
    unfollow = followQueue((calls) => replayQueue(api, calls, () => true));
  });

  return () => {
    unfollow();
    boxes.forEach((box) => box.destroy());
    boxes.length = 0;
    if (written) written.inited = false;
    if (win['Boxzilla'] === api) win['Boxzilla'] = previous;
  };
}

export default popups;
