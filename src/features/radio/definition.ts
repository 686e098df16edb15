/** How airlift finds the radio feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';
import { RADIO_SELECTOR } from './constants';

export const definition: FeatureDefinition = { name: 'radio', selector: RADIO_SELECTOR, pack: 'radio' };
