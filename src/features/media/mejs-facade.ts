/**
 * MediaElement's page API where airlift replaced WordPress's media scripts (the WordPress
 * plugin drops them and carries their `_wpmejsSettings`): plugins that load content by ajax call
 * `wp.mediaelement.initialize()`, `new MediaElementPlayer(element, options)`, `mejs.players` and
 * `mejs.i18n`. Tiny and synchronous, in the main bundle: a player is built by the media pack,
 * through airlift's own scan (a MediaElementPlayer's element is marked so the media feature
 * mounts it whatever its class). Never installed beside WordPress's own MediaElement (the media
 * feature then stands down, legacy.ts). jQuery's `$.fn.mediaelementplayer` is added where the
 * page's jQuery is loaded before airlift and lacks it.
 */
import { definedByScript, isRecord, ownRecord } from '../../lib/globals';
import { report } from '../../lib/report';
import { MEJS_VERSION, PLAYER_ATTRIBUTE, PLAYER_ID_PREFIX, SETTINGS_GLOBAL } from './constants';
import { createI18n } from './mejs-i18n';
import { MEJS_LINK, MEJS_MARK } from './mejs-link';
import type { MejsLink } from './mejs-link';
import { MejsPlayer } from './mejs-player';
import type { PlayerRegistry } from './mejs-player';

interface AirliftScan {
  scan(root?: ParentNode): number;
  teardown(root?: Node): number;
}
// In the main script: the two methods are checked by hand (no schema library there).
function airlift(): AirliftScan | undefined {
  const found = ownRecord('airlift') as Partial<AirliftScan> | undefined;
  return typeof found?.scan === 'function' && typeof found.teardown === 'function' ? found as AirliftScan : undefined;
}

const scope = globalThis as unknown as Record<string | symbol, unknown>;

/** Options as MediaElement takes them: the argument, else the element's `data-mejsoptions` JSON. */
function optionsOf(element: HTMLMediaElement, options: unknown): Record<string, unknown> {
  if (options !== undefined) return isRecord(options) ? options : {};
  try {
    const parsed: unknown = JSON.parse(element.getAttribute('data-mejsoptions') ?? '{}');
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function installMejs(): void {
  if (!ownRecord(SETTINGS_GLOBAL)) return;
  // WordPress's own MediaElement is here: its API is the page's.
  if (definedByScript('mejs') || definedByScript('MediaElementPlayer')) return;
  const wpGlobal = Object.hasOwn(scope, 'wp') ? ownRecord('wp') : {};
  if (wpGlobal && Object.hasOwn(wpGlobal, 'mediaelement')) return;

  const byElement = new WeakMap<HTMLMediaElement, MejsPlayer>();
  const players: Record<string, MejsPlayer> = {};
  let index = 0;
  const registry: PlayerRegistry = {
    add: (player) => (players[player.id] = player),
    delete: (player) => delete players[player.id],
    teardown(node) {
      byElement.delete(node);
      airlift()?.teardown(node);
    },
    report: (error) => report('media', error),
  };
  const playerFor = (element: HTMLMediaElement, options: Record<string, unknown>): MejsPlayer => {
    let player = byElement.get(element);
    if (!player) {
      player = new MejsPlayer(`${PLAYER_ID_PREFIX}${index++}`, element, options, registry);
      byElement.set(element, player);
    }
    return player;
  };

  function MediaElementPlayer(node: unknown, options?: unknown): MejsPlayer {
    const element = typeof node === 'string' ? document.getElementById(node) : node;
    if (!(element instanceof HTMLMediaElement)) {
      report('media', new TypeError(`MediaElementPlayer: ${typeof node === 'string' ? `no audio or video element with the id "${node}"` : 'not an audio or video element'}`));
      return new MejsPlayer('', null, {}, registry);
    }
    const known = byElement.get(element);
    if (known) return known;
    const player = playerFor(element, optionsOf(element, options));
    element.setAttribute(PLAYER_ATTRIBUTE, '');
    // Built now if the media pack is here, else as soon as it arrives (and, for an element not
    // yet in the page, once it is added).
    if (element.isConnected) airlift()?.scan(element);
    return player;
  }
  MediaElementPlayer.prototype = MejsPlayer.prototype;

  const link: MejsLink = {
    attach: (media, handle) => playerFor(media, {}).attach(handle),
    detach: (media) => byElement.get(media)?.detach(),
  };
  const mark = <T extends object>(value: T): T => Object.assign(value, { [MEJS_MARK]: true });
  const define = (target: Record<string | symbol, unknown>, name: string | symbol, value: unknown): void => {
    try {
      target[name] = value;
    } catch {
      // A frozen global: airlift's players still work, without this part of the API.
    }
  };
  define(scope, MEJS_LINK, link);
  define(scope, 'MediaElementPlayer', mark(MediaElementPlayer));
  define(scope, 'mejs', mark({ version: MEJS_VERSION, players, i18n: createI18n(), MediaElementPlayer }));
  if (wpGlobal) {
    define(wpGlobal, 'mediaelement', mark({ initialize: () => void airlift()?.scan(document) }));
    if (!Object.hasOwn(scope, 'wp')) define(scope, 'wp', wpGlobal);
  }
  installJquery(MediaElementPlayer);
}

/** `$(…).mediaelementplayer(options)` (and `(false)` to remove), as MediaElement adds it to jQuery. */
function installJquery(create: (node: unknown, options?: unknown) => MejsPlayer): void {
  if (!definedByScript('jQuery')) return;
  try {
    const fn = (scope['jQuery'] as { fn?: unknown }).fn;
    if (!isRecord(fn) || 'mediaelementplayer' in fn) return;
    fn['mediaelementplayer'] = function mediaelementplayer(this: ArrayLike<unknown>, options?: unknown) {
      for (const element of Array.from(this)) {
        if (options !== false) create(element, options);
        else if (element instanceof HTMLMediaElement) (element as HTMLMediaElement & { player?: MejsPlayer }).player?.remove();
      }
      return this;
    };
  } catch {
    // A jQuery that refuses the addition: the page's own calls fail as they would without it.
  }
}
