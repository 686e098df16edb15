/** The page builder's hover box: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: () => `<div class="vc-hoverbox-wrapper"><div class="vc-hoverbox"><div class="vc-hoverbox-inner">Hover me</div></div></div>`,
    mounts: { hoverbox: 1 },
  },
};
