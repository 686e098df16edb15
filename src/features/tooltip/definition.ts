/** How airlift finds the tooltip feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'tooltip', selector: '.qt-tooltipped[data-tooltip]', pack: 'widgets' };
