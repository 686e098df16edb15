/**
 * Every feature airlift ships, in mount order. Add a feature here to register it.
 * Consent comes first: it holds back blocked content before anything else runs. Large
 * features needed only on some pages (contact forms, popup boxes) are feature packs: a light
 * definition here loads their code from `dist/packs/` when the page has their markup.
 */
import { lazyFeature } from '../core/lazy';
import type { Feature } from '../core/registry';
import { accordion } from './accordion';
import { autoembed } from './autoembed';
import { bgimage } from './bgimage';
import { FORMS_PACK, installWpcf7 } from './cf7/facade';
import { classSwitch } from './class-switch';
import { collapsible } from './collapsible';
import { consent } from './consent';
import { countdown } from './countdown';
import { drawer } from './drawer';
import { expandable } from './expandable';
import { hoverbox } from './hoverbox';
import { masonry } from './masonry';
import { mediaSelector } from './media/presence';
import { newsletter } from './newsletter';
import { popupWindow } from './popup-window';
import { popupsSelector } from './popups/presence';
import { RADIO_SELECTOR } from './radio/constants';
import { reveal } from './reveal';
import { scheduleTabs } from './schedule-tabs';
import { scrollTop } from './scroll-top';
import { share } from './share';
import { showDropdown } from './show-dropdown';
import { sidenav } from './sidenav';
import { slider } from './slider';
import { tabs } from './tabs';
import { tooltip } from './tooltip';

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
  sidenav, drawer, scheduleTabs, showDropdown, collapsible, expandable, classSwitch,
  slider, masonry, countdown, share, popupWindow, reveal, hoverbox, bgimage, autoembed, scrollTop, tooltip,
];

/** Work that must happen at script start, before the page's own DOMContentLoaded listeners. */
export function prepareFeatures(): void {
  // Plugins wrap `wpcf7.submit` on DOMContentLoaded: the global must be complete by then.
  if (typeof (window as { wpcf7?: unknown }).wpcf7 === 'object') installWpcf7();
}
