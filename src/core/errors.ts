/**
 * Failure isolation. A feature that throws is reported once per distinct error, as
 * `console.error('[airlift:<feature>]', error)`, and never stops anything else.
 */
const reported = new Set<string>();
let unprintable = 0;

function errorKey(feature: string, error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}:${error.message}` : String(error);
  } catch {
    // A thrown object with no usable toString (or a getter that throws): reported each time.
    text = `unprintable ${++unprintable}`;
  }
  return `${feature}\u0000${text}`;
}

export function reportError(feature: string, error: unknown): void {
  const key = errorKey(feature, error);
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[airlift:${feature}]`, error);
}

/** Runs `fn`, reporting (once) and swallowing whatever it throws. */
export function guard<T>(feature: string, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    reportError(feature, error);
    return undefined;
  }
}
