// The per-page comparison's tables: one for the console, and the same in Markdown for docs/benchmark.md.
import { PLUGIN_HANDLES } from './pages.mjs';

const known = (value) => value !== null && value !== undefined && !Number.isNaN(value);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const count = (value) => String(value);
const score = (value) => String(Math.round(value * 100));
const shift = (value) => value.toFixed(3);
const ratio = (value) => (known(value) ? `${value.toFixed(2)}×` : '—');

/** "legacy → airlift (ratio)" for one measure of one page. */
function cell(page, pick, format, ratioKey) {
  const legacy = pick(page.legacy);
  const airlift = pick(page.airlift);
  if (!known(legacy) && !known(airlift)) return '—';
  const shown = (value) => (known(value) ? format(value) : '—');
  return `${shown(legacy)} → ${shown(airlift)} (${ratio(page.ratios[ratioKey])})`;
}

const COLUMNS = [
  ['JS gzip', (side) => side.jsGzip, kb, 'jsGzip'],
  ['JS requests', (side) => side.jsRequests, count, 'jsRequests'],
  ['main-thread script (CPU)', (side) => side.scriptCpuMs, ms, 'scriptCpuMs'],
  ['main-thread script (wall)', (side) => side.scriptMs, ms, 'scriptMs'],
  ['TBT', (side) => side.tbtMs, ms, 'tbtMs'],
  ['Lighthouse score', (side) => side.lighthouse.score, score, 'lighthouse.score'],
  ['LH FCP', (side) => side.lighthouse.fcpMs, ms, 'lighthouse.fcpMs'],
  ['LH LCP', (side) => side.lighthouse.lcpMs, ms, 'lighthouse.lcpMs'],
  ['LH TBT', (side) => side.lighthouse.tbtMs, ms, 'lighthouse.tbtMs'],
  ['LH Speed Index', (side) => side.lighthouse.speedIndexMs, ms, 'lighthouse.speedIndexMs'],
  ['LH CLS', (side) => side.lighthouse.cls, shift, 'lighthouse.cls'],
];

function rows(result) {
  return result.pages.map((page) => [page.slug, ...COLUMNS.map(([, pick, format, key]) => cell(page, pick, format, key))]);
}

/**
 * The banner line of each page that has one, both sides: DOM ready → banner shown, and the start
 * of the navigation → banner shown (what a visitor waits; a side whose DOM ready comes later
 * looks quicker by the first alone).
 */
function bannerLines(result) {
  return result.pages.filter((page) => known(page.airlift.domReadyToBannerMs) || known(page.legacy.domReadyToBannerMs)).map((page) => {
    const shown = (value) => (known(value) ? `${value.toFixed(1)} ms` : 'never shown');
    const placeholder = result.pluginScriptsMissing.includes('cmplz-cookiebanner') && !known(page.legacy.domReadyToBannerMs);
    const legacy = placeholder ? "— (Complianz's own script not supplied: its placeholder shows no banner)" : shown(page.legacy.domReadyToBannerMs);
    const fromStart = known(page.airlift.bannerShownMs) && known(page.legacy.bannerShownMs) && !placeholder
      ? `; navigation start → shown: legacy ${shown(page.legacy.bannerShownMs)}, airlift ${shown(page.airlift.bannerShownMs)}` : '';
    return `${page.slug}: DOM ready → Complianz banner shown: legacy ${legacy}, airlift ${shown(page.airlift.domReadyToBannerMs)}${fromStart}`;
  });
}

/** Time to first play on each page with an `[audio]` player, both sides. */
function playLines(result) {
  return result.pages.filter((page) => known(page.airlift.firstPlayMs) || known(page.legacy.firstPlayMs)).map((page) => {
    const played = (value) => (known(value) ? `${value.toFixed(1)} ms` : 'never played');
    return `${page.slug}: click on the first [audio] player's play button → playing: legacy ${played(page.legacy.firstPlayMs)}, airlift ${played(page.airlift.firstPlayMs)}`;
  });
}

function missingLine(result) {
  if (!result.pluginScriptsMissing.length) return 'Every plugin script was supplied (BENCH_PLUGIN_SCRIPTS).';
  const names = [...new Set(result.pluginScriptsMissing.map((handle) => PLUGIN_HANDLES[handle]))];
  return `Not counted on the legacy side (their scripts are not on a package registry; supply them with BENCH_PLUGIN_SCRIPTS): ${names.join(', ')}. `
    + 'Those handles load a placeholder of 0.2 KB, left out of the figures; the legacy side of their pages is WordPress core\'s scripts only.';
}

/** The console's table, right-aligned, with the notes under it. */
export function formatPages(result) {
  const header = ['page', ...COLUMNS.map(([name]) => name)];
  const body = rows(result);
  const widths = header.map((name, at) => Math.max(name.length, ...body.map((row) => row[at].length)));
  const line = (cells) => cells.map((text, at) => (at === 0 ? text.padEnd(widths[at]) : text.padStart(widths[at]))).join('  ');
  const common = [...new Set(result.pages.flatMap((page) => page.common))];
  return [
    `Per page: legacy → airlift (airlift / legacy); medians of ${result.runs} loads, Lighthouse ${result.lighthouse.version} ${result.lighthouse.runs} runs`,
    line(header), ...body.map(line), '',
    ...bannerLines(result),
    ...playLines(result),
    missingLine(result),
    common.length ? `Requested on both sides and left out of both: ${common.join(', ')}.` : '',
  ].join('\n');
}

/** The same as a Markdown table (values and ratios), for docs/benchmark.md's per-page table. */
export function markdownPages(result) {
  const header = ['page', ...COLUMNS.map(([name]) => name)];
  const lines = [`| ${header.join(' | ')} |`, `| --- |${' ---: |'.repeat(COLUMNS.length)}`];
  for (const row of rows(result)) lines.push(`| ${row.join(' | ')} |`);
  return [...lines, '', ...[...bannerLines(result), ...playLines(result)].map((text) => `${text}.`)].join('\n');
}

/** airlift's script requests on each page, for "no request for a feature the page does not use". */
export function requestLines(result) {
  return result.pages.map((page) => `${page.slug}: ${page.airlift.scripts.map((url) => url.replace(/^.*\/plugins\/airlift\//, '')).join(', ')}`);
}

/**
 * The goals per page: airlift's JS bytes and main-thread script time (CPU) at or below the
 * legacy scripts', and at most half of them on the page with every feature.
 */
export function pageTargets(result) {
  const missing = [...new Set(result.pluginScriptsMissing.map((handle) => PLUGIN_HANDLES[handle].replace(/ \(.*\)$/, '')))];
  const all = missing.length === new Set(Object.values(PLUGIN_HANDLES).map((name) => name.replace(/ \(.*\)$/, ''))).size;
  const partial = !missing.length ? '' : all ? ' (legacy: without the plugins\' own scripts)' : ` (legacy: without ${missing.join(', ')}'s own scripts)`;
  return result.pages.flatMap((page) => {
    const limit = page.slug === 'everything' ? 0.5 : 1;
    const share = limit === 1 ? 'at or below legacy' : 'at most half of legacy';
    return [['JS gzip', 'jsGzip', kb], ['main-thread script (CPU)', 'scriptCpuMs', ms]].map(([name, key, format]) => ({
      target: `${page.slug}: ${name} ${share}${partial}`,
      measured: `${format(page.airlift[key])} against ${format(page.legacy[key])} (${ratio(page.ratios[key])})`,
      holds: page.legacy[key] > 0 ? page.airlift[key] / page.legacy[key] <= limit : page.airlift[key] === 0,
    }));
  });
}

/** The console's table with what its columns mean, airlift's requests and the Markdown. */
export function explainPages(pages) {
  return `${formatPages(pages)}
page: a page of the benchmark's WordPress (test/wordpress/cli.php). legacy: the same page with \`?airlift=off\`, as if
airlift were deactivated. Each cell: legacy → airlift (airlift / legacy). JS gzip, JS requests: the page's script
responses (gzip -9 of each body), but for the stand-ins' placeholders and scripts requested on both sides.
main-thread script: CDP Performance.getMetrics ScriptDuration at the end of the load (settled: load, ready, 500 ms
without a request), in the main thread's CPU time and in wall time. TBT: long tasks' time over 50 ms, navigation to
the end of the load. LH: Lighthouse ${pages.lighthouse.version}'s performance category (${pages.lighthouse.settings?.formFactor ?? '—'}, ${pages.lighthouse.settings?.throttlingMethod ?? '—'} throttling),
its FCP, LCP, TBT, Speed Index and score. Load average ${pages.loadAverage.before.map((value) => value.toFixed(2)).join(' ')} before,
${pages.loadAverage.after.map((value) => value.toFixed(2)).join(' ')} after (${pages.durationSeconds.toFixed(0)} s).

airlift's script requests, page by page:
${requestLines(pages).map((line) => `  ${line}`).join('\n')}

Markdown:
${markdownPages(pages)}`;
}
