/** Every feature airlift ships, in mount order. Add a feature here to register it. */
import type { Feature } from '../core/registry';
import { accordion } from './accordion';
import { contactForm } from './cf7';
import { newsletter } from './newsletter';
import { autoembed } from './autoembed';
import { bgimage } from './bgimage';
import { classSwitch } from './class-switch';
import { collapsible } from './collapsible';
import { countdown } from './countdown';
import { drawer } from './drawer';
import { expandable } from './expandable';
import { hoverbox } from './hoverbox';
import { masonry } from './masonry';
import { popupWindow } from './popup-window';
import { reveal } from './reveal';
import { scheduleTabs } from './schedule-tabs';
import { scrollTop } from './scroll-top';
import { share } from './share';
import { showDropdown } from './show-dropdown';
import { sidenav } from './sidenav';
import { slider } from './slider';
import { tabs } from './tabs';
import { tooltip } from './tooltip';

export const features: readonly Feature[] = [accordion, tabs, contactForm, newsletter];
import { consent } from './consent';
import { tabs } from './tabs';

export const features: readonly Feature[] = [consent, accordion, tabs];
import { popups } from './popups';
import { tabs } from './tabs';

export const features: readonly Feature[] = [accordion, tabs, popups];
export const features: readonly Feature[] = [
  accordion, tabs,
  sidenav, drawer, scheduleTabs, showDropdown, collapsible, expandable, classSwitch,
  slider, masonry, countdown, share, popupWindow, reveal, hoverbox, bgimage, autoembed, scrollTop, tooltip,
];
