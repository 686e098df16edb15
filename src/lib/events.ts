/**
 * DOM events. airlift's own events are named `airlift:<feature>:<what>`; legacy events
 * (`wpcf7submit`, `cmplz_status_change` …) keep the names and detail shapes of their plugins.
 */
export interface EmitOptions {
  cancelable?: boolean;
  bubbles?: boolean;
}

/** Dispatches a CustomEvent (bubbling unless told, not cancelable unless told, not composed); returns false when a listener called preventDefault(). */
export function emit<T>(target: EventTarget, type: string, detail: T, options: EmitOptions = {}): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: options.bubbles ?? true, cancelable: options.cancelable }));
}

export function featureEvent(feature: string, what: string): string {
  return `airlift:${feature}:${what}`;
}
