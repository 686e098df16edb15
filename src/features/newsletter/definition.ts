/** How airlift finds the newsletter feature on a page, and the pack its code comes in. */
import type { FeatureDefinition } from '../../core/registry';

export const definition: FeatureDefinition = { name: 'newsletter', selector: '.tnp-subscription form.tnp-ajax, .boxzilla form.tnp-ajax', pack: 'newsletter' };
