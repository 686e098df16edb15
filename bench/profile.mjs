// One load of the generated benchmark page under the V8 CPU profiler (CDP), for finding what
// airlift's boot spends its time on: `node bench/profile.mjs [N] [stack]` (after a build;
// N = 1000, stack = airlift by default). Prints the ready detail, the long tasks and the
// functions with the most self time, and writes bench/profile.cpuprofile (open it in
// Chrome's DevTools, Performance panel).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../demo/server.mjs';
import { CHROMIUM_ARGS, findChromium } from '../tools/chromium.mjs';
import { benchRoutes } from './routes.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const n = Number(process.argv[2] ?? 1000);
const stack = process.argv[3] ?? 'airlift';
const TOP = 25;

const server = await startServer({ port: 0, extraRoutes: benchRoutes() });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
try {
  const context = await browser.newContext();
  await context.route((url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
  await context.addInitScript(() => {
    const bench = { ready: null, longTasks: [], errors: [] };
    Object.defineProperty(window, '__bench', { value: bench });
    document.addEventListener('airlift:ready', (event) => { bench.ready = event.detail; });
    document.addEventListener('bench:peer-ready', (event) => { bench.ready = event.detail; });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => bench.longTasks.push([Math.round(entry.startTime), entry.duration]))).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.baseUrl}/bench/page.html?n=${n}&stack=${stack}`, { waitUntil: 'load', timeout: 180000 });
  await page.waitForFunction(() => window.__bench.ready !== null, undefined, { timeout: 180000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  const { profile } = await cdp.send('Profiler.stop');
  const bench = await page.evaluate(() => window.__bench);
  writeFileSync(join(root, 'bench', 'profile.cpuprofile'), JSON.stringify(profile));

  // Self time per function (sample counts × interval), from the profile's samples.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, at) => {
    const node = byId.get(id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[at] ?? 0) / 1000);
  });
  // Total time per function: samples with the function anywhere on the stack.
  const parent = new Map();
  profile.nodes.forEach((node) => (node.children ?? []).forEach((child) => parent.set(child, node.id)));
  const keyOf = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  const total = new Map();
  profile.samples.forEach((id, at) => {
    const seen = new Set();
    for (let node = byId.get(id); node; node = byId.get(parent.get(node.id))) seen.add(keyOf(node));
    seen.forEach((key) => total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[at] ?? 0) / 1000));
  });
  console.log('ready', JSON.stringify(bench.ready));
  console.log('long tasks [start, ms]', JSON.stringify(bench.longTasks));
  if (errors.length) console.log('errors', errors);
  console.log(`\nself time (ms), top ${TOP}`);
  [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP).forEach(([key, time]) => console.log(`${time.toFixed(1).padStart(8)}  ${key}`));
  // Each feature's mount, named by the `name:"…"` just before it in the minified bundle.
  const bundle = readFileSync(join(root, 'dist', 'airlift.js'), 'utf8');
  const mounts = [...total].filter(([key]) => /^mount airlift\.js:1:/.test(key)).map(([key, time]) => {
    const column = Number(key.split(':').pop());
    const before = bundle.slice(Math.max(0, column - 400), column);
    const names = [...before.matchAll(/name:"([\w-]+)"/g)];
    return [names.length ? names.at(-1)[1] : key, time];
  });
  console.log('\ntotal time (ms) per feature mount');
  mounts.sort((a, b) => b[1] - a[1]).forEach(([name, time]) => console.log(`${time.toFixed(1).padStart(8)}  ${name}`));
  console.log(`\ntotal time (ms) of airlift's functions, top ${TOP}`);
  [...total].filter(([key]) => /airlift\.js|packs/.test(key)).sort((a, b) => b[1] - a[1]).slice(0, TOP).forEach(([key, time]) => console.log(`${time.toFixed(1).padStart(8)}  ${key}`));
} finally {
  await browser.close();
  await server.close();
}
