// One benchmark sample = one page load in a fresh browser context. Four kinds:
//   withAirlift: airlift's ready time, long tasks (PerformanceObserver) and the JS heap;
//   withoutAirlift: the JS heap and long tasks of the same page without airlift's script
//     (the baseline: what the page costs by itself);
//   withPeer: the same page set up by the peer stack instead (MediaElement's player for the
//     playlists, vanilla-cookieconsent for the blocked scripts; bench/peer.js);
//   traced: a Chrome trace of the load, for the longest task of any length (the longtask
//     observer only sees tasks over 50 ms) and for what airlift's scripts took in each task
//     (the observer cannot tell whose a task is). Tracing slows the page down, so it gets
//     loads of its own and the other numbers never come from a traced load.

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
    return {
      readyMs: ready.ms,
      busyMs: ready.busyMs ?? ready.ms,
      stackMs,
      mounted: ready.mounted,
      features: ready.features,
      ...longTaskStats(longTasks),
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

// Top-level tasks ('toplevel'), script evaluation and calls ('devtools.timeline') and microtask
// checkpoints ('v8.execute') only: the fewer categories, the less tracing slows the page.
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute'];
const TASK_EVENT = 'ThreadControllerImpl::RunTask';
/** After ready, how long a traced load goes on: the packs arrive and mount what waited for them. */
export const TRACED_AFTER_READY_MS = 2000;

/**
 * Tasks of one traced load: the longest main-thread task of any kind, and airlift's share of
 * each task (its script: evaluation, calls into it and the layouts they force), from
 * navigation until TRACED_AFTER_READY_MS after ready, packs included.
 */
export async function sampleTraced(browser, url) {
  const { context, page, errors } = await openPage(browser);
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace;
    try {
      await load(page, url, errors, { airlift: true });
      await page.waitForTimeout(TRACED_AFTER_READY_MS);
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    }
    return tasksFromTrace(trace.traceEvents ?? trace);
  } finally {
    await context.close();
  }
}

/** airlift's files on the benchmark's page: its main bundle, and it with its packs. */
const AIRLIFT_FILES = { main: /\/dist\/airlift\.js$/, any: /\/dist\/(airlift|packs\/[\w-]+)\.js(\?|$)/ };
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.evaluateModule']);

/** Whether event `inner` lies within event `outer`. */
const within = (inner, outer) => inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;

/**
 * Finds the page's main thread by airlift's EvaluateScript event and measures its tasks;
 * `files` tells airlift's scripts by URL (bench/site-sample.mjs: as a WordPress plugin serves them).
 */
export function tasksFromTrace(events, files = AIRLIFT_FILES) {
  const evaluate = events.find((event) => event.name === 'EvaluateScript' && files.main.test(event.args?.data?.url ?? ''));
  if (!evaluate) throw new Error('no EvaluateScript event for airlift.js in the trace');
  const onMain = events.filter((event) => event.ph === 'X' && event.pid === evaluate.pid && event.tid === evaluate.tid);
  const tasks = onMain.filter((event) => event.name === TASK_EVENT).sort((a, b) => a.ts - b.ts);
  if (!tasks.length) throw new Error(`no ${TASK_EVENT} events on the page's main thread in the trace`);
  // airlift's script events, outermost only (a call within a call is counted once).
  const scripts = onMain.filter((event) => SCRIPT_EVENTS.has(event.name) && files.any.test(event.args?.data?.url ?? '')).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outermost = [];
  for (const event of scripts) if (!outermost.length || !within(event, outermost.at(-1))) outermost.push(event);
  // Up to ready: airlift's script (its evaluation included, which the ready event's busyMs
  // leaves out) and the microtask checkpoints outside it, where the first scan's later slices
  // run (after a yield, a slice goes on as a promise continuation); the benchmark page runs no
  // other script. In wall time, and in the main thread's own CPU time (`tdur`: without the
  // time the system gave the core to other processes).
  const ready = onMain.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'airlift:ready');
  const microtasks = onMain.filter((event) => event.name === 'RunMicrotasks' && !outermost.some((script) => within(event, script)));
  const mine = [];
  for (const event of [...outermost, ...microtasks].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (!mine.length || !within(event, mine.at(-1))) mine.push(event);
  }
  const beforeReady = ready ? mine.filter((event) => event.ts < ready.ts) : [];
  const readyScriptMs = beforeReady.reduce((sum, event) => sum + event.dur, 0) / 1000;
  const readyCpuMs = beforeReady.every((event) => typeof event.tdur === 'number') ? beforeReady.reduce((sum, event) => sum + event.tdur, 0) / 1000 : null;
  let longestShare = 0;
  let longestShareCpu = 0;
  let longestWhole = 0;
  let longestWhat = null;
  let scriptMs = 0;
  let at = 0;
  for (const task of tasks) {
    let share = 0;
    let shareCpu = 0;
    let biggest = null;
    while (at < mine.length && mine[at].ts < task.ts) at++;
    for (let next = at; next < mine.length && within(mine[next], task); next++) {
      share += mine[next].dur;
      shareCpu += mine[next].tdur ?? mine[next].dur;
      if (!biggest || mine[next].dur > biggest.dur) biggest = mine[next];
    }
    if (share === 0) continue;
    scriptMs += share;
    if (share > longestShare) {
      const { url = '', functionName, lineNumber, columnNumber } = biggest.args?.data ?? {};
      longestWhat = `${biggest.name} ${functionName || ''} ${url.replace(/^.*\/(dist|airlift)\/|\?.*$/g, '')}:${lineNumber ?? ''}:${columnNumber ?? ''} (${(biggest.dur / 1000).toFixed(1)} ms)`;
    }
    longestShare = Math.max(longestShare, share);
    longestShareCpu = Math.max(longestShareCpu, shareCpu);
    longestWhole = Math.max(longestWhole, task.dur);
  }
  return {
    longestTaskMs: Math.max(...tasks.map((task) => task.dur)) / 1000,
    // The most airlift ran in one task, and the longest task it ran in (the rest of which is the page's and the browser's).
    airliftTaskMs: longestShare / 1000,
    // The same in the main thread's own CPU time (without the time the system gave the core to other processes).
    airliftTaskCpuMs: longestShareCpu / 1000,
    airliftWholeTaskMs: longestWhole / 1000,
    airliftScriptMs: scriptMs / 1000,
    // airlift's script from navigation to ready: wall time, and the main thread's CPU time.
    readyScriptTracedMs: ready ? readyScriptMs : null,
    readyCpuTracedMs: ready ? readyCpuMs : null,
    // The biggest of airlift's script events in that task, for finding what it was.
    airliftTaskWhat: longestWhat,
  };
}
