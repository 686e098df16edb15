/** How airlift finds the reveal feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'reveal', selector: '.wpb_animate_when_almost_visible', pack: 'builder' };
