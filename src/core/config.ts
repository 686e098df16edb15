/**
 * What airlift learns about its page at start: where its own script lives (packs load
 * relative to it) and safe access to the configuration globals the legacy plugins print.
 */
export function currentScriptUrl(doc: Document = document): string {
  const script = doc.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return script.src;
  // async/defer scripts still have currentScript while executing; this is a last resort
  // for odd loaders: the last script whose file is airlift's.
  const scripts = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'));
  const own = scripts.reverse().find((s) => /(^|\/)airlift(\.min)?\.js(\?|#|$)/.test(s.src));
  return own ? own.src : new URL('/dist/airlift.js', doc.baseURI).href;
}

/** The folder packs are loaded from: `<folder of airlift.js>/packs/`. */
export function packBaseUrl(scriptUrl: string): string {
  return new URL('packs/', scriptUrl).href;
}

/**
 * The features a site turned off: names in `data-airlift-off` on airlift's own tag, separated by
 * spaces or commas (`<script src=".../airlift.js" data-airlift-off="popups media" defer>`; the
 * WordPress plugin prints it from its settings).
 */
export function featuresOff(script: Element | null): ReadonlySet<string> {
  const value = script?.getAttribute('data-airlift-off') ?? '';
  return new Set(value.split(/[\s,]+/).filter(Boolean));
}
