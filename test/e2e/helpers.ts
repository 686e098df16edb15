// Shared by browser tests: a page in the shared Chromium, console errors collected. Requests to
// other hosts fail in that Chromium itself (tools/chromium.mjs): tests never reach the internet.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { afterEach, expect, inject } from 'vitest';
import { AUTOPLAY_ARGS, findChromium } from '../../tools/chromium.mjs';
import { testContext } from './contexts';

export const baseUrl = inject('baseUrl');

let browser: Promise<Browser> | null = null;
let autoplayBrowser: Promise<Browser> | null = null;

/**
 * The shared Chromium (default autoplay policy), or with `autoplay` one that lets a page play
 * unmuted media without a gesture: launched in this worker on first use (few tests need it),
 * and gone with the worker.
 */
export function connectBrowser(autoplay = false): Promise<Browser> {
  if (autoplay) {
    return (autoplayBrowser ??= chromium.launch({ executablePath: findChromium() ?? undefined, args: AUTOPLAY_ARGS, headless: true }));
  }
  return (browser ??= chromium.connect(inject('wsEndpoint')));
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  requests: string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Emulate prefers-reduced-motion: reduce (the default) or not. */
  reducedMotion?: boolean;
  /** Unmuted media may play without a gesture (a preselected stream, an autoplay attribute). */
  autoplay?: boolean;
}

export async function openPage(path = '/', options: OpenOptions = {}): Promise<TestPage> {
  const connected = await connectBrowser(options.autoplay);
  const { context, release } = await testContext(connected, { fresh: options.autoplay });
  const page = await context.newPage();
  if (options.reducedMotion === false) await page.emulateMedia({ reducedMotion: 'no-preference' });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // The browser's own request for /favicon.ico is no page's doing: a WordPress site without a
    // site icon and pretty permalinks (the test site's PHP server) answers it with a 404.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  if (path) await page.goto(new URL(path, baseUrl).href);
  return { page, context, errors, requests, close: release };
}

export interface ReadyDetail {
  features: Record<string, number>;
  mounted: number;
  ms: number;
}

/** How long a page may take to fire airlift:ready, on a busy machine. */
const READY_TIMEOUT_MS = 20000;

/**
 * Waits for airlift's ready event (or returns at once if it already fired) and returns its
 * detail. Fails, saying so, when the event never comes: a test must not go on as if airlift
 * had started.
 */
export async function airliftReady(page: Page): Promise<ReadyDetail> {
  try {
    const handle = await page.waitForFunction(() => (window as unknown as { __airliftReady?: unknown }).__airliftReady,
      undefined, { timeout: READY_TIMEOUT_MS });
    return (await handle.jsonValue()) as ReadyDetail;
  } catch (error) {
    throw new Error(`airlift:ready never fired on ${page.url()} within ${READY_TIMEOUT_MS} ms (${String(error).split('\n')[0]})`, { cause: error });
  }
}

/**
 * airlift:ready, and proof that each named feature mounted at least once: a test that then
 * asserts something is hidden, absent or unchanged would pass on a page where the feature
 * never loaded.
 */
export async function expectMounted(page: Page, ...names: string[]): Promise<ReadyDetail> {
  const ready = await airliftReady(page);
  for (const name of names) {
    if (!((ready.features[name] ?? 0) > 0)) {
      throw new Error(`feature "${name}" did not mount on ${page.url()} (airlift:ready counted ${JSON.stringify(ready.features)})`);
    }
  }
  return ready;
}

let barrier = 0;

/**
 * Returns once every request the page started before the call is in `requests` (the list
 * openPage keeps): the page fetches a file of the demo's own, and the browser reports requests in
 * the order they start. For "nothing was requested" after an action, without a fixed wait.
 */
export async function requestsSettled(page: Page, requests: readonly string[]): Promise<void> {
  const marker = `/dist/airlift.js?requests-settled=${++barrier}`;
  await page.evaluate((url) => {
    void fetch(url, { cache: 'no-store' }).then((response) => response.arrayBuffer(), () => undefined);
  }, marker);
  await expect.poll(() => requests.some((url) => url.endsWith(marker))).toBe(true);
}

/** axe-core against WCAG 2.1 A and AA; returns the violations, summarised. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's WCAG 2.1 A/AA violations on the page, frames of any origin included. axe is put
 * into each frame once per document and run from the top, which asks the frames' copies (axe's
 * own frame messaging): Playwright's AxeBuilder (used before) injected it again and opened a blank
 * page for every check, 0.4–0.9 s of CPU each against 0.03–0.12 s on the demo's pages.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(AXE_SOURCE);
      // A frame of another origin (a video site's stand-in) answers the top's axe too.
      await frame.evaluate(() => (window as unknown as { axe: { configure(options: object): void } }).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
    } catch {
      // A frame that went away meanwhile.
    }
  }
  const results = await page.evaluate((tags) => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  }), WCAG_TAGS);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Pages for a test, closed after it: `const open = pagePerTest(openRadio)` in a test file,
 * then `const { page } = await open('/radio.html')` in each test.
 */
export function pagePerTest<A extends unknown[]>(opener: (...args: A) => Promise<TestPage>): (...args: A) => Promise<TestPage> {
  const opened: TestPage[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });
  return async (...args) => {
    const page = await opener(...args);
    opened.push(page);
    return page;
  };
}

/**
 * Holds the answers to requests matching `url` (a page's or a context's route) until the returned
 * function is called: what a test needs to act while a pack or a reply is on its way.
 */
export async function holdRoute(target: Page | BrowserContext, url: string | RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
