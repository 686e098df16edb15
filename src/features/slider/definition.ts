/** How airlift finds the slider feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'slider', selector: '.qt-slickslider, .qt-slick', pack: 'widgets' };
