/** A day tab strip of the show schedule: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div class="qt-show-schedule">
  <ul class="tabs"><li class="tab"><a id="d${index}-tab-mon" href="#d${index}-mon" class="active">Mon</a></li><li class="tab"><a id="d${index}-tab-tue" href="#d${index}-tue">Tue</a></li></ul>
  <div id="d${index}-mon"><p>07:00 Morning Show · 17:00 Drive</p></div>
  <div id="d${index}-tue"><p>Tuesday shows</p></div>
</div>`,
    mounts: { 'schedule-tabs': 1 },
  },
};
