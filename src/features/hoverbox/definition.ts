/** How airlift finds the hoverbox feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'hoverbox', selector: '.vc-hoverbox', pack: 'builder' };
