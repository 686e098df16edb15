/** SPEC §9: a hash-selected tab is scrolled to 300 ms later, 20% of the viewport below the top. */
export const TABS_SCROLL_DELAY_MS = 300;
export const HASH_SCROLL_OFFSET_RATIO = 0.2;
/** The shortest autoplay delay honoured; smaller values would make the tabs unusable. */
export const MIN_AUTOPLAY_DELAY_MS = 1000;
