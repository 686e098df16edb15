/** MediaElement's and wp-playlist's constants (SPEC §9) and the legacy class names. */

/** The feature's name, and the pack its code comes in (definition.ts, index.ts). */
export const MEDIA_FEATURE = 'media';
export const MEDIA_PACK = 'media';

/** Elements the media feature enhances (the light definition in the main bundle). */
export const PLAYLIST_SELECTOR = '.wp-playlist';
export const AUDIO_SHORTCODE = 'wp-audio-shortcode';
export const VIDEO_SHORTCODE = 'wp-video-shortcode';
/** `_wpmejsSettings`: the settings WordPress prints with its MediaElement scripts. */
export const SETTINGS_GLOBAL = '_wpmejsSettings';
/** The shortcode library setting that asks for a player. */
export const MEDIAELEMENT_LIBRARY = 'mediaelement';
/** The address of airlift's own mediaelement pack (it defines `mejs` and `MediaElementPlayer` too). */
export const MEDIAELEMENT_PACK = /\/packs\/mediaelement\.js(?:[?#]|$)/;
/** Forced whatever the page's settings say. */
export const CLASS_PREFIX = 'mejs-';

/** The current track's highlight: the spec's `playing`, and wp-playlist's own for existing CSS. */
export const PLAYING_CLASSES = ['playing', 'wp-playlist-playing'] as const;
/** wp-playlist's placeholder image for videos without a poster of their own. */
export const DEFAULT_VIDEO_IMAGE = 'wp-includes/images/media/video.png';

export const FADE_MS = 400;
export const RESIZE_DELAY_MS = 50;
/** MediaElement's default player sizes (px), for an element that says none. */
export const DEFAULT_VIDEO_WIDTH = 480;
export const DEFAULT_VIDEO_HEIGHT = 270;
export const DEFAULT_AUDIO_WIDTH = 400;
export const DEFAULT_AUDIO_HEIGHT = 40;
/** Keyboard steps of the sliders: arrows and Page Up/Down, as fractions of the time rail; volume steps. */
export const SEEK_STEP = 0.05;
export const SEEK_PAGE_STEP = 0.1;
export const VOLUME_STEP = 0.05;
export const VOLUME_PAGE_STEP = 0.1;
/** The focus indicator a player's control gets where the page's stylesheets leave it none. */
export const FOCUS_OUTLINE = '2px solid #fff';
export const CANPLAY_FALLBACK_MS = 300;
/** MediaElement's delays before a playing video's controls step aside: after play, after the pointer moved, after it left. */
export const CONTROLS_PLAY_MS = 1500;
export const CONTROLS_ENTER_MS = 2500;
export const CONTROLS_LEAVE_MS = 1000;
export const FRAMES_PER_SECOND = 25;
export const POSTER_QUALITIES = ['default', 'hqdefault', 'mqdefault', 'sddefault', 'maxresdefault'] as const;
export type PosterQuality = (typeof POSTER_QUALITIES)[number];
export const DEFAULT_POSTER_QUALITY: PosterQuality = 'hqdefault';

export const YOUTUBE_TYPE = 'video/youtube';

/**
 * MediaElement's page API where airlift replaced WordPress's scripts (mejs-facade.ts): the
 * version of the MediaElement WordPress ships, which the page's code was written against.
 */
export const MEJS_VERSION = '4.2.17';
/** `mejsL10n`: MediaElement's strings WordPress prints in the site's language. */
export const L10N_GLOBAL = 'mejsL10n';
/** Marks an element `new MediaElementPlayer(element)` asked a player for (the media feature mounts it). */
export const PLAYER_ATTRIBUTE = 'data-airlift-player';
/** MediaElement's ids of its players: `mep_0`, `mep_1` … */
export const PLAYER_ID_PREFIX = 'mep_';
/** MediaElement's pattern of a language code (`i18n.language`). */
export const LANGUAGE_CODE = /^[a-z]{2,3}((-|_)[a-z]{2})?$/i;

/** The dash.js pack (`dist/packs/dash.js`), for `.mpd` sources. */
export const DASH_PACK = 'dash';
/** The FLV pack (`dist/packs/flv.js`, mpegts.js), for `.flv` sources. */
export const FLV_PACK = 'flv';
/**
 * The media feature's part pack of what plays streams (`dist/packs/streams.js`): the hls.js,
 * dash.js and mpegts.js drivers, loaded with the engine's pack only for a source that needs one.
 */
export const STREAMS_PACK = 'streams';
/** The media feature's part pack of the captions menu (`dist/packs/captions.js`), for a video with `<track>`s. */
export const CAPTIONS_PACK = 'captions';
/** The media feature's part pack of the video-site players (YouTube, Vimeo): `dist/packs/video-sites.js`. */
export const VIDEO_SITES_PACK = 'video-sites';
export const VIMEO_TYPE = 'video/vimeo';
