// airlift's benchmark (`npm run bench`, after a build), in one headless Chromium run:
//   0. per page type, on the real WordPress pages of each cell of the WordPress matrix
//      (bench/real-pages.mjs: the real plugins' releases), airlift's plugin on and off: JS bytes
//      and requests, main-thread script time, TBT, airlift's longest task, time to the banner and
//      to the first play, Lighthouse, ratios and the goals; then the same in the stand-in
//      WordPress site (bench/pages.mjs), an extra line beside them;
//   1. bytes: airlift's main bundle (gzip) against the legacy stack it replaces (jQuery,
//      jQuery Migrate, Underscore, Backbone, Masonry, imagesLoaded, SoundManager 2 and
//      MediaElement's player, installed from npm as pinned devDependencies), and airlift's
//      consent code against vanilla-cookieconsent;
//   2. boot: a generated page of every feature's legacy markup (bench/page.mjs), 1,000
//      widgets: time to ready, longest task, total blocking time and JS heap, with airlift,
//      without any script (the page's own cost), and set up by the peer stack instead
//      (MediaElement's player for the playlists, vanilla-cookieconsent for the blocked scripts);
//   3. growth: the same at 100, 1,000 and 5,000 widgets.
// Each boot number is the median of RUNS loads. Prints tables and whether the targets hold,
// and writes everything to bench/results.json. Targets that are missed are reported, not
// failed: the exit code is 1 only when the benchmark itself broke.
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { startServer } from '../demo/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.mjs';
import { secondPass } from '../tools/second-pass.mjs';
import { fileSizes, formatSizeTable, sizesOf } from '../tools/sizes.mjs';
import { sampleTraced, sampleWithAirlift, sampleWithPeer, sampleWithoutAirlift } from './measure.mjs';
import { expectedCounts } from './page.mjs';
import { explainPages, pageTargets } from './pages-format.mjs';
import { PAGES, measurePages, pluginScriptsIn } from './pages.mjs';
import { REAL_PAGES_NOTE, cellGoals, formatCell } from './real-pages-format.mjs';
import { cellsToRun, measureCells } from './real-pages.mjs';
import { measurePlaylist, playlistRoute } from './playlist.mjs';
import { benchRoutes, distFolder } from './routes.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// BENCH_COUNTS=1000 BENCH_RUNS=3 for a quicker run while working on the boot (the
// tables in docs/benchmark.md always come from the full run).
// BENCH_COUNTS=none skips the growth part.
const COUNTS = process.env.BENCH_COUNTS === 'none' ? [] : process.env.BENCH_COUNTS ? process.env.BENCH_COUNTS.split(',').map(Number) : [100, 1000, 5000];
const HEADLINE = COUNTS.includes(1000) ? 1000 : COUNTS[0];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// The peer stack builds a MediaElement player per playlist: at 5,000 widgets one load takes
// minutes on a 2-core machine, so it is compared up to this size (BENCH_PEER_MAX to change).
const PEER_MAX = Number(process.env.BENCH_PEER_MAX ?? 1000);
// The per-page part: BENCH_PAGES=media,forms (or none), BENCH_PAGE_RUNS loads and BENCH_LH_RUNS
// Lighthouse runs per page and side, BENCH_PLUGIN_SCRIPTS a folder of the plugins' real scripts
// (<handle>.js: contact-form-7, swv, newsletter, boxzilla, cmplz-cookiebanner, js_composer_front).
const PAGE_SLUGS = process.env.BENCH_PAGES === 'none' ? [] : process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : PAGES.map((page) => page.slug);
// BENCH_CELLS=wp-7.1 (or none) the matrix cells whose real pages are measured (all by default),
// with the same BENCH_PAGE_RUNS and BENCH_LH_RUNS.
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
/** Tracks of the playlist whose track change is timed (`none` skips it). */
const PLAYLIST_TRACKS = process.env.BENCH_PLAYLIST === 'none' ? 0 : Number(process.env.BENCH_PLAYLIST ?? 5000);
const QUICK = ['BENCH_CELLS', 'BENCH_COUNTS', 'BENCH_RUNS', 'BENCH_PEER_MAX', 'BENCH_PAGES', 'BENCH_PAGE_RUNS', 'BENCH_LH_RUNS', 'BENCH_PLAYLIST'].some((name) => name in process.env);
const TARGETS = { bootMs: 50, longTaskMs: 50, mainGzipBytes: 30 * 1024, legacyShare: 0.2, playlistFrameMs: 50 };

/** The legacy front-end stack airlift replaces, as npm ships it (minified builds). */
const LEGACY = [
  { name: 'jQuery 3.7', file: 'node_modules/jquery/dist/jquery.min.js' },
  { name: 'jQuery Migrate', file: 'node_modules/jquery-migrate/dist/jquery-migrate.min.js' },
  { name: 'Underscore', file: 'node_modules/underscore/underscore-min.js' },
  { name: 'Backbone', file: 'node_modules/backbone/backbone-min.js' },
  { name: 'Masonry', file: 'node_modules/masonry-layout/dist/masonry.pkgd.min.js' },
  { name: 'imagesLoaded', file: 'node_modules/imagesloaded/imagesloaded.pkgd.min.js' },
  { name: 'SoundManager 2', file: 'node_modules/soundmanager2/script/soundmanager2-nodebug-jsmin.js' },
  { name: 'MediaElement player', file: 'node_modules/mediaelement/build/mediaelement-and-player.min.js' },
];
/** The consent peer: vanilla-cookieconsent's script and stylesheet. */
const CONSENT_PEER = [
  { name: 'vanilla-cookieconsent (js)', file: 'node_modules/vanilla-cookieconsent/dist/cookieconsent.umd.js' },
  { name: 'vanilla-cookieconsent (css)', file: 'node_modules/vanilla-cookieconsent/dist/cookieconsent.css' },
];
/** 1. Sizes of the main bundle and every pack. */
function bundleSizes() {
  const packs = readdirSync(join(distFolder, 'packs')).filter((file) => file.endsWith('.js')).sort();
  const files = ['airlift.js', ...packs.map((file) => `packs/${file}`)];
  return files.map((file) => ({ file: `dist/${file}`, ...fileSizes(join(distFolder, file)) }));
}

/** airlift's consent feature with everything it imports, built alone as the main bundle is (both passes). */
async function consentSizes() {
  const result = await build({
    stdin: { contents: "import { consent } from './src/features/consent/index.ts'; globalThis.__consent = consent;", resolveDir: root, loader: 'ts' },
    bundle: true, format: 'iife', minify: true, target: 'es2020', platform: 'browser', legalComments: 'none', write: false, logLevel: 'silent',
  });
  // Through the build's second pass too, as every file of ours is (tools/second-pass.mjs).
  return sizesOf(Buffer.from((await secondPass(result.outputFiles[0].text)).code));
}

/** 1. Bytes: airlift against the legacy stack and against the consent peer. */
async function byteComparison(sizes) {
  const main = sizes.find((size) => size.file === 'dist/airlift.js');
  const measured = (list) => list.map(({ name, file }) => ({ name, file, ...fileSizes(join(root, file)) }));
  const total = (list) => ({ raw: list.reduce((sum, item) => sum + item.raw, 0), gzip: list.reduce((sum, item) => sum + item.gzip, 0) });
  const legacy = measured(LEGACY);
  const consentPeer = measured(CONSENT_PEER);
  const consent = await consentSizes();
  return {
    legacy: { files: legacy, total: total(legacy), airliftGzip: main.gzip, ratio: main.gzip / total(legacy).gzip },
    consent: {
      peer: consentPeer,
      peerTotal: total(consentPeer),
      airlift: consent,
      // Against the peer's script alone, and with its stylesheet (airlift styles nothing: the
      // site keeps Complianz's banner stylesheet).
      ratioScript: consent.gzip / consentPeer[0].gzip,
      ratio: consent.gzip / total(consentPeer).gzip,
    },
  };
}

function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Every feature bench/page.mjs expects (the features' samples, src/features/<f>/sample.ts)
 * mounts exactly its count. Other features (ones that mount on a sample's markup without the
 * sample saying so) are returned, not failed.
 */
function checkFeatures(features, n) {
  const expected = expectedCounts(n);
  const wrong = Object.keys(expected).filter((name) => (features[name] ?? 0) !== expected[name]);
  if (wrong.length) throw new Error(`N=${n}: mounted ${JSON.stringify(features)}, expected ${JSON.stringify(expected)}`);
  return Object.fromEntries(Object.entries(features).filter(([name]) => !(name in expected)));
}

/** RUNS rounds of the four kinds of load for one N; medians and the raw samples. */
async function measure(browser, baseUrl, n) {
  const url = `${baseUrl}/bench/page.html?n=${n}`;
  const samples = { withAirlift: [], withoutAirlift: [], withPeer: [], traced: [] };
  let others = {};
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, so a slow moment of the machine hits every kind alike.
    samples.withAirlift.push(await sampleWithAirlift(browser, `${url}&stack=airlift`));
    others = checkFeatures(samples.withAirlift.at(-1).features, n);
    samples.withoutAirlift.push(await sampleWithoutAirlift(browser, `${url}&stack=none`));
    // A peer load that fails (times out) is recorded as missing, not as the end of the run.
    if (n <= PEER_MAX) samples.withPeer.push(await sampleWithPeer(browser, `${url}&stack=peer`).catch((error) => ({ failed: String(error.message ?? error).split('\n')[0] })));
    samples.traced.push(await sampleTraced(browser, `${url}&stack=airlift`));
    process.stdout.write('.');
  }
  const of = (kind, key) => samples[kind].filter((sample) => !sample.failed).map((sample) => sample[key]);
  // Loads without a long task count as 0, so the median is null ("< 50 ms") when most had none.
  const longest = (kind, key) => median(of(kind, key).map((value) => value ?? 0)) || null;
  const heapWithout = median(of('withoutAirlift', 'heapBytes'));
  const medians = {
    readyMs: median(of('withAirlift', 'readyMs')),
    busyMs: median(of('withAirlift', 'busyMs')),
    stackMs: median(of('withAirlift', 'stackMs')),
    longestLongTaskMs: longest('withAirlift', 'longestLongTaskMs'),
    tbtMs: median(of('withAirlift', 'tbtMs')),
    heapWithBytes: median(of('withAirlift', 'heapBytes')),
    heapWithoutBytes: heapWithout,
    heapDeltaBytes: median(of('withAirlift', 'heapBytes')) - heapWithout,
    baselineLongestLongTaskMs: longest('withoutAirlift', 'longestLongTaskMs'),
    baselineTbtMs: median(of('withoutAirlift', 'tbtMs')),
    peerStackMs: median(of('withPeer', 'stackMs')),
    peerLongestLongTaskMs: longest('withPeer', 'longestLongTaskMs'),
    peerTbtMs: median(of('withPeer', 'tbtMs')),
    peerHeapDeltaBytes: of('withPeer', 'heapBytes').length ? median(of('withPeer', 'heapBytes')) - heapWithout : null,
    longestTaskTracedMs: median(of('traced', 'longestTaskMs')),
    airliftTaskTracedMs: median(of('traced', 'airliftTaskMs')),
    airliftWholeTaskTracedMs: median(of('traced', 'airliftWholeTaskMs')),
    airliftScriptTracedMs: median(of('traced', 'airliftScriptMs')),
    readyScriptTracedMs: median(of('traced', 'readyScriptTracedMs')),
    readyCpuTracedMs: median(of('traced', 'readyCpuTracedMs')),
  };
  return {
    n, url: `/bench/page.html?n=${n}`, mounted: samples.withAirlift[0].mounted, features: samples.withAirlift[0].features,
    notExpected: others, peerPlayers: samples.withPeer.find((sample) => !sample.failed)?.players ?? null, medians, samples,
  };
}

const ms = (value) => (value === null ? '< 50 ms' : `${value.toFixed(1)} ms`);
const exact = (value) => `${value.toFixed(1)} ms`;
const orMissing = (format) => (value) => (value === null || value === undefined || Number.isNaN(value) ? '—' : format(value));
const mb = (bytes) => `${(bytes / 1048576).toFixed(2)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const signedMb = (bytes) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`;
const ratio = (value) => `${value.toFixed(2)}×`;
const percent = (value) => `${(value * 100).toFixed(1)} %`;

/** A right-aligned text table. */
function table(header, rows) {
  const widths = header.map((cell, at) => Math.max(cell.length, ...rows.map((row) => row[at].length)));
  const format = (cells) => cells.map((cell, at) => cell.padStart(widths[at])).join('  ');
  return [format(header), ...rows.map(format)].join('\n');
}

function formatBytes(bytes) {
  const rows = bytes.legacy.files.map((file) => [file.name, kb(file.raw), kb(file.gzip)]);
  rows.push(['legacy stack', kb(bytes.legacy.total.raw), kb(bytes.legacy.total.gzip)]);
  rows.push(['airlift main bundle', '', kb(bytes.legacy.airliftGzip)]);
  const consentRows = bytes.consent.peer.map((file) => [file.name, kb(file.raw), kb(file.gzip)]);
  consentRows.push(['airlift consent code', kb(bytes.consent.airlift.raw), kb(bytes.consent.airlift.gzip)]);
  return `${table(['file', 'raw', 'gzip'], rows)}
  airlift / legacy stack (gzip): ${percent(bytes.legacy.ratio)}

${table(['consent', 'raw', 'gzip'], consentRows)}
  airlift consent / vanilla-cookieconsent (gzip): ${ratio(bytes.consent.ratioScript)} of its script, ${ratio(bytes.consent.ratio)} of script and stylesheet`;
}

/** The boot table, one row per N, the comparison with the peer, and the details behind them. */
function formatResults(results) {
  const main = table(['N', 'main thread', 'ready', 'longest task', 'TBT', 'heap with', 'heap without', 'heap delta'], results.map(({ n, medians: m }) => [
    String(n), ms(m.busyMs), ms(m.readyMs), ms(m.longestLongTaskMs), ms(m.tbtMs), mb(m.heapWithBytes), mb(m.heapWithoutBytes), signedMb(m.heapDeltaBytes),
  ]));
  const peer = table(['N', 'airlift set-up', 'peer set-up', 'ratio', 'airlift TBT', 'peer TBT', 'airlift heap', 'peer heap'], results.map(({ n, medians: m }) => [
    String(n), ms(m.stackMs), orMissing(ms)(m.peerStackMs), orMissing(ratio)(m.peerStackMs === null ? null : m.stackMs / m.peerStackMs), ms(m.tbtMs), orMissing(ms)(m.peerTbtMs), signedMb(m.heapDeltaBytes), orMissing(signedMb)(m.peerHeapDeltaBytes),
  ]));
  const first = results[0];
  const growth = table(['N', 'main thread per 1,000 widgets', 'heap per 1,000 widgets'], results.map(({ n, medians: m }) => [
    String(n), ms((m.busyMs / n) * 1000), mb((m.heapDeltaBytes / n) * 1000),
  ]));
  const details = table(['N', 'longest w/o airlift', 'TBT w/o airlift', 'longest (traced)', "airlift's most in a task (traced)", 'that task (traced)', "airlift's script in all (traced)", 'to ready, evaluation included (traced)', 'its CPU time (traced)'], results.map(({ n, medians: m }) => [
    String(n), ms(m.baselineLongestLongTaskMs), ms(m.baselineTbtMs), ms(m.longestTaskTracedMs), exact(m.airliftTaskTracedMs), exact(m.airliftWholeTaskTracedMs), exact(m.airliftScriptTracedMs),
    orMissing(exact)(m.readyScriptTracedMs), orMissing(exact)(m.readyCpuTracedMs),
  ]));
  return `${main}\n\nAgainst the peer stack (MediaElement player + vanilla-cookieconsent)\n${peer}\n\nGrowth (from N=${first.n})\n${growth}\n\nDetails\n${details}`;
}

/** The targets, each with what was measured and whether it holds. */
function checkTargets(sizes, bytes, results) {
  const headline = results.find((result) => result.n === HEADLINE).medians;
  const gzip = sizes.find((size) => size.file === 'dist/airlift.js').gzip;
  return [
    { target: `boot < ${TARGETS.bootMs} ms main-thread time at ${HEADLINE} widgets`, measured: `${ms(headline.busyMs)} (ready after ${ms(headline.readyMs)})`, holds: headline.busyMs < TARGETS.bootMs },
    {
      target: `no task of airlift's over ${TARGETS.longTaskMs} ms at ${HEADLINE} widgets`,
      measured: `at most ${exact(headline.airliftTaskTracedMs)} of airlift's script in one task (traced; that task ${exact(headline.airliftWholeTaskTracedMs)} in all; longest task of the load ${ms(headline.longestLongTaskMs)}, without airlift ${ms(headline.baselineLongestLongTaskMs)}), TBT ${ms(headline.tbtMs)}`,
      holds: headline.airliftTaskTracedMs < TARGETS.longTaskMs,
    },
    { target: `dist/airlift.js <= ${TARGETS.mainGzipBytes / 1024} KB gzip`, measured: kb(gzip), holds: gzip <= TARGETS.mainGzipBytes },
    { target: `dist/airlift.js <= ${TARGETS.legacyShare * 100} % of the legacy stack (gzip)`, measured: percent(bytes.legacy.ratio), holds: bytes.legacy.ratio <= TARGETS.legacyShare },
  ];
}

/** Writes the results (after every size, so a long run that is stopped keeps what it measured). */
function writeResults(output) {
  // A run of another build (BENCH_DIST) or a quick run (any of the BENCH_ settings) is not the record.
  const file = QUICK || process.env.BENCH_DIST ? 'results-partial.json' : 'results.json';
  writeFileSync(join(root, 'bench', file), `${JSON.stringify({ ...output, dist: distFolder }, null, 2)}\n`);
  return file;
}

async function main() {
  const started = Date.now();
  if (process.env.BENCH_DIST) console.log(`airlift's build from ${distFolder}\n`);
  const sizes = bundleSizes();
  console.log(`Bundle sizes\n${formatSizeTable(sizes)}\n`);
  const bytes = await byteComparison(sizes);
  console.log(`Bytes against the legacy stack\n${formatBytes(bytes)}\n`);

  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const server = await startServer({ port: 0, extraRoutes: [...benchRoutes(), playlistRoute()] });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true }).catch(async (error) => {
    await server.close();
    throw error;
  });
  const version = browser.version();
  const loadBefore = loadavg();
  const results = [];
  const cells = cellsToRun(process.env.BENCH_CELLS);
  let realPages = null;
  let pages = null;
  let playlist = null;
  try {
    if (cells.length) {
      realPages = await measureCells(browser, { cells, chromePath: executablePath, runs: PAGE_RUNS, lighthouseRuns: LIGHTHOUSE_RUNS, dist: distFolder });
      writeResults({ date: new Date().toISOString(), chromium: version, loadAverage: { before: loadBefore, now: loadavg() }, realPages, sizes, bytes, incomplete: true });
    }
    if (PAGE_SLUGS.length) {
      const unknown = PAGE_SLUGS.filter((slug) => !PAGES.some((page) => page.slug === slug));
      if (unknown.length) throw new Error(`BENCH_PAGES: no page ${unknown.join(', ')} (pages: ${PAGES.map((page) => page.slug).join(', ')})`);
      process.stdout.write(`Measuring ${PAGE_SLUGS.length} pages in WordPress (${PAGE_RUNS} loads, ${LIGHTHOUSE_RUNS} Lighthouse runs per page and side) `);
      pages = await measurePages(browser, {
        chromePath: executablePath, pages: PAGES.filter((page) => PAGE_SLUGS.includes(page.slug)), runs: PAGE_RUNS, lighthouseRuns: LIGHTHOUSE_RUNS,
        pluginScripts: pluginScriptsIn(process.env.BENCH_PLUGIN_SCRIPTS), dist: distFolder,
      });
      process.stdout.write(' done\n');
      writeResults({ date: new Date().toISOString(), chromium: version, loadAverage: { before: loadBefore, now: loadavg() }, realPages, pages, sizes, bytes, results, incomplete: true });
    }
    if (PLAYLIST_TRACKS > 0) {
      process.stdout.write(`Measuring a track change in a playlist of ${PLAYLIST_TRACKS} tracks `);
      playlist = await measurePlaylist(browser, server.baseUrl, { n: PLAYLIST_TRACKS });
      process.stdout.write(' done\n');
      console.log(`Playlist of ${playlist.n} tracks, a click on "next" (median of ${playlist.changes}): the list shows the new track after ${playlist.renderMs.toFixed(1)} ms, the next frame after ${playlist.frameMs.toFixed(1)} ms (at most ${playlist.maxFrameMs.toFixed(1)} ms); rows whose DOM changed: ${playlist.rowsChanged}`);
    }
    // One unrecorded load of each kind, so the first sample does not pay for a cold browser.
    if (COUNTS.length) {
      await sampleWithAirlift(browser, `${server.baseUrl}/bench/page.html?n=${COUNTS[0]}&stack=airlift`);
      await sampleWithPeer(browser, `${server.baseUrl}/bench/page.html?n=${COUNTS[0]}&stack=peer`);
    }
    for (const n of COUNTS) {
      process.stdout.write(`Measuring N=${n} (${RUNS} runs) `);
      results.push(await measure(browser, server.baseUrl, n));
      process.stdout.write(' done\n');
      writeResults({ date: new Date().toISOString(), chromium: version, loadAverage: { before: loadBefore, now: loadavg() }, runsPerMeasurement: RUNS, realPages, pages, sizes, bytes, results, incomplete: true });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const targets = [
    ...(realPages ? Object.values(realPages).flatMap(cellGoals) : []),
    // The stand-in site's pages: an extra line beside the real pages, not the verdict.
    ...(pages ? pageTargets(pages).map((target) => ({ ...target, target: `stand-in site, ${target.target}` })) : []),
    ...(playlist ? [{
      target: `a track change in a playlist of ${playlist.n} tracks under ${TARGETS.playlistFrameMs} ms to the next frame, the DOM of two rows changed`,
      measured: `${playlist.frameMs.toFixed(1)} ms (median), ${playlist.rowsChanged} rows`,
      holds: playlist.frameMs < TARGETS.playlistFrameMs && playlist.rowsChanged <= 2,
    }] : []),
    ...(results.length ? checkTargets(sizes, bytes, results) : []),
  ];
  if (results.length) printGrowth(results, { version, loadBefore });
  if (realPages) console.log(`\nThe real WordPress pages, per matrix cell\n\n${Object.values(realPages).map(formatCell).join('\n\n')}\n\n${REAL_PAGES_NOTE}`);
  if (pages) console.log(`\nThe stand-in WordPress site (test/wordpress/site.mjs: an extra line, not the verdict)\n${explainPages(pages)}`);
  console.log('\nTargets');
  for (const { target, measured, holds } of targets) console.log(`  ${holds ? '✓' : '✗'}  ${target}: ${measured}`);

  const output = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: version,
    cores: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    loadAverage: { before: loadBefore, after: loadavg() },
    runsPerMeasurement: RUNS,
    durationSeconds: (Date.now() - started) / 1000,
    realPages,
    pages,
    playlist,
    sizes,
    bytes,
    targets,
    results,
  };
  console.log(`\nWrote bench/${writeResults(output)} (${output.durationSeconds.toFixed(0)} s)`);
}

/** The growth part's tables and what their columns mean. */
function printGrowth(results, { version, loadBefore }) {
  console.log(`\nMedians of ${RUNS} loads (Chromium ${version}, ${cpus().length} cores, load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')}; headline N=${HEADLINE})`);
  console.log(formatResults(results));
  for (const { n, notExpected } of results) {
    if (Object.keys(notExpected).length) console.log(`N=${n}: also mounted (not in bench/page.mjs's expectations): ${JSON.stringify(notExpected)}`);
  }
  console.log(`
N: widgets of bench/page.mjs (every feature's legacy markup, dealt in turn). main thread: airlift's own main-thread
time from its script start to airlift:ready (detail.busyMs: its own start plus its first scan). ready: airlift's
script start to its airlift:ready event (detail.ms; the same with a deferred script). set-up: from the stack's first script (bench/start.js) to airlift:ready, or to the
end of the peer's set-up (bench/peer.js), so both include compiling their code. longest task, TBT: long tasks (over
50 ms, PerformanceObserver) from navigation to just after ready, whoever ran them. w/o airlift: the same page
without any script (the page's own cost). heap: V8's used heap after a GC, with the stack minus without any.
(traced): from separate loads under Chrome tracing (which slows the page down), until 2 s after ready so the packs'
mounts are in: the longest task of any kind; airlift's most in a task: the most time airlift's scripts (main bundle
and packs: evaluation, calls, and the layouts they force) took within one task; that task: the longest task airlift
ran in, with the browser's rendering and other scripts in it; airlift's script in all: the sum over all tasks.`);
}

main().catch((error) => {
  console.error(`\nbenchmark failed: ${error.stack ?? error}`);
  process.exit(1);
});
