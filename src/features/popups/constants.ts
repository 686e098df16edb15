import { asText } from '../../lib/text';

/**
 * SPEC §9's numbers and the Boxzilla plugin's own names, kept exactly. The numbers are an enum so
 * that the build writes each value where it is used (esbuild inlines enum members across files).
 */
/* eslint-disable @typescript-eslint/no-duplicate-enum-values -- independent numbers, some of them equal */
export enum Spec {
  EXIT_INTENT_MOUSE_DELAY_MS = 600,
  EXIT_INTENT_TOUCH_DELAY_MS = 800,
  /** A touch exit intent: an upward scroll of at least 20 px within 300 ms. */
  TOUCH_SCROLL_MARGIN_PX = 20,
  TOUCH_MAX_MS = 300,
  /** Mouse exits in the top-right 20% of the window (tabs, close button) do not count. */
  EXIT_INTENT_MAX_X_RATIO = 0.8,
  /** The scroll point is 90% down the viewport. */
  SCROLL_POINT_RATIO = 0.9,
  SCROLL_THROTTLE_MS = 800,
  PAGEVIEWS_CHECK_DELAY_MS = 1000,
  TIME_CHECK_INTERVAL_MS = 1000,
  OVERLAY_CLICK_MARGIN_PX = 40,
  REHIDE_MARGIN_PX = 5,
}
/* eslint-enable @typescript-eslint/no-duplicate-enum-values */

export const COOKIE_PREFIX = 'boxzilla_box_';
export const TIMER_KEY = 'boxzilla_timer';
export const PAGEVIEWS_KEY = 'boxzilla_pageviews';
export const QUEUE_GLOBAL = 'boxzilla_queue';
/** The methods of `window.Boxzilla` a queued call may name (api.ts); `on` and `off` only listen. */
export const BOXZILLA_METHODS = ['on', 'off', 'trigger', 'get', 'show', 'hide', 'dismiss', 'toggle', 'create', 'init'] as const;
export const OPTIONS_GLOBAL = 'boxzilla_options';
export const NEWSLETTER_SUBMITTED = 'airlift:newsletter:submitted';
/** The part pack of Boxzilla's layout rules (packs/popups-layout.ts), for pages without Boxzilla's stylesheet. */
export const LAYOUT_PACK = 'popups-layout';

export const POSITIONS = ['center', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export const ANIMATIONS = ['fade', 'slide', 'shake'] as const;
export const BORDER_STYLES = ['none', 'hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset'] as const;
export const TRIGGER_METHODS = ['exit_intent', 'pageviews', 'time_on_site', 'time_on_page', 'percentage', 'element'] as const;

/** Messages, in one place. */
export const messages = {
  unknownBox: (id: unknown) => `No box exists with ID ${asText(id)}`,
  testMode: 'Boxzilla: Test mode is enabled. Please disable test mode if you\'re done testing.',
  malformed: 'A box in boxzilla_options is malformed and was skipped:',
};
