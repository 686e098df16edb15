/** How airlift finds Contact Form 7's forms, and the pack their code comes in. */
import type { FeatureDefinition } from '../../core/registry';
import { ownRecord } from '../../lib/globals';
import { CF7_FEATURE, CF7_SELECTOR, FORMS_PACK } from './constants';
import { installWpcf7 } from './facade';

export const definition: FeatureDefinition = {
  name: CF7_FEATURE,
  selector: CF7_SELECTOR,
  pack: FORMS_PACK,
  // Plugins wrap `wpcf7.submit` on DOMContentLoaded: the global must be complete by then.
  setup() {
    if (ownRecord('wpcf7')) installWpcf7();
  },
  prepare: installWpcf7,
};
