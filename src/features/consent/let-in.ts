/**
 * What lets blocked markup in (SPEC §1, §5), in the part pack consent-choice: the consent pack
 * keeps the markup inert and registered (activate.ts) and hands over what is allowed, in document
 * order, each element exactly once. Scripts are recreated (so they execute) with the page's CSP
 * nonce; a `data-waitfor` script runs after the script whose src or text contains its value has
 * loaded. Iframes and images get their real URL, stylesheets their href; consent areas get the
 * server's HTML (`GET consent-area/{post}/{block}`, server-html.ts in the part pack consent-rest).
 */
import type { MountContext } from '../../core/registry';
import { report } from '../../lib/report';
import { MESSAGE_SCRIPT_FAILED } from './messages';
import type { ScriptKind } from '../../lib/scripts';
import { KEPT_DISPLAY, containerOf, unwatch } from './activate';
import type { LetInOptions } from './activate';
import { restPack } from './rest-calls';

type Quietly = <T>(change: () => T) => T;

/** Activated scripts: their src or text, and a promise that settles once they ran. */
const ran: Array<[string, Promise<void>]> = [];

const attr = (element: Element, name: string): string => element.getAttribute(name) ?? '';

/**
 * What a script Complianz blocked would have been: a module (`data-script-type="module"`), or a
 * classic script, unless marked `nomodule` (which a browser that runs modules skips).
 */
const blockedScriptKind = (source: Element): ScriptKind | null =>
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

/** Undoes the placeholder (placeholder-add.ts) once the real content is in. */
export function removePlaceholder(element: Element): void {
  const container = element.closest<HTMLElement>('.cmplz-blocked-content-container') ?? containerOf(element);
  if (container) {
    container.classList.remove('cmplz-blocked-content-container', `cmplz-placeholder-${container.getAttribute('data-placeholder_class_index')}`);
    container.style.backgroundImage = '';
    const kept = container.getAttribute(KEPT_DISPLAY);
    if (kept !== null) {
      container.style.display = kept;
      container.removeAttribute(KEPT_DISPLAY);
    }
    container.querySelector(':scope > .cmplz-blocked-content-notice')?.remove();
  }
  element.classList.remove('cmplz-iframe-styles', 'cmplz-iframe', 'video-wrap');
}

const loading = new WeakSet<Element>();

/** A consent area, once accepted (or clicked): the server's HTML replaces its placeholder. */
export function loadArea(area: HTMLElement, ctx: MountContext, nonce: string): void {
  if (loading.has(area)) return;
  loading.add(area);
  unwatch(area);
  area.classList.remove('cmplz-placeholder');
  void restPack(ctx).then((pack) => pack?.fillArea(area, nonce, ctx, runScript));
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

/** Lets in `ready` (allowed, in document order, no longer watched); scripts one after another. Resolves once every script ran. */
export async function letIn(ready: readonly Element[], options: LetInOptions): Promise<void> {
  const { ctx, nonce } = options;
  const scripts: HTMLScriptElement[] = [];
  for (const element of ready) {
    if (element instanceof HTMLScriptElement) scripts.push(element);
    else if (element.classList.contains('cmplz-consent-area')) loadArea(element as HTMLElement, ctx, nonce);
    else ctx.quietly(() => activateElement(element));
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
    void runScript(script, nonce, ctx.quietly);
  }
  await Promise.all(ran.map(([, done]) => done));
}
