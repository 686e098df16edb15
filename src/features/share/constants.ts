/** SPEC §9: share popups are 575 × 520; the copy notice fades after 1500 ms, gone 1000 ms later. */
export const SHARE_WIDTH = 575;
export const SHARE_HEIGHT = 520;
export const NOTICE_FADE_AFTER_MS = 1500;
export const NOTICE_REMOVE_AFTER_MS = 1000;
export const COPIED_MESSAGE = 'URL Copied!';
