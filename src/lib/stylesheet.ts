/**
 * Stylesheets airlift adds to the page: one element a page for each mark (a feature mounted
 * again reuses it), under the nonce of airlift's own script tag so that a strict
 * Content-Security-Policy (`style-src 'nonce-…'`) lets them apply.
 */

/**
 * The nonce of the script evaluating this module: airlift's own tag in the main bundle, the
 * pack's tag (which the pack loader gives airlift's nonce) in a pack. Read while it executes:
 * `document.currentScript` is null afterwards.
 */
const evaluatingNonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';

/** The page's CSP nonce as airlift knows it; empty on pages without one. */
export function pageNonce(): string {
  if (evaluatingNonce) return evaluatingNonce;
  // A pack defined from a cached script, or code run later: any airlift tag's nonce will do.
  const tag = document.querySelector<HTMLScriptElement>('script[data-airlift-pack][nonce], script[src*="airlift"][nonce]');
  return tag?.nonce ?? '';
}

const marked = <T extends Element>(selector: string, mark: string, test: (element: T) => boolean): T | undefined =>
  Array.from(document.querySelectorAll<T>(`${selector}[${mark}]`)).find(test);

/**
 * Adds `css` as a `<style>` marked with the attribute `mark` (once a page), first in `<head>`:
 * every stylesheet of the site comes after it and wins at equal specificity. The text is
 * airlift's own, never the page's.
 */
export function addStyleText(mark: string, css: string): HTMLStyleElement {
  const found = document.querySelector<HTMLStyleElement>(`style[${mark}]`);
  if (found) return found;
  const style = document.createElement('style');
  const nonce = pageNonce();
  if (nonce) style.nonce = nonce;
  style.setAttribute(mark, '');
  style.textContent = css;
  (document.head ?? document.documentElement).prepend(style);
  return style;
}

/**
 * Calls `callback` in a microtask unless `signal` has aborted by then: a callback promised "once
 * it is ready" runs after its caller's code, even when it is ready already.
 */
export function settleSoon(callback: () => void, signal: AbortSignal): void {
  queueMicrotask(() => {
    if (!signal.aborted) callback();
  });
}

/** Stylesheet links that have loaded or failed. */
const settledLinks = new WeakSet<HTMLLinkElement>();

/**
 * Adds (once a page for each address) a stylesheet `<link>` marked with `mark`, at the end of
 * `<head>`, and calls `onSettled` once it has loaded or failed: in a microtask if it already has,
 * or if the browser has it already (a preloaded stylesheet applies as its link is added, and its
 * `load` event, a task later, could wait behind the page's other work). Never during this call:
 * the caller may not have finished what the callback reads (the consent banner was not yet
 * assigned when a preloaded stylesheet settled at once, and never got its status). A missing
 * stylesheet settles too, so nothing waits for it forever.
 */
export function addStyleLink(mark: string, href: string, onSettled: () => void, signal: AbortSignal): HTMLLinkElement {
  let link = marked<HTMLLinkElement>('link', mark, (found) => found.getAttribute('href') === href);
  if (!link) {
    const created = document.createElement('link');
    created.rel = 'stylesheet';
    created.href = href;
    const nonce = pageNonce();
    if (nonce) created.nonce = nonce;
    created.setAttribute(mark, '');
    const settle = (): void => void settledLinks.add(created);
    created.addEventListener('load', settle, { once: true });
    created.addEventListener('error', settle, { once: true });
    document.head.append(created);
    if (created.sheet) settle();
    link = created;
  }
  if (settledLinks.has(link)) {
    settleSoon(onSettled, signal);
    return link;
  }
  link.addEventListener('load', onSettled, { once: true, signal });
  link.addEventListener('error', onSettled, { once: true, signal });
  return link;
}
