/**
 * Every feature airlift ships, in mount order. Add a feature here to register it.
 * Consent comes first: it holds back blocked content before anything else runs. Large
 * features needed only on some pages (contact forms, popup boxes) are feature packs: a light
 * definition here loads their code from `dist/packs/` when the page has their markup. The
 * theme's page widgets that the first paint does not need share one pack (`./widgets.ts`).
 */
import { lazyFeature } from '../core/lazy';
import { PlainObjectSchema, readGlobal } from '../lib/globals';
import type { Feature } from '../core/registry';
import { accordion } from './accordion';
import { FORMS_PACK, installWpcf7 } from './cf7/facade';
import { consent } from './consent';
import { drawer } from './drawer';
import { installMejs } from './media/mejs-facade';
import { mediaSelector } from './media/presence';
import { newsletter } from './newsletter';
import { popupsSelector } from './popups/presence';
import { RADIO_SELECTOR } from './radio/constants';
import { sidenav } from './sidenav';
import { tabs } from './tabs';
import { widgetFeatures } from './widgets';
import { installWpUtil } from './wp-util';

const contactForm = lazyFeature({ name: 'cf7', selector: '.wpcf7', pack: FORMS_PACK, prepare: installWpcf7 });
const popups = lazyFeature({
  name: 'popups',
  get selector() {
    return popupsSelector();
  },
  pack: 'popups',
});
// The radio bar renders with preact: its pack needs the ui pack.
const radio = lazyFeature({ name: 'radio', selector: RADIO_SELECTOR, pack: 'radio', needs: ['ui'] });
const scheduleRefresh = lazyFeature({ name: 'schedule-refresh', selector: '#qtcurrentpermalink', pack: 'schedule-refresh' });

const media = lazyFeature({
  name: 'media',
  get selector() {
    return mediaSelector();
  },
  pack: 'media',
  needs: ['ui'],
});

export const features: readonly Feature[] = [
  consent,
  accordion, tabs,
  contactForm, newsletter,
  popups, media,
  radio, scheduleRefresh,
  sidenav, drawer,
  ...widgetFeatures(['schedule-tabs', 'show-dropdown', 'collapsible', 'expandable', 'class-switch']),
  ...widgetFeatures(['slider', 'masonry', 'countdown', 'share', 'popupwindow', 'reveal', 'hoverbox', 'bgimage', 'autoembed']),
  ...widgetFeatures(['scroll-top', 'tooltip']),
];

/** Work that must happen at script start, before the page's own DOMContentLoaded listeners. */
export function prepareFeatures(active: readonly string[]): void {
  // Plugins wrap `wpcf7.submit` on DOMContentLoaded: the global must be complete by then
  // (unless the site turned the forms off and kept Contact Form 7's own script).
  if (active.includes(contactForm.name) && readGlobal('wpcf7', PlainObjectSchema)) installWpcf7();
  // Page code calling `wp.ajax` keeps working where wp-util's script is gone.
  installWpUtil();
  // Plugins calling `wp.mediaelement.initialize()`, `MediaElementPlayer` and `mejs` after loading
  // content keep working where WordPress's MediaElement scripts are gone.
  if (active.includes(media.name)) installMejs();
}
