// airlift's benchmark (`npm run bench`, after a build): bundle sizes, then boot time, long
// tasks and JS heap in headless Chromium on generated pages of 100, 1,000 and 5,000
// page-builder widgets (bench/page.mjs), each the median of RUNS loads. Prints a table and
// whether the targets hold, and writes everything to bench/results.json. Targets that are
// missed are reported, not failed: the exit code is 1 only when the benchmark itself broke.
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../demo/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../test/support/chromium.mjs';
import { fileSizes, formatSizeTable } from '../test/support/sizes.mjs';
import { sampleTraced, sampleWithAirlift, sampleWithoutAirlift } from './measure.mjs';
import { expectedCounts, generatePage } from './page.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const COUNTS = [100, 1000, 5000];
const HEADLINE = 1000;
const RUNS = 5;
const TARGETS = { bootMs: 50, longTaskMs: 50, mainGzipBytes: 30 * 1024 };

/** 1. Sizes of the main bundle and every pack. */
function bundleSizes() {
  const packs = readdirSync(join(root, 'dist', 'packs')).filter((file) => file.endsWith('.js')).sort();
  const files = ['dist/airlift.js', ...packs.map((file) => `dist/packs/${file}`)];
  return files.map((file) => ({ file, ...fileSizes(join(root, file)) }));
}

/** 2. The generated page at /bench/page.html?n=N (&airlift=0 for the baseline), cached. */
function pageRoute() {
  const cache = new Map();
  return {
    method: 'GET',
    path: '/bench/page.html',
    handler(req, res, { url }) {
      const n = Number(url.searchParams.get('n'));
      const airlift = url.searchParams.get('airlift') !== '0';
      if (!Number.isInteger(n) || n < 1 || n > 100_000) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('n must be an integer from 1 to 100000');
        return;
      }
      const key = `${n}:${airlift}`;
      if (!cache.has(key)) cache.set(key, generatePage(n, { airlift }));
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(cache.get(key));
    },
  };
}

function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each widget of bench/page.mjs must be mounted by the feature it was generated for. */
function assertFeatures(features, n) {
  const expected = expectedCounts(n);
  const names = new Set([...Object.keys(expected), ...Object.keys(features)]);
  const wrong = [...names].filter((name) => (features[name] ?? 0) !== expected[name]);
  if (wrong.length) throw new Error(`N=${n}: mounted ${JSON.stringify(features)}, expected ${JSON.stringify(expected)}`);
}

/** 3. RUNS rounds of the three kinds of load for one N; medians and the raw samples. */
async function measure(browser, baseUrl, n) {
  const url = `${baseUrl}/bench/page.html?n=${n}`;
  const samples = { withAirlift: [], withoutAirlift: [], traced: [] };
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, so a slow moment of the machine hits all three kinds alike.
    samples.withAirlift.push(await sampleWithAirlift(browser, url, n));
    assertFeatures(samples.withAirlift.at(-1).features, n);
    samples.withoutAirlift.push(await sampleWithoutAirlift(browser, `${url}&airlift=0`));
    samples.traced.push(await sampleTraced(browser, url));
    process.stdout.write('.');
  }
  const of = (kind, key) => samples[kind].map((sample) => sample[key]);
  // Loads without a long task count as 0, so the median is null ("< 50 ms") when most had none.
  const longest = (kind, key) => median(of(kind, key).map((value) => value ?? 0)) || null;
  const heapWith = median(of('withAirlift', 'heapBytes'));
  const heapWithout = median(of('withoutAirlift', 'heapBytes'));
  const medians = {
    readyMs: median(of('withAirlift', 'readyMs')),
    longestLongTaskMs: longest('withAirlift', 'longestLongTaskMs'),
    tbtMs: median(of('withAirlift', 'tbtMs')),
    heapWithBytes: heapWith,
    heapWithoutBytes: heapWithout,
    heapDeltaBytes: heapWith - heapWithout,
    airliftLongTaskMs: longest('withAirlift', 'airliftLongTaskMs'),
    baselineLongestLongTaskMs: longest('withoutAirlift', 'longestLongTaskMs'),
    baselineTbtMs: median(of('withoutAirlift', 'tbtMs')),
    longestTaskTracedMs: median(of('traced', 'longestTaskMs')),
    airliftTaskTracedMs: median(of('traced', 'airliftTaskMs')),
  };
  return { n, url: `/bench/page.html?n=${n}`, features: samples.withAirlift[0].features, medians, samples };
}

const ms = (value) => (value === null ? '< 50 ms' : `${value.toFixed(1)} ms`);
const mb = (bytes) => `${(bytes / 1048576).toFixed(2)} MB`;
const signedMb = (bytes) => `${bytes < 0 ? '-' : '+'}${mb(Math.abs(bytes))}`;

/** A right-aligned text table. */
function table(header, rows) {
  const widths = header.map((cell, at) => Math.max(cell.length, ...rows.map((row) => row[at].length)));
  const format = (cells) => cells.map((cell, at) => cell.padStart(widths[at])).join('  ');
  return [format(header), ...rows.map(format)].join('\n');
}

/** 4. The results table, one row per N, and a second one with the details behind it. */
function formatResults(results) {
  const main = table(['N', 'ready', 'longest task', 'TBT', 'heap with', 'heap without', 'heap delta'], results.map(({ n, medians: m }) => [
    String(n), ms(m.readyMs), ms(m.longestLongTaskMs), ms(m.tbtMs), mb(m.heapWithBytes), mb(m.heapWithoutBytes), signedMb(m.heapDeltaBytes),
  ]));
  const details = table(['N', "airlift's task", 'longest w/o airlift', 'TBT w/o airlift', 'longest (traced)', "airlift's task (traced)"], results.map(({ n, medians: m }) => [
    String(n), ms(m.airliftLongTaskMs), ms(m.baselineLongestLongTaskMs), ms(m.baselineTbtMs), ms(m.longestTaskTracedMs), ms(m.airliftTaskTracedMs),
  ]));
  return `${main}\n\nDetails\n${details}`;
}

/** The targets, each with what was measured and whether it holds. */
function checkTargets(sizes, results) {
  const headline = results.find((result) => result.n === HEADLINE).medians;
  const gzip = sizes.find((size) => size.file === 'dist/airlift.js').gzip;
  return [
    { target: `boot < ${TARGETS.bootMs} ms main-thread time at ${HEADLINE} elements`, measured: ms(headline.readyMs), holds: headline.readyMs < TARGETS.bootMs },
    { target: `no task over ${TARGETS.longTaskMs} ms at ${HEADLINE} elements`, measured: `longest ${ms(headline.longestLongTaskMs)} (airlift's task ${ms(headline.airliftLongTaskMs)}, without airlift ${ms(headline.baselineLongestLongTaskMs)}), TBT ${ms(headline.tbtMs)}`, holds: headline.longestLongTaskMs === null },
    { target: `dist/airlift.js <= ${TARGETS.mainGzipBytes / 1024} KB gzip`, measured: `${(gzip / 1024).toFixed(1)} KB`, holds: gzip <= TARGETS.mainGzipBytes },
  ];
}

async function main() {
  const started = Date.now();
  const sizes = bundleSizes();
  console.log(`Bundle sizes\n${formatSizeTable(sizes)}\n`);

  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const server = await startServer({ port: 0, extraRoutes: [pageRoute()] });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true }).catch(async (error) => {
    await server.close();
    throw error;
  });
  const version = browser.version();
  const loadBefore = loadavg();
  const results = [];
  try {
    // One unrecorded load, so the first sample does not pay for a cold browser.
    await sampleWithAirlift(browser, `${server.baseUrl}/bench/page.html?n=${COUNTS[0]}`, COUNTS[0]);
    for (const n of COUNTS) {
      process.stdout.write(`Measuring N=${n} (${RUNS} runs) `);
      results.push(await measure(browser, server.baseUrl, n));
      process.stdout.write(' done\n');
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const targets = checkTargets(sizes, results);

  console.log(`\nMedians of ${RUNS} loads (Chromium ${version}, ${cpus().length} cores; headline N=${HEADLINE})`);
  console.log(formatResults(results));
  console.log(`
ready: airlift's script start to its airlift:ready event (detail.ms). longest task, TBT: long tasks (over 50 ms,
PerformanceObserver) from navigation to just after ready, whoever ran them. airlift's task: the task airlift booted
in, which also holds the parser's end-of-document work and a style recalc. w/o airlift: the same page without
airlift's script (the page's own cost). heap: V8's used heap after a GC, with and without airlift's script.
(traced): from separate loads under Chrome tracing, which sees tasks of any length but slows the page down.`);
  console.log('\nTargets');
  for (const { target, measured, holds } of targets) console.log(`  ${holds ? 'OK  ' : 'MISS'}  ${target}: ${measured}`);

  const output = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: version,
    cores: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    loadAverage: { before: loadBefore, after: loadavg() },
    runsPerMeasurement: RUNS,
    durationSeconds: (Date.now() - started) / 1000,
    sizes,
    targets,
    results,
  };
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.log(`\nWrote bench/results.json (${output.durationSeconds.toFixed(0)} s)`);
}

main().catch((error) => {
  console.error(`\nbenchmark failed: ${error.stack ?? error}`);
  process.exit(1);
});
