/** The theme's slider, without autoplay: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div class="qt-slickslider qt-invisible" aria-label="Featured ${index}" data-slidestoshow="3" data-slidestoshowipad="2" data-slidestoshowmobile="1"
     data-autoplay="false" data-infinite="true" data-dots="true" data-arrows="true">
  <div class="qt-item">Slide 1</div><div class="qt-item">Slide 2</div><div class="qt-item">Slide 3</div><div class="qt-item">Slide 4</div>
</div>`,
    mounts: { slider: 1 },
  },
};
