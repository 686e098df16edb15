/**
 * WordPress playlists and MediaElement players (the media pack). `.wp-playlist` gets a track
 * list and a player; `wp-audio-shortcode` / `wp-video-shortcode` elements (as the shortcode
 * library settings allow) get a player; a video whose source is YouTube or Vimeo gets the
 * video-site player behind marketing consent, from the part pack `video-sites` (loaded only for
 * such a video: packs/video-sites.ts). Where WordPress's own MediaElement scripts still build the
 * players, airlift leaves them be (legacy.ts). The folders and what loads when: docs/media.md.
 */
import type { Feature, MountContext } from '../../core/registry';
import type { FacadePack } from '../../core/start';
import { MEDIA_FEATURE, PLAYER_ATTRIBUTE, PLAYLIST_SELECTOR, VIDEO_SITES_PACK } from './constants';
import { legacyOwns } from './legacy';
import { installMejs } from './mejs/mejs-facade';
import { mountPlaylist } from './playlist/mount-playlist';
import { createPlayer } from './player/player';
import type { VideoSitesPack } from './packs/video-sites';
import { mediaSelector } from './presence';
import { playerSettings, shortcodeWanted } from './settings';
import { isVimeo, isYoutube, mediaFiles } from './sources/sources';

/**
 * A video-site player, once its part pack has loaded (the server's markup stays until then).
 * A pack that cannot load is reported and the element keeps that markup.
 */
function mountVideoSite(ctx: MountContext, mount: (pack: VideoSitesPack) => () => void): () => void {
  let cleanup: (() => void) | undefined;
  ctx.loadPack<VideoSitesPack>(VIDEO_SITES_PACK).then((pack) => {
    if (!ctx.signal.aborted) cleanup = ctx.quietly(() => mount(pack));
  }).catch(ctx.report);
  return () => cleanup?.();
}

// Its name and selector as its definition has them, read from where the definition reads them:
// importing definition.ts would carry the facade of its `setup`, which the main script runs,
// into the pack.
export const media: Feature = {
  name: MEDIA_FEATURE,
  get selector() {
    return mediaSelector();
  },
  mount(element, ctx) {
    // WordPress's own MediaElement scripts build this one (a half-migrated page): one player, theirs.
    if (legacyOwns(element)) return undefined;
    const settings = playerSettings();
    if (element.matches(PLAYLIST_SELECTOR)) return mountPlaylist(element, ctx, settings);
    if (!(element instanceof HTMLMediaElement) || element.closest(PLAYLIST_SELECTOR)) return undefined;
    const kind = element instanceof HTMLVideoElement ? 'video' : 'audio';
    // A player page code asked for (`new MediaElementPlayer`) whatever the shortcode settings say.
    if (!shortcodeWanted(kind, settings) && !element.hasAttribute(PLAYER_ATTRIBUTE)) return undefined;
    const files = mediaFiles(element);
    const youtube = files.find(isYoutube);
    if (youtube && element instanceof HTMLVideoElement) return mountVideoSite(ctx, (pack) => pack.mountYoutube(element, youtube, ctx, settings));
    const vimeo = files.find(isVimeo);
    if (vimeo && element instanceof HTMLVideoElement) return mountVideoSite(ctx, (pack) => pack.mountVimeo(element, vimeo, ctx, settings));
    const player = createPlayer(element, { loadPack: ctx.loadPack, report: ctx.report, settings, files });
    return () => player.destroy();
  },
};

/**
 * What the pack gives besides the feature: MediaElement's page API, installed by the main script
 * where the page carries `_wpmejsSettings` (definition.ts).
 */
export const packExports: FacadePack = { setups: { [MEDIA_FEATURE]: installMejs } };

export default media;
