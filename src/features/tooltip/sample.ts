/** A tooltip: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: () => `<p>Help <span class="qt-tooltipped" data-tooltip="Opens a small window" tabindex="0">?</span></p>`,
    mounts: { tooltip: 1 },
  },
};
