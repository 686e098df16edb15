// One benchmark sample = one page load in a fresh browser context. Four kinds:
//   withAirlift: airlift's ready time, long tasks (PerformanceObserver) and the JS heap;
//   withoutAirlift: the JS heap and long tasks of the same page without airlift's script
//     (the baseline: what the page costs by itself);
//   withPeer: the same page set up by the peer stack instead (MediaElement's player for the
//     playlists, vanilla-cookieconsent for the blocked scripts; bench/peer.js);
//   traced: a Chrome trace of the load, for the longest task of any length (the longtask
//     observer only sees tasks over 50 ms). Tracing slows the page down, so it gets loads
//     of its own and the other numbers never come from a traced load.

/** Runs in the page before any of its scripts: records the ready events and long tasks. */
function initScript() {
  const bench = { ready: null, readyAt: null, peer: null, peerAt: null, longTasks: [] };
  Object.defineProperty(window, '__bench', { value: bench });
  document.addEventListener('airlift:ready', (event) => {
    bench.ready = event.detail;
    bench.readyAt = performance.now();
  });
  document.addEventListener('bench:peer-ready', (event) => {
    bench.peer = event.detail;
    bench.peerAt = performance.now();
  });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask support: reported as no long tasks.
  }
}

// Generous: a 5,000-widget page with the peer stack on a busy 2-core machine takes long.
const LOAD_TIMEOUT_MS = 180_000;
const BLOCKING_THRESHOLD_MS = 50;

/** A fresh context and page that can reach nothing but the local server. */
async function openPage(browser) {
  const context = await browser.newContext();
  await context.route((url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
  await context.addInitScript(initScript);
  const page = await context.newPage();
  page.setDefaultTimeout(LOAD_TIMEOUT_MS);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Loads `url`, waits for airlift's (or the peer's) ready event, then lets the page settle. */
async function load(page, url, errors, { airlift, peer = false }) {
  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  if (airlift) await page.waitForFunction(() => window.__bench.ready !== null, null, { timeout: LOAD_TIMEOUT_MS });
  if (peer) await page.waitForFunction(() => window.__bench.peer !== null, null, { timeout: LOAD_TIMEOUT_MS });
  // Two frames and a pause: pending long task entries reach the observer.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  if (errors.length) throw new Error(`page error on ${url}: ${errors.join('; ')}`);
}

/** The long tasks' durations, the longest (null when none) and the total blocking time. */
function longTaskStats(longTasks) {
  const durations = longTasks.map((task) => task.duration);
  return {
    longTasks: durations,
    longestLongTaskMs: durations.length ? Math.max(...durations) : null,
    tbtMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - BLOCKING_THRESHOLD_MS), 0),
  };
}

/** V8's used heap in bytes after a full garbage collection (CDP). */
async function heapAfterGc(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usage.usedSize;
}

/** Ready time, long tasks and heap of one load of a generated page. */
export async function sampleWithAirlift(browser, url) {
  const { context, page, errors } = await openPage(browser);
  try {
    await load(page, url, errors, { airlift: true });
    const { ready, readyAt, longTasks } = await page.evaluate(() => window.__bench);
    const stackMs = await page.evaluate((at) => at - window.__benchStart, readyAt);
    // airlift boots inside its script's task, so the long task around the ready event is airlift's.
    // (Long task times are rounded to whole milliseconds, hence the 1 ms of slack.)
    const own = longTasks.find((task) => task.start - 1 <= readyAt && readyAt <= task.start + task.duration + 1);
    return {
      readyMs: ready.ms,
      busyMs: ready.busyMs ?? ready.ms,
      stackMs,
      mounted: ready.mounted,
      features: ready.features,
      ...longTaskStats(longTasks),
      airliftLongTaskMs: own ? own.duration : null,
      heapBytes: await heapAfterGc(context, page),
    };
  } finally {
    await context.close();
  }
}

/** Heap and long tasks of one load of the same page without airlift. */
export async function sampleWithoutAirlift(browser, url) {
  const { context, page, errors } = await openPage(browser);
  try {
    await load(page, url, errors, { airlift: false });
    const hasAirlift = await page.evaluate(() => 'airlift' in window || document.querySelector('script[src*="airlift"]') !== null);
    if (hasAirlift) throw new Error(`the baseline page ${url} still loads airlift`);
    const { longTasks } = await page.evaluate(() => window.__bench);
    return { ...longTaskStats(longTasks), heapBytes: await heapAfterGc(context, page) };
  } finally {
    await context.close();
  }
}

/** Set-up time, long tasks and heap of one load of the page with the peer stack instead. */
export async function sampleWithPeer(browser, url) {
  const { context, page, errors } = await openPage(browser);
  try {
    await load(page, url, errors, { airlift: false, peer: true });
    const { peer, longTasks } = await page.evaluate(() => window.__bench);
    return { stackMs: peer.ms, players: peer.players, ...longTaskStats(longTasks), heapBytes: await heapAfterGc(context, page) };
  } finally {
    await context.close();
  }
}

// Top-level tasks ('toplevel') and script evaluation ('devtools.timeline') only: the fewer
// categories, the less tracing slows the page.
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline'];
const TASK_EVENT = 'ThreadControllerImpl::RunTask';

/** Longest renderer main-thread task of one traced load, and the task that ran airlift. */
export async function sampleTraced(browser, url) {
  const { context, page, errors } = await openPage(browser);
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace;
    try {
      await load(page, url, errors, { airlift: true });
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    }
    return tasksFromTrace(trace.traceEvents ?? trace);
  } finally {
    await context.close();
  }
}

/** Finds the page's main thread by airlift's EvaluateScript event and measures its tasks. */
function tasksFromTrace(events) {
  const evaluate = events.find((event) => event.name === 'EvaluateScript' && /\/dist\/airlift\.js$/.test(event.args?.data?.url ?? ''));
  if (!evaluate) throw new Error('no EvaluateScript event for airlift.js in the trace');
  const tasks = events.filter((event) => event.ph === 'X' && event.name === TASK_EVENT && event.pid === evaluate.pid && event.tid === evaluate.tid);
  if (!tasks.length) throw new Error(`no ${TASK_EVENT} events on the page's main thread in the trace`);
  const airliftTask = tasks.find((task) => task.ts <= evaluate.ts && task.ts + task.dur >= evaluate.ts + evaluate.dur);
  return {
    longestTaskMs: Math.max(...tasks.map((task) => task.dur)) / 1000,
    airliftTaskMs: (airliftTask ?? evaluate).dur / 1000,
  };
}
