// The real pages' tables (bench/real-pages.mjs), one per matrix cell, shaped as issue 35's:
// page | legacy → airlift KB (ratio); script ms legacy → airlift; then the details, what is
// counted, and the goals checked.
import { GOALS } from './real-pages.mjs';

const known = (value) => value !== null && value !== undefined && !Number.isNaN(value);
const kb = (bytes) => (known(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—');
const ms = (value) => (known(value) ? `${Math.round(value).toLocaleString('en')} ms` : '—');
const ratio = (value) => (known(value) ? `${value.toFixed(2)}×` : '—');
const both = (page, pick, format) => `${format(pick(page.legacy))} → ${format(pick(page.airlift))}`;

/** A table whose first column is left-aligned and the others right-aligned. */
function table(header, rows) {
  const widths = header.map((name, at) => Math.max(name.length, ...rows.map((row) => row[at].length)));
  const line = (cells) => cells.map((text, at) => (at === 0 ? text.padEnd(widths[at]) : text.padStart(widths[at]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

const load = (values) => values.map((value) => value.toFixed(2)).join(' ');

/** One cell's tables and notes (or why it was skipped). */
export function formatCell(result) {
  if (result.skipped) return `${result.cell}: skipped, ${result.skipped}`;
  const headline = result.pages.map((page) => [page.slug,
    `${both(page, (side) => side.jsGzip, kb)} (${ratio(page.ratios.jsGzip)}); script ${both(page, (side) => side.scriptCpuMs, ms)} (${ratio(page.ratios.scriptCpuMs)})`]);
  const details = result.pages.map((page) => [page.slug,
    `${both(page, (side) => side.allJsGzip, kb)} (${ratio(page.ratios.allJsGzip)})`,
    both(page, (side) => side.allJsRequests, String), both(page, (side) => side.jsRequests, String),
    both(page, (side) => side.tbtMs, ms), both(page, (side) => side.longestLongTaskMs, ms), `${ms(page.airliftTaskCpuMs)} (${ms(page.airliftTaskMs)})`,
    both(page, (side) => side.bannerShownMs, ms), both(page, (side) => side.firstPlayMs, ms),
    both(page, (side) => known(side.lighthouse.score) ? side.lighthouse.score * 100 : null, (value) => (known(value) ? String(Math.round(value)) : '—')),
    both(page, (side) => side.lighthouse.tbtMs, ms), both(page, (side) => side.lighthouse.lcpMs, ms)]);
  const scripts = result.pages.flatMap((page) => [
    `  ${page.slug}, only with airlift off: ${page.legacy.scripts.map(short).join(', ') || 'none'}`,
    `  ${page.slug}, only with airlift on: ${page.airlift.scripts.map(short).join(', ') || 'none'}`,
  ]);
  return `${result.label}
Medians of ${result.runs} loads per page and side (${result.runs} traced with airlift), Lighthouse ${result.lighthouse.version} ${result.lighthouse.runs} runs; load average ${load(result.loadAverage.before)} before, ${load(result.loadAverage.after)} after (${result.durationSeconds.toFixed(0)} s)
${table(['page', 'legacy → airlift: the scripts only one side requests, KB gzip (ratio); main-thread script (CPU) of the page'], headline)}

${table(['page', 'every script of the origin, KB gzip', 'its requests', 'requests only one side', 'TBT', 'longest task', "airlift's longest task: CPU (wall)", 'to banner', 'to first play', 'LH score', 'LH TBT', 'LH LCP'], details)}
Scripts only one side requests (counted in the first table):
${scripts.join('\n')}
On both sides (counted in "every script of the origin" only): ${[...new Set(result.pages.flatMap((page) => page.common))].map(short).join(', ') || 'none'}`;
}

/** A script's path below wp-content or WordPress's folders, without its query. */
const short = (url) => url.replace(/^\/wp-content\/plugins\/|^\/wp-content\/|^\/wp-includes\/js\//, '');

/** What the tables count, once for every cell. */
export const REAL_PAGES_NOTE = `legacy: the page with \`?airlift=off\` (matrix/mu-switch.php: as if airlift's plugin were deactivated, the
plugins' and WordPress's own scripts); airlift: the same page with airlift's plugin. KB: gzip -9 of each script response
from the page's origin. The first table counts the scripts only one side requests: with airlift off, the plugins' and
WordPress's scripts airlift's plugin takes off the page; with it on, airlift's own files (listed under each table); the
details' "every script of the origin" counts all of them, the theme's and WordPress's own scripts on both sides included.
script: CDP ScriptDuration, the main thread's CPU time, at the end of the load (loaded, ready, no request for 500 ms).
TBT, longest task: long tasks (PerformanceObserver) to the end of the load, whoever ran them. airlift's longest task:
from separate traced loads, the most airlift's files ran in one task, until 2 s after ready, with the microtask
checkpoints outside any script (an upper bound: other scripts' promise callbacks run there too), in the main thread's
CPU time (the goal: on a loaded machine the wall time counts the other processes' turns) and in wall time.
to banner: navigation start → Complianz's banner shown; to first play: a click on the first [audio] player's play
button → playing. LH: Lighthouse's performance category (its defaults: mobile, simulated throttling).`;

/** The goals on one cell, each with what was measured. */
export function cellGoals(result) {
  if (result.skipped) return [{ target: `${result.cell}: measured`, measured: `skipped, ${result.skipped}`, holds: false }];
  const goals = [];
  const add = (target, measured, holds) => goals.push({ target: `${result.cell} ${target}`, measured, holds });
  for (const page of result.pages) {
    const limit = page.slug === 'everything' ? GOALS.everythingShare : GOALS.share;
    for (const [name, key, format] of [['bytes', 'jsGzip', kb], ['script time', 'scriptCpuMs', ms]]) {
      add(`${page.slug}: ${name} <= ${limit.toFixed(2)}× legacy's`, `${format(page.airlift[key])} against ${format(page.legacy[key])} (${ratio(page.ratios[key])})`,
        known(page.ratios[key]) && page.ratios[key] <= limit);
    }
    add(`${page.slug}: no task of airlift's over ${GOALS.airliftTaskMs} ms (CPU time)`, `${ms(page.airliftTaskCpuMs)}, wall ${ms(page.airliftTaskMs)} (medians of the traced loads)`,
      known(page.airliftTaskCpuMs) && page.airliftTaskCpuMs <= GOALS.airliftTaskMs);
    const noWorse = (name, key) => add(`${page.slug}: ${name} no later than legacy`, both(page, (side) => side[key], ms),
      known(page.airlift[key]) && known(page.legacy[key]) && page.airlift[key] <= page.legacy[key]);
    if (page.slug === 'consent' || page.slug === 'everything') noWorse('time to the banner', 'bannerShownMs');
    if (page.slug === 'media' || page.slug === 'everything') noWorse('time to the first play', 'firstPlayMs');
  }
  const main = Math.max(...result.pages.map((page) => page.mainGzip ?? 0));
  add(`airlift.js <= ${GOALS.mainGzipBytes / 1024} KB gzip`, kb(main), main > 0 && main <= GOALS.mainGzipBytes);
  return goals;
}
