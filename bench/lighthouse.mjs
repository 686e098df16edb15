// Lighthouse (from npm) on the benchmark's pages, driving the same Chromium binary as the rest of
// the benchmark in a Chromium of its own (chrome-launcher, Lighthouse's launcher): the performance
// category with Lighthouse's defaults, as a site owner running it gets (mobile form factor,
// simulated throttling: a slow 4G network and a 4× slower CPU, modelled from the load it observes).
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
export const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

/** The audits reported, by Lighthouse's id, with the name used in the tables. */
export const LIGHTHOUSE_METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
  /** Unitless; a quarter of the performance score. */
  cls: 'cumulative-layout-shift',
};

/** Starts Chromium for Lighthouse; `run(url)` audits one load, `close()` ends that Chromium. */
export async function startLighthouse(chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_FLAGS, logLevel: 'silent' });
  return {
    async run(url) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metrics = Object.fromEntries(Object.entries(LIGHTHOUSE_METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null]));
      const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
      return { ...metrics, score: lhr.categories.performance.score, warnings: lhr.runWarnings, settings: { formFactor, throttlingMethod, throttling } };
    },
    close: () => chrome.kill(),
  };
}
