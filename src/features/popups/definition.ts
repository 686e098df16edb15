/**
 * How airlift finds Boxzilla's boxes (a page-level feature on `<body>`), and their pack: at load
 * where a box may show by itself, else once the visitor asks for a box (on-demand.ts).
 */
import type { FeatureDefinition } from '../../core/registry';
import { popupsAtLoadSelector, waitForVisitor } from './on-demand';

export const definition: FeatureDefinition = {
  name: 'popups',
  get selector() {
    return popupsAtLoadSelector();
  },
  pack: 'popups',
  setup: waitForVisitor,
};
