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
 */
import { readGlobal } from '../lib/globals';

export type ConsentProvider = (category: string, service?: string) => boolean;

let provider: ConsentProvider | null = null;
const listeners = new Set<() => void>();

export function hasConsent(category: string, service?: string): boolean {
  if (provider) return provider(category, service);
  return readGlobal('complianz') === undefined;
}

export function onConsentChange(listener: () => void, signal?: AbortSignal): () => void {
  const off = (): void => void listeners.delete(listener);
  if (signal?.aborted) return off;
  listeners.add(listener);
  signal?.addEventListener('abort', off, { once: true });
  return off;
}

export function setConsentProvider(next: ConsentProvider | null): void {
  provider = next;
}

export function notifyConsentChange(): void {
  for (const listener of Array.from(listeners)) {
    try {
      listener();
    } catch (error) {
      console.error('[airlift:consent]', error);
    }
  }
}
