/** Share links: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: () => `<div class="qt-sharepage"><a href="#" class="qt-sharelink" data-sharetype="facebook">Facebook</a> <a href="#" class="qt-sharelink" data-sharetype="copy">Copy link</a></div>`,
    mounts: { share: 2 },
  },
};
