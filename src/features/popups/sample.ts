/** Boxzilla's box 950 and a link that opens it, and box 960, shown on exit intent (their options are the page's `boxzilla_options`, demo/assets/kitchen-sink-config.js): a box with a trigger, so popups mounts on <body> at load (box 950 alone would wait for the visitor): the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  page: {
    html: `<p><a href="#boxzilla-950">Request a song</a></p>
<div style="display: none;"><div id="boxzilla-box-960-content"><p>Tonight at nine: the jazz hour, live from the studio.</p></div><div id="boxzilla-box-950-content"><p>Tell us the song and the show: we play requests every evening.</p></div></div>`,
    mounts: { popups: 1 },
  },
};
