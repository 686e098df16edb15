/**
 * How the MediaElement facade (mejs-facade.ts, in the main bundle) and the players the media
 * pack builds find each other: two bundles, one page. The facade publishes its link on the
 * window under a shared symbol; the pack's players attach to it as they are built and detach as
 * they are torn down. Every global the facade defines carries MEJS_MARK, so the media feature
 * tells them from WordPress's own MediaElement scripts (legacy.ts).
 */

/** On `window.mejs`, `window.MediaElementPlayer` and `wp.mediaelement` when airlift defined them. */
export const MEJS_MARK = Symbol.for('airlift.mejs');
/** On the window: the facade's MejsLink. */
export const MEJS_LINK = Symbol.for('airlift.mejs.link');

/** What a built player offers the facade. */
export interface PlayerHandle {
  readonly container: HTMLElement;
  /** New sources (the page's argument to `setSrc`, unchecked); plays once they are in when `play`. */
  setSrc(sources: unknown, play: boolean): void;
}

/** Sources the page asked for before its player was built. */
export interface SourceRequest {
  sources: unknown;
  play: boolean;
}

export interface MejsLink {
  /** airlift built a player for `media`; returns the sources asked for meanwhile, if any. */
  attach(media: HTMLMediaElement, handle: PlayerHandle): SourceRequest | null;
  detach(media: HTMLMediaElement): void;
}

/** Whether `value` is one of the facade's globals (never throws). */
export function isFacade(value: unknown): boolean {
  try {
    return (typeof value === 'function' || (typeof value === 'object' && value !== null)) && (value as Record<symbol, unknown>)[MEJS_MARK] === true;
  } catch {
    return false;
  }
}

/** The facade's link, when the page has the facade. */
export function mejsLink(): MejsLink | null {
  try {
    const link = (globalThis as unknown as Record<symbol, unknown>)[MEJS_LINK];
    return typeof link === 'object' && link !== null ? (link as MejsLink) : null;
  } catch {
    return null;
  }
}
