/** The theme's radio: a channel card's link and, once, the header's listen button and player bar: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<p class="qt-channel-card"><a href="#" data-playtrack="/stream/live.mp3?c=${index}" data-title="Channel ${index}" data-subtitle="Non-stop hits"
   data-qtradioid="${100 + index}" data-icecasturl="/feeds/status-json.xsl" data-icecastmountpoint="/live">Listen to channel ${index}</a></p>`,
    mounts: { radio: 1 },
  },
  page: {
    html: `<a href="#" id="qtfirstchannel" class="qt-header-play-btn qtlistenbutton" data-playtrack="/stream/live.mp3" data-title="Station One"
   data-subtitle="Non-stop hits" data-qtradioid="11" data-icecasturl="/feeds/status-json.xsl" data-icecastmountpoint="/live">Listen</a>
<a href="#" class="qt-openplayerbar">Player</a>
<div id="qtplayercontainer" data-fullstop="1">
  <h3 id="qtradiotitle"></h3><h4 id="qtradiosubtitle"></h4>
  <a href="#" id="qtpausebtn"><span class="play">Play</span><span class="pause">Pause</span></a>
</div>`,
    mounts: { radio: 3 },
  },
};
