/** How airlift finds the schedule-refresh feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';
import { PERMALINK_SELECTOR } from './constants';

export const definition: FeatureDefinition = { name: 'schedule-refresh', selector: PERMALINK_SELECTOR, pack: 'schedule-refresh' };
