/**
 * How the MediaElement facade (mejs-facade.ts) and the players airlift builds find each other:
 * the facade makes the player objects page code holds (synchronous: `new MediaElementPlayer`
 * returns one at once) and sets its link here as it installs (both are in the media pack, whose
 * first definition alone installs the facade and builds players); the player objects do what
 * page code asks of them (mejs-player.ts), and the players airlift builds attach to the link as
 * they are built and detach as they are torn down (mejs-methods.ts). Every global the facade defines carries MEJS_MARK, so
 * the media feature tells them from WordPress's own MediaElement scripts (legacy.ts).
 */

/** On `window.mejs`, `window.MediaElementPlayer` and `wp.mediaelement` when airlift defined them. */
export const MEJS_MARK = Symbol.for('airlift.mejs');

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

/** A player object as both bundles see it: made by the facade, driven by the pack. */
export interface MejsPlayerState {
  readonly id: string;
  /** Null when the page named no audio or video element: every method then does nothing. */
  node: HTMLMediaElement | null;
  media: HTMLMediaElement | null;
  options: Record<string, unknown>;
  /** The player airlift built for the element, while it stands. */
  handle: PlayerHandle | null;
  /** What `setSrc` and `play` asked for before the player was built. */
  asked: SourceRequest | null;
  /** Whether the page's `success` callback has run. */
  succeeded: boolean;
}

/** The facade's side. */
export interface MejsLink {
  /** `mejs.players`: the players standing, by id. */
  readonly players: Record<string, MejsPlayerState>;
  /** The player object for `media`, made now when page code asked for none. */
  player(media: HTMLMediaElement): MejsPlayerState;
  /** The player object for `media`, if there is one. */
  known(media: HTMLMediaElement): MejsPlayerState | undefined;
  /** Tears down airlift's player on this element, and forgets its player object. */
  teardown(node: HTMLMediaElement): void;
}

/** Whether `value` is one of the facade's globals (never throws). */
export function isFacade(value: unknown): boolean {
  try {
    return (typeof value === 'function' || (typeof value === 'object' && value !== null)) && (value as Record<symbol, unknown>)[MEJS_MARK] === true;
  } catch {
    return false;
  }
}

/** The facade's link (`link`), once the facade is installed. */
export const facade: { link?: MejsLink } = {};
