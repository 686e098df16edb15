/** How airlift finds the class-switch feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'class-switch', selector: '[data-qtswitch][data-target]', pack: 'widgets' };
