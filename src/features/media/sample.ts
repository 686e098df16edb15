/** WordPress's [playlist] shortcode (audio), its tracks in the JSON block: the benchmark page's markup of this feature (bench/page.mjs). Data for the bench and the tests only: no runtime code imports it. */
import type { FeatureSample } from '../../core/registry';

export const sample: FeatureSample = {
  widget: {
    html: (index) => `<div class="wp-playlist wp-audio-playlist wp-playlist-light">
  <div class="wp-playlist-current-item"></div>
  <audio controls="controls" preload="none" width="640" aria-label="Playlist ${index}"></audio>
  <div class="wp-playlist-next"></div>
  <div class="wp-playlist-prev"></div>
  <noscript><ol><li><a href="/media/one.mp3">One</a></li><li><a href="/media/two.mp3">Two</a></li></ol></noscript>
  <script type="application/json" class="wp-playlist-script">{"type":"audio","tracklist":true,"tracknumbers":true,"images":false,"artists":true,
  "tracks":[{"src":"/media/one.mp3","type":"audio/mpeg","title":"One","caption":"","description":"","meta":{"artist":"Artist A","length_formatted":"0:05"}},
   {"src":"/media/two.mp3","type":"audio/mpeg","title":"Two","caption":"","description":"","meta":{"artist":"Artist B","length_formatted":"0:05"}}]}</script>
</div>`,
    mounts: { media: 1 },
  },
};
