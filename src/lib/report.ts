/**
 * Reporting a failure from code that has no mount context (a lib module, a callback of a pack):
 * through the reporter the host published, so it is counted once, reaches the `airlift:error`
 * event and `airlift.onError` listeners as the engine's reports do, and only then the console.
 * Packs never import core: the reporter is a service of the host, found under a shared symbol.
 */
export const REPORTER = Symbol.for('airlift.report');

type Reporter = (feature: string, error: unknown) => void;

export function report(feature: string, error: unknown): void {
  let reporter: unknown;
  try {
    reporter = (globalThis as unknown as Record<symbol, unknown>)[REPORTER];
  } catch {
    reporter = undefined;
  }
  if (typeof reporter === 'function') (reporter as Reporter)(feature, error);
  else console.error(`[airlift:${feature}]`, error);
}
