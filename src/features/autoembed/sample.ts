/** A video link in post content, embedded once the visitor allows marketing cookies: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: () => `<div class="entry-content"><p><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">https://www.youtube.com/watch?v=aqz-KE-bpKQ</a></p></div>`,
    mounts: { autoembed: 1 },
  },
};
