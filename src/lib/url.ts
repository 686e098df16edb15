/**
 * URLs from configuration, feeds and the network, before they go into a link or a request:
 * only web addresses. `javascript:`, `data:`, `vbscript:`, `blob:` and the like never do, nor
 * do they when disguised the ways the URL parser forgives (case, leading spaces and controls,
 * tabs and newlines inside the scheme).
 */
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * `url` as given when it is an http(s) URL or relative (resolved against `base`, the page by
 * default, it stays http(s)); null otherwise, and for anything that is no URL at all.
 */
export function safeUrl(url: unknown, base: string = document.baseURI): string | null {
  if (typeof url !== 'string') return null;
  try {
    return WEB_PROTOCOLS.has(new URL(url, base).protocol) ? url : null;
  } catch {
    return null;
  }
}
