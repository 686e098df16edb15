/** Schedule and upcoming-show blocks refreshed from a GET of the current page (SPEC §7, §9). */
export const PERMALINK_SELECTOR = '#qtcurrentpermalink';
/** Page blocks refresh every 60 s. */
export const REFRESH_MS = 60000;
export const REFRESHED_BLOCKS = [
  '.qt-qtonairhero', '#qtupcomingshowscarousel', '#qtshowslidercontainer', '.qtnowonairwidget',
  '.qt-upcoming-refresh', '.qt-nowonair-refresh', '.qt-shows-schedule-refresh', '.qt-widget-upcoming',
] as const;
