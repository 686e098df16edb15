// The per-page comparison on real WordPress pages: each cell of the WordPress matrix
// (test/wordpress/matrix/cells.mjs: WordPress 6.1, a classic theme and the older plugins; 7.1, a
// block theme and the newer ones), booted and seeded as the matrix boots it, its archives checked
// as there. Every page is loaded with airlift's plugin and with `?airlift=off` (mu-switch.php: as
// if airlift were deactivated, the plugins' own scripts), sides alternating first, round after
// round (bench/site-sample.mjs), plus one traced load with airlift per round (its longest task)
// and Lighthouse on both sides; medians per page and side (pages.mjs summarise).
import { loadavg } from 'node:os';
import { checkArchives } from '../test/wordpress/archives.mjs';
import { CELLS, cellArchives, siteCell } from '../test/wordpress/matrix/cells.mjs';
import { LIGHTHOUSE_VERSION } from './lighthouse.mjs';
import { median, sampleInRounds, startSiteWithPlugin, summarise } from './pages.mjs';
import { traceSitePage } from './site-sample.mjs';

/** The page types, each a page of matrix/seed.php (`page`). Complianz's banner is on every one. */
export const REAL_PAGES = [
  { slug: 'media', page: 'media', what: '[playlist] audio and video, [audio], [video] (7.1: also the Audio and Video blocks)' },
  { slug: 'forms', page: 'forms', what: 'a Contact Form 7 form' },
  { slug: 'boxes', page: 'boxes', what: "Boxzilla's boxes, one per trigger" },
  { slug: 'consent', page: 'about', what: "Complianz's banner on an otherwise plain page" },
  { slug: 'everything', page: 'everything', what: 'the media, the form, the boxes and a YouTube embed on one page' },
];
export const GOALS = { share: 1, everythingShare: 0.5, mainGzipBytes: 5 * 1024, airliftTaskMs: 50 };
const MAIN_SCRIPT = /\/plugins\/airlift\/airlift\.js$/;

/** The cells asked for (BENCH_CELLS: names, or `none`), each checked: runnable, or skipped and why. */
export function cellsToRun(setting) {
  if (setting === 'none') return [];
  const names = setting ? setting.split(',') : Object.keys(CELLS);
  const unknown = names.filter((name) => !(name in CELLS));
  if (unknown.length) throw new Error(`BENCH_CELLS: no cell ${unknown.join(', ')} (cells: ${Object.keys(CELLS).join(', ')})`);
  return names.map((name) => {
    const archives = checkArchives(cellArchives(name));
    return archives.ok ? { name } : { name, skipped: archives.why };
  });
}

/** Boots one cell, measures its pages, stops it. */
async function measureCell(browser, name, { chromePath, runs, lighthouseRuns, dist }) {
  const site = await startSiteWithPlugin(dist, { cell: siteCell(name) });
  const loadBefore = loadavg();
  const started = Date.now();
  let measured;
  try {
    measured = await sampleInRounds(browser, site.baseUrl, REAL_PAGES, { chromePath, runs, lighthouseRuns, trace: (url) => traceSitePage(browser, url) });
  } finally {
    await site.stop();
  }
  const { samples, audits, traces, lighthouseSettings } = measured;
  const mainGzip = (sample) => sample.scripts.find((script) => MAIN_SCRIPT.test(new URL(script.url).pathname))?.gzip ?? null;
  return {
    cell: name,
    label: CELLS[name].label,
    runs,
    lighthouse: { version: LIGHTHOUSE_VERSION, runs: lighthouseRuns, settings: lighthouseSettings },
    loadAverage: { before: loadBefore, after: loadavg() },
    durationSeconds: (Date.now() - started) / 1000,
    pages: REAL_PAGES.map((page) => ({
      ...page,
      ...summarise(samples[page.slug], audits[page.slug]),
      mainGzip: median(samples[page.slug].airlift.map(mainGzip)),
      airliftTaskMs: median(traces[page.slug].map((trace) => trace.airliftTaskMs)),
      airliftTaskCpuMs: median(traces[page.slug].map((trace) => trace.airliftTaskCpuMs)),
      airliftTaskWhat: traces[page.slug].map((trace) => trace.airliftTaskWhat),
      samples: samples[page.slug],
      traces: traces[page.slug],
      lighthouseRuns: audits[page.slug],
    })),
  };
}

/** Every cell asked for, in turn: { cell name: its result, or { skipped: why } }. */
export async function measureCells(browser, { cells, ...options }) {
  const results = {};
  for (const { name, skipped } of cells) {
    if (skipped) {
      console.log(`The real pages of ${name}: skipped, ${skipped}`);
      results[name] = { cell: name, label: CELLS[name].label, skipped };
      continue;
    }
    process.stdout.write(`Measuring the real pages of ${name} (${options.runs} loads and ${options.runs} traced, ${options.lighthouseRuns} Lighthouse runs per page and side) `);
    results[name] = await measureCell(browser, name, options);
    process.stdout.write(' done\n');
  }
  return results;
}
