/** How airlift finds the schedule-tabs feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'schedule-tabs', selector: 'ul.tabs', pack: 'widgets' };
