/** How airlift finds the countdown feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'countdown', selector: '.qt-countdown[data-end]', pack: 'widgets' };
