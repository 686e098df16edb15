/** How airlift finds the drawer feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'drawer', selector: '.button-collapse, .button-playlistswitch', pack: 'navigation' };
