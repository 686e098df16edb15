/**
 * The widgets pack: the theme's page widgets that are not needed for the first paint
 * (sliders, galleries, countdowns, share links, tooltips, reveal animations, auto-embeds, …), loaded only
 * on pages that have one of them. Their light definitions are in `src/features/widgets.ts`.
 */
import { autoembed } from '../features/autoembed';
import { bgimage } from '../features/bgimage';
import { classSwitch } from '../features/class-switch';
import { collapsible } from '../features/collapsible';
import { countdown } from '../features/countdown';
import { expandable } from '../features/expandable';
import { hoverbox } from '../features/hoverbox';
import { masonry } from '../features/masonry';
import { popupWindow } from '../features/popup-window';
import { reveal } from '../features/reveal';
import { scheduleTabs } from '../features/schedule-tabs';
import { scrollTop } from '../features/scroll-top';
import { share } from '../features/share';
import { showDropdown } from '../features/show-dropdown';
import { slider } from '../features/slider';
import { tooltip } from '../features/tooltip';
import { hostGlobal } from './types';
import type { FeaturePack } from './types';

/** The pack's features, in mount order (a unit test holds the main bundle's definitions to them). */
export const widgets = [
  scheduleTabs, showDropdown, collapsible, expandable, classSwitch,
  slider, masonry, countdown, share, popupWindow, reveal, hoverbox, bgimage, autoembed, scrollTop, tooltip,
];

hostGlobal()?.definePack('widgets', (): FeaturePack => ({
  features: Object.fromEntries(widgets.map((feature) => [feature.name, feature])),
}));
