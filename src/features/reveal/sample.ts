/** The page builder's reveal animation: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div class="wpb_animate_when_almost_visible wpb_fadeInUp fadeInUp">Reveals ${index}</div>`,
    mounts: { reveal: 1 },
  },
};
