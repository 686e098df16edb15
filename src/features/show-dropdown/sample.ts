/** The schedule's day dropdown: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  page: {
    html: `<label for="qwShowDropdown">Day</label>
<select id="qwShowDropdown"><option value="d0-tab-mon">Monday</option><option value="d0-tab-tue">Tuesday</option></select>`,
    mounts: { 'show-dropdown': 1 },
  },
};
