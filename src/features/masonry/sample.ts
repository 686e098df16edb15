/** A masonry grid and a WordPress gallery: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div id="masonry-${index}" class="qt-masonry"><div class="qt-ms-item" style="height:120px">A</div><div class="qt-ms-item" style="height:200px">B</div><div class="qt-ms-item" style="height:80px">C</div></div>
<div id="gallery-${index}" class="gallery galleryid-45 gallery-columns-3"><figure class="gallery-item"><img src="/img/g1.svg" alt="Gallery ${index}, one" width="120" height="90"></figure><figure class="gallery-item"><img src="/img/g2.svg" alt="Gallery ${index}, two" width="120" height="90"></figure></div>`,
    mounts: { masonry: 2 },
  },
};
