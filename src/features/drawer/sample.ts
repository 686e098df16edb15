/** The header's menu button and the drawer it opens: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  page: {
    html: `<a href="#" class="button-collapse" data-activates="bench-menu">Menu</a>
<ul id="bench-menu" class="side-nav" aria-label="Menu"><li class="menu-item"><a href="/">Home</a></li></ul>`,
    mounts: { drawer: 1 },
  },
};
