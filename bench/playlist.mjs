// A playlist of N tracks (WordPress's `[playlist]` markup, its JSON as wp_playlist_shortcode prints
// it): the time a track change takes, from the click on "next" to the track list showing the new
// track (the render) and to the next animation frame (the render and the wait for the frame, the
// moment the browser can paint it). Served by the benchmark's demo server at /bench/playlist.html.

const TRACKS = ['one.mp3', 'two.mp3'];

/** The page: MediaElement's and WordPress's media stylesheets, the settings WordPress prints, one playlist. */
export function playlistPage(n) {
  const tracks = Array.from({ length: n }, (_, at) => ({
    src: `/media/${TRACKS[at % TRACKS.length]}`, type: 'audio/mpeg', title: `Track ${at + 1}`, caption: '', description: '',
    meta: { artist: `Artist ${at % 97}`, album: 'Album', length_formatted: '0:03' },
    image: { src: '', width: 0, height: 0 },
  }));
  const data = JSON.stringify({ type: 'audio', tracklist: true, tracknumbers: true, images: false, artists: true, tracks });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Playlist of ${n} tracks · airlift bench</title>
<link rel="stylesheet" href="/wp-includes/js/mediaelement/mediaelementplayer-legacy.min.css">
<link rel="stylesheet" href="/wp-includes/js/mediaelement/wp-mediaelement.css">
<script>var _wpmejsSettings = {"pluginPath": "/wp-includes/js/mediaelement/", "classPrefix": "mejs-", "stretching": "responsive"};</script>
</head>
<body>
<main>
<div class="wp-playlist wp-audio-playlist wp-playlist-light" id="big-playlist">
  <div class="wp-playlist-current-item"></div>
  <audio controls="controls" preload="none" width="640"></audio>
  <div class="wp-playlist-next"></div>
  <div class="wp-playlist-prev"></div>
  <script type="application/json" class="wp-playlist-script">${data.replace(/</g, '\\u003c')}</script>
</div>
</main>
<script src="/dist/airlift.js" defer></script>
</body>
</html>
`;
}

/** The route: /bench/playlist.html?n=5000. */
export function playlistRoute() {
  const cache = new Map();
  return {
    method: 'GET',
    path: '/bench/playlist.html',
    handler(req, res, { url }) {
      const n = Number(url.searchParams.get('n'));
      if (!Number.isInteger(n) || n < 1 || n > 100_000) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('n must be an integer from 1 to 100000');
        return;
      }
      if (!cache.has(n)) cache.set(n, playlistPage(n));
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(cache.get(n));
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Medians over `changes` clicks on "next" (after one unrecorded), in one load of the page. */
export async function measurePlaylist(browser, baseUrl, { n, changes = 10 }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/bench/playlist.html?n=${n}`);
    await page.waitForFunction((count) => document.querySelectorAll('#big-playlist .wp-playlist-item').length === count, n, { timeout: 60000 });
    const samples = await page.evaluate(async (count) => {
      const next = document.querySelector('#big-playlist .wp-playlist-next-button');
      const playing = () => document.querySelector('#big-playlist .wp-playlist-tracks .wp-playlist-playing');
      const rows = () => document.querySelectorAll('#big-playlist .wp-playlist-tracks .wp-playlist-item');
      const out = [];
      for (let i = 0; i <= count; i++) {
        // A quiet start: two frames after the last change.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const before = playing();
        const changed = [];
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            const row = record.target.closest?.('.wp-playlist-item');
            if (row && !changed.includes(row)) changed.push(row);
          }
        });
        observer.observe(document.querySelector('#big-playlist .wp-playlist-tracks'), { subtree: true, attributes: true, childList: true, characterData: true });
        let rendered = 0;
        const start = performance.now();
        next.click();
        await new Promise((done) => {
          const check = () => {
            if (!rendered && playing() !== before) rendered = performance.now();
            if (rendered) done();
            else queueMicrotask(check);
          };
          queueMicrotask(check);
        });
        const frame = await new Promise((done) => requestAnimationFrame(() => done(performance.now())));
        observer.disconnect();
        if (i > 0) out.push({ renderMs: rendered - start, frameMs: frame - start, rowsChanged: changed.length, rows: rows().length });
      }
      return out;
    }, changes);
    return {
      n,
      changes: samples.length,
      renderMs: median(samples.map((sample) => sample.renderMs)),
      frameMs: median(samples.map((sample) => sample.frameMs)),
      maxFrameMs: Math.max(...samples.map((sample) => sample.frameMs)),
      rowsChanged: Math.max(...samples.map((sample) => sample.rowsChanged)),
    };
  } finally {
    await context.close();
  }
}
