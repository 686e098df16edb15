/** The visitor's motion preference: true when they asked the system to reduce motion. */
const QUERY = '(prefers-reduced-motion: reduce)';
let source: typeof window.matchMedia | undefined;
let query: MediaQueryList | null = null;

export function reducedMotion(): boolean {
  // One query object for the page (it follows the setting live): a thousand widgets asking
  // at mount do not each build one.
  // Compared by identity (a page may replace it), then called with `window` as its `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const match = window.matchMedia;
  if (match !== source) {
    source = match;
    query = typeof match === 'function' ? match.call(window, QUERY) : null;
  }
  return Boolean(query?.matches);
}
