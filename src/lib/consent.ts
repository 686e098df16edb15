/**
 * Consent, as other features ask for it (media embeds, the radio's third-party calls).
 *
 *   hasConsent(category, service?) → boolean
 *     `category` is functional | preferences | statistics | marketing. With a `service`
 *     (`youtube`, `google-maps` …) the visitor's per-service choice wins over the category:
 *     a service the visitor denied is never allowed, one they accepted is allowed even if its
 *     category is not. Recomputed from the cookies on every call. Pages without a consent
 *     manager (no `complianz` global) allow everything; with one, nothing is allowed until the
 *     consent feature has read the visitor's choice.
 *
 *   onConsentChange(listener, signal?) → unsubscribe
 *     `listener()` runs after every change of consent (and once when the consent feature has
 *     started); call hasConsent again inside it. Aborting `signal` unsubscribes.
 *
 * The consent feature is the only writer: setConsentProvider and notifyConsentChange.
 *
 * One copy a page: this is a host module (build.mjs), which packs get from the main script. The
 * notice button over blocked content holds no state: it is lib/consent-notice, in the packs that
 * show it.
 */
import { report } from './report';
import { readComplianz } from './complianz';

export type ConsentProvider = (category: string, service?: string) => boolean;

interface ConsentState {
  provider: ConsentProvider | null;
  listeners: Set<() => void>;
}

const state: ConsentState = { provider: null, listeners: new Set() };
const listeners = state.listeners;

export function hasConsent(category: string, service?: string): boolean {
  const provider = state.provider;
  if (provider) return provider(category, service);
  return readComplianz() === undefined;
}

export function onConsentChange(listener: () => void, signal?: AbortSignal): () => void {
  const off = (): void => void listeners.delete(listener);
  if (signal?.aborted) return off;
  listeners.add(listener);
  signal?.addEventListener('abort', off, { once: true });
  return off;
}

export function setConsentProvider(next: ConsentProvider | null): void {
  state.provider = next;
}

export function notifyConsentChange(): void {
  for (const listener of Array.from(listeners)) {
    try {
      listener();
    } catch (error) {
      report('consent', error);
    }
  }
}
