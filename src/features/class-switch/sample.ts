/** A class switch and its target: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<p><a href="#" data-qtswitch="open" data-target="#search-${index}">Search</a></p>
<div id="search-${index}"></div>`,
    mounts: { 'class-switch': 1 },
  },
};
