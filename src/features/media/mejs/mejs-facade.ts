/**
 * MediaElement's page API where airlift replaced WordPress's media scripts (the WordPress
 * plugin drops them and carries their `_wpmejsSettings`): plugins that load content by ajax call
 * `wp.mediaelement.initialize()`, `new MediaElementPlayer(element, options)`, `mejs.players` and
 * `mejs.i18n`, and extend `mejs.MepDefaults` (a theme's start-up sets `enableAutosize` on it and on
 * `mejs.MediaElementDefaults`; a MediaElement plugin adds its options and its `features` entry).
 * In the media pack, installed by the main script as the pack defines itself, on a
 * page that carries `_wpmejsSettings` (definition.ts): there the plugin prints the pack's tags
 * after airlift's, so the API is in place before DOMContentLoaded. The player objects
 * (mejs-player.ts, which also does what page code asks of them) and `mejs.i18n` answer at once, and a
 * player is built through airlift's own scan (a MediaElementPlayer's element is marked so the
 * media feature mounts it whatever its class). Never installed beside WordPress's own
 * MediaElement (the media feature then stands down, legacy.ts). jQuery's
 * `$.fn.mediaelementplayer` is added where the page's jQuery lacks it (mejs-jquery.ts).
 */
import { definedByScript, isRecord, ownRecord } from '../../../lib/globals';
import { report } from '../../../lib/report';
import { MEJS_VERSION, PLAYER_ATTRIBUTE, PLAYER_ID_PREFIX, SETTINGS_GLOBAL } from '../constants';
import { createI18n } from './mejs-i18n';
import { installJquery } from './mejs-jquery';
import { MEJS_MARK, facade } from './mejs-link';
import type { MejsLink } from './mejs-link';
import { MejsPlayer } from './mejs-player';

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
  let index = 0;
  const playerFor = (element: HTMLMediaElement, options: Record<string, unknown>): MejsPlayer => {
    let player = byElement.get(element);
    if (!player) {
      player = new MejsPlayer(`${PLAYER_ID_PREFIX}${index++}`, element, options);
      byElement.set(element, player);
      link.players[player.id] = player;
    }
    return player;
  };
  const link: MejsLink = {
    players: {},
    player: (media) => playerFor(media, {}),
    known: (media) => byElement.get(media),
    teardown(node) {
      byElement.delete(node);
      airlift()?.teardown(node);
    },
  };

  function MediaElementPlayer(node: unknown, options?: unknown): MejsPlayer {
    const element = typeof node === 'string' ? document.getElementById(node) : node;
    if (!(element instanceof HTMLMediaElement)) {
      report('media', new TypeError(`MediaElementPlayer: ${typeof node === 'string' ? `no audio or video element with the id "${node}"` : 'not an audio or video element'}`));
      return new MejsPlayer('', null, {});
    }
    const known = byElement.get(element);
    if (known) return known;
    // MediaElement's defaults under the options, as its constructor merges them (a `success` set there included).
    const player = playerFor(element, { ...(isRecord(mejs['MepDefaults']) ? mejs['MepDefaults'] : {}), ...optionsOf(element, options) });
    element.setAttribute(PLAYER_ATTRIBUTE, '');
    // Built now if the media pack is here, else as soon as it arrives (and, for an element not
    // yet in the page, once it is added).
    if (element.isConnected) airlift()?.scan(element);
    return player;
  }
  MediaElementPlayer.prototype = MejsPlayer.prototype;

  /**
   * wp-playlist's view, for code that starts a playlist it added (`new WPPlaylistView({ el })`
   * after an ajax load): airlift builds it, and its `player` is the playlist's element's player
   * object.
   */
  function WPPlaylistView(options?: unknown): { el?: Element; player?: MejsPlayer } {
    let el: unknown;
    try {
      el = isRecord(options) ? options['el'] : undefined;
    } catch {
      // Options with a throwing getter: nothing to build.
    }
    if (!(el instanceof Element)) return {};
    airlift()?.scan(el);
    const media = el.querySelector('audio, video');
    return { el, player: media instanceof HTMLMediaElement ? playerFor(media, {}) : undefined };
  }

  const mark = <T extends object>(value: T): T => Object.assign(value, { [MEJS_MARK]: true });
  const define = (target: Record<string | symbol, unknown>, name: string | symbol, value: unknown): void => {
    try {
      target[name] = value;
    } catch {
      // A frozen global: airlift's players still work, without this part of the API.
    }
  };
  facade.link = link;
  define(scope, 'MediaElementPlayer', mark(MediaElementPlayer));
  define(scope, 'WPPlaylistView', mark(WPPlaylistView));
  const mejs: Record<string, unknown> = mark({
    version: MEJS_VERSION, players: link.players, i18n: createI18n(), MediaElementPlayer,
    // Read by page code, not by airlift's players (which build MediaElement's core features only).
    MepDefaults: { features: ['playpause', 'current', 'progress', 'duration', 'tracks', 'volume', 'fullscreen'] },
    MediaElementDefaults: {},
  });
  define(scope, 'mejs', mejs);
  if (wpGlobal) {
    define(wpGlobal, 'mediaelement', mark({ initialize: () => void airlift()?.scan(document) }));
    if (!Object.hasOwn(scope, 'wp')) define(scope, 'wp', wpGlobal);
  }
  installJquery(MediaElementPlayer);
}
