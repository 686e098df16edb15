// The per-page comparison: airlift against the legacy scripts it replaces, page type by page type,
// in a real WordPress (test/wordpress/site.mjs with its benchmark switches). Each round loads every
// page with airlift and with `?airlift=off` (the same site as if airlift were deactivated: core's
// scripts and the plugins' handles), in turn, sides alternating first, and runs Lighthouse on both;
// medians per page and side, and ratios airlift / legacy.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pluginZip } from '../tools/plugin-zip.mjs';
import { startWordPress } from '../test/wordpress/site.mjs';
import { LIGHTHOUSE_METRICS, LIGHTHOUSE_VERSION, startLighthouse } from './lighthouse.mjs';
import { sampleSitePage } from './site-sample.mjs';

/** The seeded pages (test/wordpress/cli.php), each with what is on it. */
export const PAGES = [
  { slug: 'media', what: 'core [playlist] audio + video, [audio], [video], [gallery]' },
  { slug: 'forms', what: 'a Contact Form 7 form, a Newsletter form' },
  { slug: 'boxes', what: 'a Boxzilla box' },
  { slug: 'consent', what: "Complianz's banner" },
  { slug: 'builder', what: 'a WPBakery accordion' },
  { slug: 'everything', what: 'all of the above on one page' },
];
/** The handles of the plugins' own scripts, for BENCH_PLUGIN_SCRIPTS (<handle>.js files). */
export const PLUGIN_HANDLES = {
  'contact-form-7': 'Contact Form 7', swv: 'Contact Form 7 (its validation, swv)', newsletter: 'Newsletter',
  boxzilla: 'Boxzilla', 'cmplz-cookiebanner': 'Complianz', js_composer_front: 'WPBakery',
};

export function median(values) {
  const known = values.filter((value) => value !== null && value !== undefined && !Number.isNaN(value));
  if (!known.length) return null;
  const sorted = [...known].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The real plugin scripts in `folder` (files named <handle>.js), as { handle: file }. */
export function pluginScriptsIn(folder) {
  if (!folder) return {};
  if (!existsSync(folder)) throw new Error(`BENCH_PLUGIN_SCRIPTS: no folder ${folder}`);
  const files = readdirSync(folder).filter((file) => file.endsWith('.js') && basename(file, '.js') in PLUGIN_HANDLES);
  const empty = files.filter((file) => statSync(join(folder, file)).size === 0);
  if (empty.length) throw new Error(`BENCH_PLUGIN_SCRIPTS: empty ${empty.join(', ')}`);
  return Object.fromEntries(files.map((file) => [basename(file, '.js'), join(folder, file)]));
}

const path = (url) => new URL(url).pathname;

/**
 * Medians of one page's samples. Site scripts requested on both sides (WordPress's emoji
 * script) are not the legacy scripts airlift replaces: they are listed, and left out of both
 * (jsGzip, jsRequests); allJsGzip and allJsRequests count every script of the page.
 */
export function summarise(samples, lighthouse) {
  const inAll = (side) => new Set(samples[side].flatMap((sample) => sample.scripts.filter((script) => script.kind === 'site').map((script) => path(script.url))));
  const airliftSite = inAll('airlift');
  const common = [...inAll('legacy')].filter((url) => airliftSite.has(url));
  const side = (name) => {
    const own = (sample) => sample.scripts.filter((script) => script.kind !== 'standin' && !common.includes(path(script.url)));
    const of = (key) => median(samples[name].map((sample) => sample[key]));
    return {
      jsGzip: median(samples[name].map((sample) => own(sample).reduce((sum, script) => sum + script.gzip, 0))),
      jsRaw: median(samples[name].map((sample) => own(sample).reduce((sum, script) => sum + script.raw, 0))),
      jsRequests: median(samples[name].map((sample) => own(sample).length)),
      allJsGzip: of('jsGzip'), allJsRequests: of('jsRequests'),
      scripts: [...new Set(samples[name].flatMap((sample) => own(sample).map((script) => path(script.url))))],
      standinRequests: of('standinRequests'),
      scriptCpuMs: of('scriptCpuMs'), scriptMs: of('scriptMs'), taskCpuMs: of('taskCpuMs'), taskMs: of('taskMs'),
      tbtMs: of('tbtMs'), longestLongTaskMs: of('longestLongTaskMs'), domReadyMs: of('domReadyMs'), domReadyToBannerMs: of('domReadyToBannerMs'), bannerShownMs: of('bannerShownMs'),
      firstPlayMs: of('firstPlayMs'),
      lighthouse: Object.fromEntries([...Object.keys(LIGHTHOUSE_METRICS), 'score'].map((key) => [key, median(lighthouse[name].map((run) => run[key]))])),
    };
  };
  const airlift = side('airlift');
  const legacy = side('legacy');
  const ratio = (a, b) => (a === null || b === null || b === 0 ? null : a / b);
  const ratios = Object.fromEntries(['jsGzip', 'jsRequests', 'allJsGzip', 'allJsRequests', 'scriptCpuMs', 'scriptMs', 'tbtMs'].map((key) => [key, ratio(airlift[key], legacy[key])]));
  for (const key of [...Object.keys(LIGHTHOUSE_METRICS), 'score']) ratios[`lighthouse.${key}`] = ratio(airlift.lighthouse[key], legacy.lighthouse[key]);
  return { airlift, legacy, ratios, common };
}

/** WordPress started with airlift's plugin built from `dist` (its zip, as a site installs it). */
export async function startSiteWithPlugin(dist, options) {
  const folder = mkdtempSync(join(tmpdir(), 'airlift-bench-zip-'));
  const zip = join(folder, 'airlift.zip');
  writeFileSync(zip, pluginZip(dist));
  return startWordPress({ zip, ...options }).finally(() => rmSync(folder, { recursive: true, force: true }));
}

/**
 * Loads both sides of each page (`?pagename=<page>`, `page` its slug where not given, and
 * `&airlift=off` for legacy's), filed by its slug, `runs` times
 * (Lighthouse `lighthouseRuns` times), in rounds, after one unrecorded load of each side (PHP's
 * opcode cache and the browser warm); the side that goes first alternates by round and page.
 * `trace(url)`, where given, runs once a round per page, on airlift's side.
 */
export async function sampleInRounds(browser, baseUrl, pages, { chromePath, runs, lighthouseRuns, trace }) {
  const url = ({ slug, page = slug }, airlift) => `${baseUrl}/?pagename=${page}${airlift ? '' : '&airlift=off'}`;
  const each = (make) => Object.fromEntries(pages.map(({ slug }) => [slug, make()]));
  const samples = each(() => ({ airlift: [], legacy: [] }));
  const audits = each(() => ({ airlift: [], legacy: [] }));
  const traces = each(() => []);
  let lighthouseSettings = null;
  const lighthouse = lighthouseRuns > 0 ? await startLighthouse(chromePath) : null;
  try {
    for (const airlift of [true, false]) await sampleSitePage(browser, url(pages[0], airlift), { airlift });
    for (let round = 0; round < Math.max(runs, lighthouseRuns); round++) {
      for (const [at, page] of pages.entries()) {
        const { slug } = page;
        for (const airlift of (round + at) % 2 ? [false, true] : [true, false]) {
          const side = airlift ? 'airlift' : 'legacy';
          if (round < runs) samples[slug][side].push(await sampleSitePage(browser, url(page, airlift), { airlift }));
          if (round < lighthouseRuns) {
            const audit = await lighthouse.run(url(page, airlift));
            lighthouseSettings ??= audit.settings;
            audits[slug][side].push(audit);
          }
        }
        if (trace && round < runs) traces[slug].push(await trace(url(page, true)));
        process.stdout.write('.');
      }
    }
  } finally {
    await lighthouse?.close();
  }
  return { samples, audits, traces, lighthouseSettings };
}

/** Loads both sides of every page `runs` times (Lighthouse `lighthouseRuns` times), interleaved. */
export async function measurePages(browser, { chromePath, pages, runs, lighthouseRuns, pluginScripts, dist }) {
  const site = await startSiteWithPlugin(dist, { bench: true, pluginScripts });
  const loadBefore = loadavg();
  const started = Date.now();
  let measured;
  try {
    measured = await sampleInRounds(browser, site.baseUrl, pages, { chromePath, runs, lighthouseRuns });
  } finally {
    await site.stop();
  }
  const { samples, audits, lighthouseSettings } = measured;
  return {
    wordpress: '6.1 (Debian package)',
    lighthouse: { version: LIGHTHOUSE_VERSION, runs: lighthouseRuns, settings: lighthouseSettings },
    runs,
    pluginScripts: Object.fromEntries(Object.entries(pluginScripts).map(([handle, file]) => [handle, basename(file)])),
    pluginScriptsMissing: Object.keys(PLUGIN_HANDLES).filter((handle) => !(handle in pluginScripts)),
    loadAverage: { before: loadBefore, after: loadavg() },
    durationSeconds: (Date.now() - started) / 1000,
    pages: pages.map((page) => ({ ...page, ...summarise(samples[page.slug], audits[page.slug]), samples: samples[page.slug], lighthouseRuns: audits[page.slug] })),
  };
}
