/** SPEC §9: the accordion scrolls 300 ms after a hash opens a section… */
export const ACCORDION_SCROLL_DELAY_MS = 300;
/** …to 20% of the viewport height above the section. */
export const HASH_SCROLL_OFFSET_RATIO = 0.2;
