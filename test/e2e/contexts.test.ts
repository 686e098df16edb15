// The browser tests' kept context (contexts.ts): a test's page is opened in the context the
// previous test used, so nothing a test leaves behind may reach the next. The tests of this file
// run in order, in one worker: each one after the first looks at what the one before it left.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, pagePerTest } from './helpers';

const open = pagePerTest(openPage);
let previous: BrowserContext | null = null;

/** What a page of the demo sees of what a test before it may have left. */
function leftovers(): Promise<{ cookie: string; local: number; session: number; script: unknown; routed: number }> {
  return (async () => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    script: (window as unknown as { __left?: unknown }).__left,
    routed: (await fetch('/contexts-probe', { cache: 'no-store' })).status,
  }))();
}

describe('the kept browser context', () => {
  it('a test may set cookies, store items, route requests and add init scripts', async () => {
    const { page, context } = await open('/test-fixtures/blank.html');
    await context.route('**/contexts-probe', (route) => route.fulfill({ status: 200, body: 'routed' }));
    await context.addInitScript(() => ((window as unknown as { __left: boolean }).__left = true));
    await context.addCookies([{ name: 'left_by_server', value: '1', url: page.url() }]);
    await page.reload();
    await page.evaluate(() => {
      document.cookie = 'left_by_page=1; path=/; max-age=3600';
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
    });
    expect(await page.evaluate(leftovers)).toEqual({ cookie: 'left_by_server=1; left_by_page=1', local: 1, session: 1, script: true, routed: 200 });
    previous = context;
  });

  it('the next test gets the same context with none of it left', async () => {
    const { page, context } = await open('/test-fixtures/blank.html');
    // The same context: otherwise this test would prove nothing.
    expect(context).toBe(previous);
    expect(await page.evaluate(leftovers)).toEqual({ cookie: '', local: 0, session: 0, script: undefined, routed: 404 });
    expect(context.pages().length, 'the test page and the idle page that keeps its renderer process').toBe(2);
  });

  it('a test that installs a clock spends the context', async () => {
    const { page, context } = await open('/test-fixtures/blank.html');
    await page.clock.install({ time: new Date('2001-02-03T04:05:06Z') });
    await page.reload();
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2001);
    previous = context;
  });

  it('the next test gets a new context, with the real time', async () => {
    const { page, context } = await open('/test-fixtures/blank.html');
    expect(context).not.toBe(previous);
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThan(2025);
    previous = context;
  });

  it('a second page open at the same time gets a context of its own', async () => {
    const first = await open('/test-fixtures/blank.html');
    expect(first.context).toBe(previous);
    const second = await openPage('/test-fixtures/blank.html');
    try {
      expect(second.context).not.toBe(first.context);
      await first.page.evaluate(() => localStorage.setItem('first', '1'));
      expect(await second.page.evaluate(() => localStorage.length)).toBe(0);
    } finally {
      await second.close();
    }
  });
});
