/** How airlift finds the share feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'share', selector: '.qt-sharelink[data-sharetype]', pack: 'widgets' };
