/** A collapsible list of shows: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: () => `<ul class="qt-collapsible collapsible" data-collapsible="accordion">
  <li><div class="collapsible-header">07:00 Morning Show</div><div class="collapsible-body">Wake up with us.</div></li>
  <li><div class="collapsible-header">17:00 Drive</div><div class="collapsible-body">Home time.</div></li></ul>`,
    mounts: { collapsible: 1 },
  },
};
