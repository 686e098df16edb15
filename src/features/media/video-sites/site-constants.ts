/**
 * The video-site players' constants (the video-sites part pack's alone: in constants.ts, which
 * the media pack carries, the media pack would publish them for it on every media page).
 */
export const YOUTUBE_POLL_MS = 250;
export const YOUTUBE_VOLUME_SCALE = 100;
export const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
export const YOUTUBE_CATEGORY = 'marketing';
export const YOUTUBE_SERVICE = 'youtube';
/** The Vimeo pack (`dist/packs/vimeo.js`, Vimeo's player API), for a `[video]` of a vimeo.com address. */
export const VIMEO_PACK = 'vimeo';
/** Vimeo's player frame; nothing is asked of it before marketing consent for the service. */
export const VIMEO_PLAYER = 'https://player.vimeo.com/video/';
export const VIMEO_CATEGORY = 'marketing';
export const VIMEO_SERVICE = 'vimeo';
