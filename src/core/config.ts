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

/**
 * Where the site says airlift is, in a place no script optimiser rewrites: `<meta name="airlift-packs"
 * content="…/packs/">` in `<head>` (the WordPress plugin prints it; a page with the one tag may too),
 * with `data-airlift-off` as on airlift's tag. An optimiser that concatenates, renames, inlines
 * or moves airlift.js takes its address with it; the page's meta stays.
 */
const siteMeta = (doc: Document): HTMLMetaElement | null => doc.querySelector<HTMLMetaElement>('meta[name="airlift-packs"]');

/** The folder packs are loaded from: the page's meta (a web address), else `<folder of airlift.js>/packs/`. */
export function packBaseUrl(scriptUrl: string, doc: Document = document): string {
  const given = siteMeta(doc)?.content;
  if (given) {
    try {
      const url = new URL(given, doc.baseURI);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href.endsWith('/') ? url.href : `${url.href}/`;
    } catch {
      // Not an address: the script's own folder.
    }
  }
  return new URL('packs/', scriptUrl).href;
}

/**
 * The features a site turned off: names in `data-airlift-off` on airlift's own tag (or the page's
 * meta, when an optimiser has moved airlift's code out of its tag), separated by spaces or commas
 * (`<script src=".../airlift.js" data-airlift-off="popups media" defer>`; the WordPress plugin
 * prints it from its settings).
 */
export function featuresOff(script: Element | null, doc: Document = document): ReadonlySet<string> {
  const value = script?.getAttribute('data-airlift-off') ?? siteMeta(doc)?.getAttribute('data-airlift-off') ?? '';
  return new Set(value.split(/[\s,]+/).filter(Boolean));
}
