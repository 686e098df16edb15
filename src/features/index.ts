/** Every feature airlift ships, in mount order. Add a feature here to register it. */
import type { Feature } from '../core/registry';
import { accordion } from './accordion';
import { popups } from './popups';
import { tabs } from './tabs';

export const features: readonly Feature[] = [accordion, tabs, popups];
