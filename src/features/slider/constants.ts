/** SPEC §9: slides rotate every 4 s; the theme's breakpoints are 1170 and 600 px. */
export const AUTOPLAY_SPEED_S = 4;
export const TABLET_MAX_WIDTH = 1170;
export const MOBILE_MAX_WIDTH = 600;
/** A horizontal swipe shorter than this is a tap. */
export const SWIPE_MIN_PX = 40;
export const TRANSITION = 'transform .4s ease';
