/** How airlift finds the collapsible feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'collapsible', selector: 'ul.qt-collapsible', pack: 'widgets' };
