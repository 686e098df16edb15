/**
 * Blocked markup (SPEC §1, §5): kept inert until its category or service is accepted, then
 * activated exactly once, in document order. Scripts are recreated (so they execute) with the
 * page's CSP nonce; a `data-waitfor` script runs after the script whose src or text contains
 * its value has loaded. Iframes and images get their real URL, stylesheets their href.
 */
import { report } from '../../lib/report';
import { MESSAGE_SCRIPT_FAILED } from './messages';
import { removePlaceholder } from './placeholders';
import type { ScriptKind } from '../../lib/scripts';

type Allowed = (category: string, service: string) => boolean;
type Quietly = <T>(change: () => T) => T;

const pending = new Set<Element>();
/** Activated scripts: their src or text, and a promise that settles once they ran. */
const ran: Array<[string, Promise<void>]> = [];
let queue: Promise<void> = Promise.resolve();

export const watch = (element: Element): void => void pending.add(element);
export const unwatch = (element: Element): void => void pending.delete(element);
/** Whether `element` is still held back, waiting for consent. */
export const isWatched = (element: Element): boolean => pending.has(element);

const attr = (element: Element, name: string): string => element.getAttribute(name) ?? '';
const byDocumentOrder = (a: Element, b: Element): number => (a.compareDocumentPosition(b) & 4 ? -1 : 1);

/**
 * What a script Complianz blocked would have been: a module (`data-script-type="module"`), or a
 * classic script, unless marked `nomodule` (which a browser that runs modules skips).
 */
export const blockedScriptKind = (source: Element): ScriptKind | null =>
  attr(source, 'data-script-type') === 'module' ? 'module' : source.hasAttribute('nomodule') ? null : 'classic';

/**
 * Recreates a script so that it runs, as `kind` (a blocked script's own by default); resolves
 * when it has run (or failed to load). A script of no kind (nomodule) is not run: resolved at once.
 */
export function runScript(source: HTMLScriptElement, nonce: string, quietly: Quietly, kind = blockedScriptKind(source)): Promise<void> {
  if (!kind) return Promise.resolve();
  const script = document.createElement('script');
  for (const { name, value } of Array.from(source.attributes)) {
    if (!/^(type|async|nomodule|data-category|data-service|data-cmplz-src|data-script-type|data-airlift-deferred)$/.test(name)) script.setAttribute(name, value);
  }
  if (kind === 'module') script.type = 'module';
  if (nonce || source.nonce) script.nonce = nonce || source.nonce;
  const src = attr(source, 'data-cmplz-src');
  const done = new Promise<void>((resolve) => {
    if (!src) return resolve();
    script.async = false;
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      report('consent', new Error(`${MESSAGE_SCRIPT_FAILED}: ${src}`));
      resolve();
    });
  });
  if (!src) script.text = source.text;
  quietly(() => (source.parentNode ? source.replaceWith(script) : document.head.append(script)));
  ran.push([src || source.text, done]);
  return done;
}

function activateElement(element: Element): void {
  element.classList.add('cmplz-activated');
  const tag = element.tagName;
  const src = attr(element, 'data-src-cmplz');
  if (tag === 'LINK') {
    element.setAttribute('href', attr(element, 'data-href'));
    element.removeAttribute('data-href');
  } else if (tag === 'IFRAME') {
    const target = attr(element, 'data-cmplz-target') || 'src';
    const autoplay = /[?&]autoplay=1(&|$)/.test(attr(element, target)) && !/[?&]autoplay=/.test(src);
    element.addEventListener('load', () => removePlaceholder(element), { once: true });
    element.removeAttribute('data-src-cmplz');
    element.setAttribute(target, autoplay ? `${src}${src.includes('?') ? '&' : '?'}autoplay=1` : src);
  } else if (src) {
    element.removeAttribute('data-src-cmplz');
    element.setAttribute('src', src);
    removePlaceholder(element);
  } else {
    removePlaceholder(element);
  }
}

export interface FlushOptions {
  /** The consent check against one reading of the cookies, for all the elements of a flush. */
  allowed(): Allowed;
  nonce: string;
  quietly: Quietly;
  /** Consent areas: fetched and filled by the caller. */
  area(element: HTMLElement): void;
  /** Called once every script of this flush has run. */
  done(categories: string[]): void;
}

/** Activates every watched element that is now allowed; scripts one after another. */
export function flush(options: FlushOptions): Promise<void> {
  queue = queue.then(() => run(options)).catch((error: unknown) => report('consent', error));
  return queue;
}

async function run(options: FlushOptions): Promise<void> {
  const allowed = options.allowed();
  const ready = Array.from(pending).filter((element) => element.isConnected
    && allowed(attr(element, 'data-category') || 'marketing', attr(element, 'data-service'))).sort(byDocumentOrder);
  ready.forEach(unwatch);
  const scripts: HTMLScriptElement[] = [];
  for (const element of ready) {
    if (element instanceof HTMLScriptElement) scripts.push(element);
    else if (element.classList.contains('cmplz-consent-area')) options.area(element as HTMLElement);
    else options.quietly(() => activateElement(element));
  }
  const key = (script: HTMLScriptElement): string => attr(script, 'data-cmplz-src') || script.text;
  for (let at = 0; at < scripts.length; at++) {
    const script = scripts[at]!;
    const waitfor = attr(script, 'data-waitfor');
    const later = waitfor && scripts.slice(at + 1).some((other) => key(other).includes(waitfor));
    // Waits for a script later in the page: it moves behind it (once; cycles just run).
    if (later && !script.dataset.airliftDeferred) {
      script.dataset.airliftDeferred = '1';
      scripts.push(script);
      continue;
    }
    const target = waitfor ? ran.find(([text]) => text.includes(waitfor)) : undefined;
    if (target) await target[1];
    void runScript(script, options.nonce, options.quietly);
  }
  await Promise.all(ran.map(([, done]) => done));
  options.done(Array.from(new Set(ready.map((element) => attr(element, 'data-category')).filter(Boolean))));
}
