/** The page builder's tabs, three of them, without autoplay: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div class="vc_tta-container" data-vc-action="collapse">
 <div class="vc_general vc_tta vc_tta-tabs vc_tta-color-grey vc_tta-style-classic vc_tta-shape-rounded vc_tta-spacing-1 vc_tta-tabs-position-top vc_tta-controls-align-left" id="tab${index}">
  <div class="vc_tta-tabs-container"><ul class="vc_tta-tabs-list">
${[1, 2, 3].map((at) => `   <li class="vc_tta-tab${at === 1 ? ' vc_active' : ''}" data-vc-tab><a href="#tab${index}-${at}" data-vc-tabs data-vc-container=".vc_tta"><span class="vc_tta-title-text">Section ${at}</span></a></li>`).join('\n')}
  </ul></div>
  <div class="vc_tta-panels-container"><div class="vc_tta-panels">
${[1, 2, 3].map((at) => `   <div class="vc_tta-panel${at === 1 ? ' vc_active' : ''}" id="tab${index}-${at}" data-vc-content=".vc_tta-panel-body">
    <div class="vc_tta-panel-heading"><h4 class="vc_tta-panel-title"><a href="#tab${index}-${at}" data-vc-accordion data-vc-container=".vc_tta-container"><span class="vc_tta-title-text">Section ${at}</span></a></h4></div>
    <div class="vc_tta-panel-body"><p>Body of Section ${at}: a short paragraph of text, as a page builder would have it.</p></div></div>`).join('\n')}
  </div></div>
 </div>
</div>`,
    mounts: { tabs: 1 },
  },
};
