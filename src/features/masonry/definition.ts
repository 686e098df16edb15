/** How airlift finds the masonry feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'masonry', selector: '.qt-masonry, .gallery', pack: 'widgets' };
