/** The theme's menu: a side-nav item with a sub-menu gets an expander: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<ul class="side-nav fixed-nav" aria-label="Section menu ${index}">
  <li class="menu-item"><a href="/">Home</a></li>
  <li class="menu-item menu-item-has-children"><a href="/shows/">Shows</a>
    <ul class="sub-menu"><li><a href="/shows/morning/">Morning</a></li><li><a href="/shows/drive/">Drive</a></li></ul></li>
</ul>`,
    mounts: { sidenav: 1 },
  },
};
