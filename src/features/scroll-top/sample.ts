/** The footer's scroll-to-top link: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  page: {
    html: `<p><a href="#" class="qt-scrolltop">Top</a></p>`,
    mounts: { 'scroll-top': 1 },
  },
};
