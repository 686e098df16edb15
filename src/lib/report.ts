/**
 * Reporting a failure from code that has no mount context (a lib module, a callback of a pack):
 * through the reporter the host installed, so it is counted once, reaches the `airlift:error`
 * event and `airlift.onError` listeners as the engine's reports do, and only then the console.
 * One copy a page: packs get this module from the host (a host module, see build.mjs).
 */
type Reporter = (feature: string, error: unknown) => void;

let reporter: Reporter | null = null;

/** Set by the host as it starts. */
export function useReporter(next: Reporter | null): void {
  reporter = next;
}

export function report(feature: string, error: unknown): void {
  if (reporter) reporter(feature, error);
  else console.error(`[airlift:${feature}]`, error);
}
