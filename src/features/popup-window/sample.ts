/** A link that opens a popup window: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<p><a href="/chat/?room=${index}" class="qt-popupwindow" data-popupwidth="400" data-popupheight="700">Chat</a></p>`,
    mounts: { popupwindow: 1 },
  },
};
