/** How airlift finds the bgimage feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'bgimage', selector: '[data-bgimage]', pack: 'widgets' };
