/** SPEC §9: popup windows are 600 × 600 unless the link says otherwise. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 600;
