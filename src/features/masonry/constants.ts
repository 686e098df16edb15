/** SPEC §9: items move with a 0.4 s transition. */
export const MASONRY_TRANSITION = 'transform .4s';
export const ITEM_SELECTOR = ':scope > .qt-ms-item, :scope > .gallery-item';
