/** Boxzilla's box 950 (its options are the page's `boxzilla_options`) and a link that opens it; popups mounts on <body>: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  page: {
    html: `<p><a href="#boxzilla-950">Request a song</a></p>
<div style="display: none;"><div id="boxzilla-box-950-content"><p>Tell us the song and the show: we play requests every evening.</p></div></div>`,
    mounts: { popups: 1 },
  },
};
