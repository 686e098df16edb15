/**
 * Every feature airlift ships, in mount order: one line each. A feature is a folder with its
 * `definition.ts` (name, selector, pack: what the page-facing script needs) and its `index.ts`
 * (the code, whose default export the build puts in that pack). Consent comes first: it holds
 * back blocked content before anything else runs.
 */
import type { FeatureDefinition } from '../core/registry';
import { definition as consent } from './consent/definition';
import { definition as accordion } from './accordion/definition';
import { definition as tabs } from './tabs/definition';
import { definition as cf7 } from './cf7/definition';
import { definition as newsletter } from './newsletter/definition';
import { definition as popups } from './popups/definition';
import { definition as media } from './media/definition';
import { definition as radio } from './radio/definition';
import { definition as scheduleRefresh } from './schedule-refresh/definition';
import { definition as sidenav } from './sidenav/definition';
import { definition as drawer } from './drawer/definition';
import { definition as scheduleTabs } from './schedule-tabs/definition';
import { definition as showDropdown } from './show-dropdown/definition';
import { definition as collapsible } from './collapsible/definition';
import { definition as expandable } from './expandable/definition';
import { definition as classSwitch } from './class-switch/definition';
import { definition as slider } from './slider/definition';
import { definition as masonry } from './masonry/definition';
import { definition as countdown } from './countdown/definition';
import { definition as share } from './share/definition';
import { definition as popupWindow } from './popup-window/definition';
import { definition as reveal } from './reveal/definition';
import { definition as hoverbox } from './hoverbox/definition';
import { definition as bgimage } from './bgimage/definition';
import { definition as autoembed } from './autoembed/definition';
import { definition as scrollTop } from './scroll-top/definition';
import { definition as tooltip } from './tooltip/definition';
import { definition as wpUtil } from './wp-util/definition';

export const definitions: readonly FeatureDefinition[] = [
  consent,
  accordion, tabs,
  cf7, newsletter,
  popups, media,
  radio, scheduleRefresh,
  sidenav, drawer,
  scheduleTabs, showDropdown, collapsible, expandable, classSwitch,
  slider, masonry, countdown, share, popupWindow, reveal, hoverbox, bgimage, autoembed,
  scrollTop, tooltip,
  wpUtil,
];
