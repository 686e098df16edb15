/** How airlift finds the sidenav feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'sidenav', selector: '.side-nav li.menu-item-has-children', pack: 'navigation' };
