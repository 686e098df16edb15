/** How airlift finds the expandable feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'expandable', selector: '[data-expandable]', pack: 'widgets' };
