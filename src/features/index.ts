/** Every feature airlift ships, in mount order. Add a feature here to register it. */
import type { Feature } from '../core/registry';
import { accordion } from './accordion';
import { contactForm } from './cf7';
import { newsletter } from './newsletter';
import { tabs } from './tabs';

export const features: readonly Feature[] = [accordion, tabs, contactForm, newsletter];
import { consent } from './consent';
import { tabs } from './tabs';

export const features: readonly Feature[] = [consent, accordion, tabs];
import { popups } from './popups';
import { tabs } from './tabs';

export const features: readonly Feature[] = [accordion, tabs, popups];
