/**
 * Light definitions of the page widgets that live in the widgets pack (`src/packs/widgets.ts`):
 * their names and selectors only, so that a page without any of them loads nothing more.
 * Each selector must equal the real feature's (a unit test compares them).
 */
import { lazyFeature } from '../core/lazy';
import type { Feature } from '../core/registry';
import { AUTOEMBED_SELECTOR } from './autoembed/constants';

export const WIDGETS_PACK = 'widgets';

/** Name → selector, in mount order. */
export const WIDGET_SELECTORS = {
  'schedule-tabs': 'ul.tabs',
  'show-dropdown': 'select#qwShowDropdown',
  collapsible: 'ul.qt-collapsible',
  expandable: '[data-expandable]',
  'class-switch': '[data-qtswitch][data-target]',
  slider: '.qt-slickslider, .qt-slick',
  masonry: '.qt-masonry, .gallery',
  countdown: '.qt-countdown[data-end]',
  share: '.qt-sharelink[data-sharetype]',
  popupwindow: 'a.qt-popupwindow[href]',
  reveal: '.wpb_animate_when_almost_visible',
  hoverbox: '.vc-hoverbox',
  bgimage: '[data-bgimage]',
  autoembed: AUTOEMBED_SELECTOR,
  'scroll-top': '.qt-scrolltop',
  tooltip: '.qt-tooltipped[data-tooltip]',
} as const satisfies Readonly<Record<string, string>>;

export type WidgetName = keyof typeof WIDGET_SELECTORS;

export function widgetFeatures(names: readonly WidgetName[]): Feature[] {
  return names.map((name) => lazyFeature({ name, selector: WIDGET_SELECTORS[name], pack: WIDGETS_PACK }));
}
