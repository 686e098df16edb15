/**
 * Blocked markup (SPEC §1, §5), kept inert and registered in the consent pack until its category
 * or service is accepted; then handed, in document order and exactly once, to what lets it in
 * (let-in.ts, the part pack consent-choice), which is asked for only when something is allowed.
 */
import type { MountContext } from '../../core/registry';
import { report } from '../../lib/report';

type Allowed = (category: string, service: string) => boolean;

const pending = new Set<Element>();
let queue: Promise<void> = Promise.resolve();

export const watch = (element: Element): void => void pending.add(element);
export const unwatch = (element: Element): void => void pending.delete(element);
/** Whether `element` is still held back, waiting for consent. */
export const isWatched = (element: Element): boolean => pending.has(element);

/** The box's own inline display, while airlift keeps its computed display in place of Complianz's flex box. */
export const KEPT_DISPLAY = 'data-airlift-display';

/**
 * The box a blocked element's placeholder takes (placeholder-add.ts, the part pack
 * consent-placeholders) and gives back when it is let in (let-in.ts, the part pack
 * consent-choice): the iframe's, video's or image's parent, or the element itself. Here, in the
 * pack, so that both part packs share it rather than carry it twice.
 */
export function containerOf(element: Element): HTMLElement | null {
  const wrapped = element.tagName === 'IFRAME' || element.tagName === 'VIDEO' || element.classList.contains('cmplz-image');
  return (wrapped ? element.parentElement : element) as HTMLElement | null;
}

const attr = (element: Element, name: string): string => element.getAttribute(name) ?? '';
const byDocumentOrder = (a: Element, b: Element): number => (a.compareDocumentPosition(b) & 4 ? -1 : 1);

/** What the part needs to let content in. */
export interface LetInOptions {
  nonce: string;
  ctx: MountContext;
}

/** The part pack consent-choice, as a flush uses it. */
export interface LetIn {
  letIn(ready: readonly Element[], options: LetInOptions): Promise<void>;
}

export interface FlushOptions extends LetInOptions {
  /** The consent check against one reading of the cookies, for all the elements of a flush. */
  allowed(): Allowed;
  /** The part pack consent-choice where it has arrived, else null. */
  loaded(): LetIn | null;
  /** The part pack, asked for; null where it cannot load (reported once by the loader, choice.ts). */
  load(): Promise<LetIn | null>;
  /** Called once every script of this flush has run. */
  done(): void;
}

/** Every watched element that is allowed now, in document order. */
function allowedNow(options: FlushOptions): Element[] {
  const allowed = options.allowed();
  return Array.from(pending).filter((element) => element.isConnected
    && allowed(attr(element, 'data-category') || 'marketing', attr(element, 'data-service'))).sort(byDocumentOrder);
}

/** Lets in every watched element that is now allowed; scripts one after another. */
export function flush(options: FlushOptions): Promise<void> {
  queue = queue.then(() => run(options)).catch((error: unknown) => report('consent', error));
  return queue;
}

/**
 * The part is asked for only where something allowed waits to be let in; the activation and
 * `done` (the events that announce it) then wait for it, so they come after the choice's own
 * events as they always did, a round trip later.
 */
async function run(options: FlushOptions): Promise<void> {
  const part = options.loaded() ?? (allowedNow(options).length ? await options.load() : null);
  // Read again once the part is in: what was chosen meanwhile counts.
  const ready = allowedNow(options);
  // Where the part cannot load, what is allowed stays inert and watched, and nothing announces it
  // as enabled: the next choice or page asks again (choice.ts).
  if (ready.length && !part) return;
  ready.forEach(unwatch);
  if (part) await part.letIn(ready, options);
  options.done();
}
