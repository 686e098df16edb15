/** Schedule and upcoming-show blocks refreshed from a GET of the current page (SPEC §7, §9). */
export const PERMALINK_SELECTOR = '#qtcurrentpermalink';
/** Page blocks refresh every 60 s. */
export const REFRESH_MS = 60000;
/** A refresh whose page has not arrived within this time is given up until the next turn. */
export const REFRESH_TIMEOUT_MS = 20000;
export const REFRESHED_BLOCKS = [
  '.qt-qtonairhero', '#qtupcomingshowscarousel', '#qtshowslidercontainer', '.qtnowonairwidget',
  '.qt-upcoming-refresh', '.qt-nowonair-refresh', '.qt-shows-schedule-refresh', '.qt-widget-upcoming',
] as const;
