/** How airlift finds the autoembed feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';
import { AUTOEMBED_SELECTOR } from './constants';

export const definition: FeatureDefinition = { name: 'autoembed', selector: AUTOEMBED_SELECTOR, pack: 'widgets' };
