/** The visitor's motion preference: true when they asked the system to reduce motion. */
export function reducedMotion(): boolean {
  return Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
