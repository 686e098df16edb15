/** A countdown to a show: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: () => `<div class="qt-countdown" data-end="2026-12-31T20:00:00" data-now="2026-11-21T20:00:00"
     data-dayslabel="Days" data-hourslabel="Hours" data-minuteslabel="Minutes" data-secondslabel="Seconds"></div>`,
    mounts: { countdown: 1 },
  },
};
