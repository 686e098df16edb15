/** A theme background: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div class="qt-header-bg" data-bgimage="/img/header.svg" role="img" aria-label="Header ${index}"></div>`,
    mounts: { bgimage: 1 },
  },
};
