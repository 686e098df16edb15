// Shared by the page-element browser tests.
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * airlift's sources bundled for a page (an IIFE of `entry`, resolved from the project's root),
 * for the tests that run its modules in Chromium itself (lib-browser, globals).
 */
export async function bundleForPage(entry: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true, format: 'iife', write: false, target: 'es2020', logLevel: 'silent',
    define: { __AIRLIFT_VERSION__: '"test"' },
  });
  return result.outputFiles[0]!.text;
}

/**
 * Resolves one locator with Playwright's default timeout, so that the page's injected
 * script exists before the retrying matchers (500 ms per attempt) start: on a loaded
 * machine, building it can take longer than one attempt.
 */
export async function warmUp(page: Page): Promise<void> {
  await page.locator('body').waitFor({ state: 'attached' });
}

/**
 * Returns after the page rendered `count` more frames: what a scroll or a resize queued for the
 * next rendering (IntersectionObserver and ResizeObserver callbacks, requestAnimationFrame work)
 * has run by then.
 */
export async function frames(page: Page, count = 2): Promise<void> {
  await page.evaluate((left) => new Promise<void>((resolve) => {
    const next = (remaining: number): void => {
      if (remaining <= 0) resolve();
      else requestAnimationFrame(() => next(remaining - 1));
    };
    next(left);
  }), count);
}

/**
 * Returns once the page has been idle after two frames: what a frame's observers released (the
 * wiring a viewport report lets run in idle time) has run. For "nothing happened" checks in place
 * of a fixed wait.
 */
export async function idleAfterFrames(page: Page): Promise<void> {
  await frames(page, 2);
  await page.evaluate(() => new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  }));
  await frames(page, 2);
}

/**
 * Serves `/radio.html` as it is on the first load and rewritten by `rewrite` on every later one
 * (the schedule refresh fetches the page again). A refresh still on its way when the page closes
 * is dropped. Gives the count of loads so far.
 */
export async function routeRefreshes(context: BrowserContext, rewrite: (body: string) => string): Promise<() => number> {
  let loads = 0;
  await context.route('**/radio.html', async (route) => {
    loads++;
    try {
      const response = await route.fetch();
      if (loads === 1) return await route.fulfill({ response });
      return await route.fulfill({ response, body: rewrite(await response.text()) });
    } catch {
      return undefined;
    }
  });
  return () => loads;
}
