/**
 * How airlift finds the masonry feature on a page, and the pack its code comes in: its own, as
 * WordPress's `[gallery]` puts it on pages (media pages) that have none of the other widgets.
 */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'masonry', selector: '.qt-masonry, .gallery', pack: 'masonry' };
