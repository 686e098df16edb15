/** How airlift finds the accordion feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'accordion', selector: '.vc_tta-accordion', pack: 'builder' };
