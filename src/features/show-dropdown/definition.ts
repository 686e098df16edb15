/** How airlift finds the show-dropdown feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'show-dropdown', selector: 'select#qwShowDropdown', pack: 'widgets' };
