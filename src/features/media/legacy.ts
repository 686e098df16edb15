/**
 * Half-migrated pages: WordPress's own MediaElement scripts still load beside airlift. Where
 * they build (or have built) a player, airlift stands down for that element, so it gets one
 * player, not two, and says so once in the console. Theirs: an element already inside a
 * `.mejs-container` airlift did not build; any shortcode element while `MediaElementPlayer`,
 * `mejs` or `wp.mediaelement` is defined (not by airlift's own mediaelement pack, nor airlift's
 * facade of them, mejs-facade.ts); a playlist while wp-playlist's `WPPlaylistView` is (not the facade's).
 */
import * as v from 'valibot';
import { definedByScript, readGlobal } from '../../lib/globals';
import { MEDIAELEMENT_PACK, PLAYLIST_SELECTOR } from './constants';
import { isFacade } from './mejs/mejs-link';
import { MESSAGES } from './messages';
import { isAirliftPlayer } from './player/shell';

let told = false;

/** airlift's own mediaelement pack defines the same globals: those are not WordPress's scripts. */
const ownPack = (): boolean => Array.from(document.scripts).some((script) => MEDIAELEMENT_PACK.test(script.src));

/** A global WordPress's MediaElement scripts define: present, and not airlift's facade of it. */
function theirs(name: string): boolean {
  if (!definedByScript(name)) return false;
  try {
    return !isFacade((globalThis as unknown as Record<string, unknown>)[name]);
  } catch {
    return true;
  }
}

function mediaElementScripts(): boolean {
  if (ownPack()) return false;
  const wp = readGlobal('wp', v.looseObject({}));
  const wpMediaElement = wp !== undefined && Object.hasOwn(wp, 'mediaelement') && !isFacade(wp['mediaelement']);
  return theirs('MediaElementPlayer') || theirs('mejs') || wpMediaElement;
}

function builtByMediaElement(element: Element): boolean {
  const container = element.closest('.mejs-container');
  return container instanceof HTMLElement && !isAirliftPlayer(container);
}

/** Whether WordPress's MediaElement scripts own this element's player (said once in the console). */
export function legacyOwns(element: Element): boolean {
  const playlist = element.matches(PLAYLIST_SELECTOR);
  const owned = playlist
    ? theirs('WPPlaylistView') || Array.from(element.querySelectorAll('audio, video')).some(builtByMediaElement)
    : builtByMediaElement(element) || mediaElementScripts();
  if (owned && !told) {
    told = true;
    console.warn(MESSAGES.legacyScripts);
  }
  return owned;
}
