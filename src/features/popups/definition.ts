/** How airlift finds Boxzilla's boxes (a page-level feature on `<body>`), and their pack. */
import type { FeatureDefinition } from '../../core/registry';
import { popupsSelector } from './presence';

export const definition: FeatureDefinition = {
  name: 'popups',
  get selector() {
    return popupsSelector();
  },
  pack: 'popups',
};
