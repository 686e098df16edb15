/**
 * Google Consent Mode v2: when the page has `gtag` or a `dataLayer`, a default of denied is
 * queued before any Google tag can run (Google tags are blocked until consent), then every
 * change updates the mapped keys; a revoke returns to denied.
 */
import { consentMode } from './state';

type Gtag = (...args: unknown[]) => void;

function gtag(): Gtag | null {
  const w = window as unknown as { gtag?: unknown; dataLayer?: unknown[] };
  if (typeof w.gtag === 'function') return w.gtag as Gtag;
  if (!Array.isArray(w.dataLayer)) return null;
  const layer = w.dataLayer;
  // gtag's own shape: the `arguments` object, which Google's tags read from the dataLayer.
  return function push() {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
}

let last = '';

/** Sends the default (first call) or an update when the accepted categories changed. */
export function consentModeSync(accepted: readonly string[]): void {
  const send = gtag();
  if (!send) return;
  const state = consentMode(accepted);
  const key = JSON.stringify(state);
  if (!last) {
    send('consent', 'default', consentMode([]));
    last = JSON.stringify(consentMode([]));
  }
  if (key === last) return;
  last = key;
  send('consent', 'update', state);
}
