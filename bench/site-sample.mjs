// One load of a page of the benchmark's WordPress (bench/site.mjs), in a fresh browser context:
// the JavaScript it fetched (every script response's body, gzipped here: PHP's server sends them
// uncompressed), its main thread's script and task time (CDP Performance metrics), its long
// tasks, and on a page with Complianz's banner the time from DOM ready to the banner shown.
import { sizesOf } from '../tools/sizes.mjs';
import { TRACED_AFTER_READY_MS, TRACE_CATEGORIES, tasksFromTrace } from './measure.mjs';

/** Runs in the page before any of its scripts: long tasks, airlift's ready, the banner shown. */
function initScript() {
  const bench = { longTasks: [], readyAt: null, bannerAt: null };
  Object.defineProperty(window, '__bench', { value: bench });
  document.addEventListener('airlift:ready', () => {
    bench.readyAt = performance.now();
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask support: reported as no long tasks.
  }
  // Complianz's banner counts as shown once it is in the page without `cmplz-hidden` and displayed.
  const check = () => {
    const banner = document.querySelector('.cmplz-cookiebanner');
    if (bench.bannerAt === null && banner && !banner.classList.contains('cmplz-hidden') && getComputedStyle(banner).display !== 'none') {
      bench.bannerAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
}

const LOAD_TIMEOUT_MS = 120_000;
const BLOCKING_THRESHOLD_MS = 50;

/** What a script URL is: airlift's, a stand-in's placeholder (not a real script), or the site's. */
export function scriptKind(url) {
  const { pathname } = new URL(url);
  if (pathname.includes('/plugins/airlift/')) return 'airlift';
  if (pathname.endsWith('/standin-common/legacy.js')) return 'standin';
  return 'site';
}

/**
 * Loads `url` and measures it until the page is settled: loaded, airlift ready (when `airlift`),
 * no request for 500 ms (airlift's packs are in), then two frames.
 */
/**
 * Time to first play: a click on the play button of the page's first `[audio]` player (the same
 * MediaElement markup on both sides: `.mejs-container` around `audio.wp-audio-shortcode`, its
 * `.mejs-playpause-button button`) to the element's `playing` event; null on a page without one.
 * Taken after the load's metrics, so it does not count in them.
 */
async function timeFirstPlay(page) {
  const found = await page.evaluate(() => {
    const audio = document.querySelector('audio.wp-audio-shortcode');
    const button = audio?.closest('.mejs-container')?.querySelector('.mejs-playpause-button button');
    if (!audio || !button) return false;
    button.setAttribute('data-bench-play', '');
    window.__benchPlay = { clicked: null, playing: null };
    document.addEventListener('pointerdown', () => (window.__benchPlay.clicked ??= performance.now()), { capture: true, once: true });
    audio.addEventListener('playing', () => (window.__benchPlay.playing ??= performance.now()), { once: true });
    return true;
  });
  if (!found) return null;
  await page.click('[data-bench-play]');
  await page.waitForFunction(() => window.__benchPlay.playing !== null, null, { timeout: 10000 }).catch(() => undefined);
  return page.evaluate(() => (window.__benchPlay.playing === null || window.__benchPlay.clicked === null ? null : window.__benchPlay.playing - window.__benchPlay.clicked));
}

/** A fresh browser context that reaches the site's origin only, with initScript in its pages. */
async function siteContext(browser) {
  const context = await browser.newContext();
  await context.route((target) => target.hostname !== '127.0.0.1' && target.hostname !== 'localhost', (route) => route.abort('blockedbyclient'));
  await context.addInitScript(initScript);
  return context;
}

/** airlift's files as its WordPress plugin serves them (wp-content/plugins/airlift/…). */
const AIRLIFT_PLUGIN_FILES = { main: /\/plugins\/airlift\/airlift\.js(\?|$)/, any: /\/plugins\/airlift\/(airlift|packs\/[\w-]+)\.js(\?|$)/ };

/**
 * One traced load of a page with airlift (bench/measure.mjs sampleTraced, on a site's page): the
 * longest task, and the most airlift's scripts ran in one task, until 2 s after ready.
 */
export async function traceSitePage(browser, url) {
  const context = await siteContext(browser);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      await page.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: LOAD_TIMEOUT_MS });
      await page.waitForTimeout(TRACED_AFTER_READY_MS);
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    }
    return tasksFromTrace(trace.traceEvents ?? trace, AIRLIFT_PLUGIN_FILES);
  } finally {
    await context.close();
  }
}

export async function sampleSitePage(browser, url, { airlift }) {
  const context = await siteContext(browser);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(LOAD_TIMEOUT_MS);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') responses.push(response);
    });
    // Two sessions: the same metrics in wall time and in the main thread's own CPU time.
    const wall = await context.newCDPSession(page);
    await wall.send('Performance.enable', { timeDomain: 'timeTicks' });
    const cpu = await context.newCDPSession(page);
    await cpu.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (airlift) await page.waitForFunction(() => window.__bench.readyAt !== null, null, { timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    const metrics = async (session) => Object.fromEntries((await session.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));
    const [wallMetrics, cpuMetrics] = [await metrics(wall), await metrics(cpu)];
    const state = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return { ...window.__bench, domReadyAt: navigation.domContentLoadedEventStart, airliftFound: 'airlift' in window };
    });
    if (airlift !== state.airliftFound) throw new Error(`${url}: airlift is ${state.airliftFound ? '' : 'not '}on the page`);
    const scripts = [];
    for (const response of responses) {
      const body = await response.body().catch(() => null);
      if (!body || !response.ok()) throw new Error(`${url}: no body for ${response.url()} (${response.status()})`);
      const { raw, gzip } = sizesOf(body);
      scripts.push({ url: response.url(), kind: scriptKind(response.url()), raw, gzip });
    }
    const counted = scripts.filter((script) => script.kind !== 'standin');
    const firstPlayMs = await timeFirstPlay(page);
    if (errors.length) throw new Error(`page error on ${url}: ${errors.join('; ')}`);
    return {
      jsGzip: counted.reduce((sum, script) => sum + script.gzip, 0),
      jsRaw: counted.reduce((sum, script) => sum + script.raw, 0),
      jsRequests: counted.length,
      standinRequests: scripts.length - counted.length,
      scriptMs: wallMetrics.ScriptDuration * 1000,
      scriptCpuMs: cpuMetrics.ScriptDuration * 1000,
      taskMs: wallMetrics.TaskDuration * 1000,
      taskCpuMs: cpuMetrics.TaskDuration * 1000,
      longestLongTaskMs: state.longTasks.length ? Math.max(...state.longTasks) : 0,
      tbtMs: state.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - BLOCKING_THRESHOLD_MS), 0),
      domReadyMs: state.domReadyAt,
      readyMs: state.readyAt,
      bannerShownMs: state.bannerAt,
      domReadyToBannerMs: state.bannerAt === null ? null : state.bannerAt - state.domReadyAt,
      firstPlayMs,
      scripts,
    };
  } finally {
    await context.close();
  }
}
