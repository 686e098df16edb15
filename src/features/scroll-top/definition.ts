/** How airlift finds the scroll-top feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'scroll-top', selector: '.qt-scrolltop', pack: 'widgets' };
