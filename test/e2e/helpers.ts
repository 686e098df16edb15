// Shared by browser tests: a page in the shared Chromium, console errors collected, and
// every request to another host refused (tests never reach the internet).
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { afterEach, inject } from 'vitest';

export const baseUrl = inject('baseUrl');

let browser: Browser | null = null;

export async function connectBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return browser;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  requests: string[];
  close(): Promise<void>;
}

export async function openPage(path = '/', options: { reducedMotion?: boolean } = {}): Promise<TestPage> {
  const connected = await connectBrowser();
  const context = await connected.newContext({ reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce' });
  await context.addInitScript(() => {
    document.addEventListener('airlift:ready', (event) => {
      (window as unknown as { __airliftReady?: unknown }).__airliftReady = (event as CustomEvent).detail;
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  await context.route((url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
  if (path) await page.goto(new URL(path, baseUrl).href);
  return { page, context, errors, requests, close: () => context.close() };
}

/** Waits for airlift's ready event (or returns at once if it already fired). */
export async function airliftReady(page: Page): Promise<{ features: Record<string, number>; mounted: number; ms: number }> {
  return page.evaluate(() => new Promise((resolve) => {
    const w = window as unknown as { __airliftReady?: unknown };
    if (w.__airliftReady) resolve(w.__airliftReady as never);
    document.addEventListener('airlift:ready', (event) => resolve((event as CustomEvent).detail), { once: true });
    setTimeout(() => resolve({ features: {}, mounted: -1, ms: -1 }), 5000);
  }));
}

/** axe-core against WCAG 2.1 A and AA; returns the violations, summarised. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * One page per test, closed after it: `const open = pagePerTest(openRadio)` in a test file,
 * then `const { page } = await open('/radio.html')` in each test.
 */
export function pagePerTest<A extends unknown[]>(opener: (...args: A) => Promise<TestPage>): (...args: A) => Promise<TestPage> {
  let current: TestPage | null = null;
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  return async (...args) => {
    current = await opener(...args);
    return current;
  };
}
