/** The channel list drawer's width (the theme's 280 px). */
export const CHANNELS_DRAWER_WIDTH_PX = 280;
/** The drawers the theme opens when a button has no `data-activates`. */
export const DEFAULT_TARGET: Readonly<Record<'button-collapse' | 'button-playlistswitch', string>> = { 'button-collapse': 'qt-mobile-menu', 'button-playlistswitch': 'channelslist' };
export const OPEN_CLASS = 'open';
