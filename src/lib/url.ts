/**
 * Addresses from the page, feeds and the network before they become links, media sources,
 * images or metadata: only http(s) and relative URLs, never `javascript:`, `data:` or `blob:`.
 */

/** Resolves relative addresses when no base is given, to tell their scheme. */
const FALLBACK_BASE = 'http://localhost/';

/**
 * `value` (trimmed) when it is an http or https URL or a relative one, resolved against `base`
 * (to an absolute URL) when a base is given; otherwise null. Never throws: a value that is not
 * a string, is empty, has another scheme or cannot be parsed gives null.
 */
export function safeUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    // The URL parser drops tabs and newlines (`java\nscript:`) before it reads the scheme: the
    // parsed protocol, not the text, decides. A relative address takes the base's scheme.
    const resolved = new URL(trimmed, base ?? FALLBACK_BASE);
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
    return base === undefined ? trimmed : resolved.href;
  } catch {
    return null;
  }
}

/**
 * `decodeURIComponent` that never throws: each run of escapes is decoded, and one that is no
 * UTF-8 (`%E9` from a Latin-1 site) is kept as written, as is a bare `%`. For names and ids taken
 * from addresses (a file's name, a hash, a cookie).
 */
export const decodeText = (text: string): string => text.replace(/(%[\da-f]{2})+/gi, (run) => {
  try {
    return decodeURIComponent(run);
  } catch {
    return run;
  }
});
