/**
 * WordPress playlists and MediaElement players (the media pack). `.wp-playlist` gets a track
 * list and a player; `wp-audio-shortcode` / `wp-video-shortcode` elements (as the shortcode
 * library settings allow) get a player; a video whose source is YouTube gets the video-site
 * player behind marketing consent. Where WordPress's own MediaElement scripts still build the
 * players, airlift leaves them be (legacy.ts).
 */
import type { Feature } from '../../core/registry';
import { PLAYLIST_SELECTOR } from './constants';
import { definition } from './definition';
import { legacyOwns } from './legacy';
import { mountPlaylist } from './mount-playlist';
import { createPlayer } from './player';
import { playerSettings, shortcodeWanted } from './settings';
import { isYoutube, mediaFiles } from './sources';
import { mountYoutube } from './youtube-player';

export const media: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(element, ctx) {
    // WordPress's own MediaElement scripts build this one (a half-migrated page): one player, theirs.
    if (legacyOwns(element)) return undefined;
    const settings = playerSettings();
    if (element.matches(PLAYLIST_SELECTOR)) return mountPlaylist(element, ctx, settings);
    if (!(element instanceof HTMLMediaElement) || element.closest(PLAYLIST_SELECTOR)) return undefined;
    const kind = element instanceof HTMLVideoElement ? 'video' : 'audio';
    if (!shortcodeWanted(kind, settings)) return undefined;
    const files = mediaFiles(element);
    const youtube = files.find(isYoutube);
    if (youtube && element instanceof HTMLVideoElement) return mountYoutube(element, youtube, ctx, settings);
    const player = createPlayer(element, { loadPack: ctx.loadPack, report: ctx.report, settings, files });
    return () => player.destroy();
  },
};

export default media;
