/** How airlift finds the tabs feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'tabs', selector: '.vc_tta-tabs, .vc_tta-tour', pack: 'builder' };
