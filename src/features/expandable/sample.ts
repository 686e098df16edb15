/** An expandable panel and its link: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<p><a href="#" data-expandable="#more-${index}">More</a></p>
<div id="more-${index}" class="qt-expandable"><div class="qt-expandable-inner">Extra details.</div></div>`,
    mounts: { expandable: 1 },
  },
};
