/** The page builder's accordion in collapse mode, three panels: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div class="vc_tta-container" data-vc-action="collapse">
 <div class="vc_general vc_tta vc_tta-accordion vc_tta-color-grey vc_tta-style-classic vc_tta-shape-rounded vc_tta-o-shape-group" id="acc${index}">
  <div class="vc_tta-panels-container"><div class="vc_tta-panels">
${[1, 2, 3].map((at) => `   <div class="vc_tta-panel${at === 1 ? ' vc_active' : ''}" id="acc${index}-${at}" data-vc-content=".vc_tta-panel-body">
    <div class="vc_tta-panel-heading"><h4 class="vc_tta-panel-title"><a href="#acc${index}-${at}" data-vc-accordion data-vc-container=".vc_tta-container"><span class="vc_tta-title-text">Section ${at}</span></a></h4></div>
    <div class="vc_tta-panel-body"><p>Body of Section ${at}: a short paragraph of text, as a page builder would have it.</p></div></div>`).join('\n')}
  </div></div>
 </div>
</div>`,
    mounts: { accordion: 1 },
  },
};
