// Bad input in the browser (issue 9): what the page itself holds — session storage, cookies —
// may have been written by another script or an older plugin version. airlift reads it and falls
// back quietly: the feature still works and nothing is logged. One line per case in CASES.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';

interface Case {
  name: string;
  path: string;
  /** Runs in the page before any script. */
  setup: () => void;
  cookies?: Record<string, string>;
  works(page: Page): Promise<void>;
}

const CASES: Case[] = [
  {
    name: 'consent: a broken visitor id in session storage',
    path: '/consent.html',
    setup: () => sessionStorage.setItem('cmplz_id', '{"broken'),
    works: async (page) => {
      await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
      await page.click('.cmplz-accept');
      await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    },
  },
  {
    name: 'consent: cookies holding markup and broken JSON',
    path: '/consent.html',
    setup: () => undefined,
    cookies: { cmplz_consented_services: '{"broken', cmplz_saved_categories: '<b>x</b>', cmplz_marketing: '<img src=x>', cmplz_policy_id: '14', 'cmplz_banner-status': '%E0%A4%A' },
    works: async (page) => {
      await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __runs?: string[] }).__runs ?? [])).toEqual([]);
    },
  },
  {
    name: 'popup boxes: dismissal cookies with unexpected values',
    path: '/popups.html',
    setup: () => undefined,
    cookies: { boxzilla_box_301: '<script>', boxzilla_box_305: '%zz', boxzilla_pageviews: 'NaN', boxzilla_timestamp: '{}' },
    works: async (page) => {
      await page.click('a[href="#boxzilla-305"]');
      await expect(page.locator('#boxzilla-305')).toBeVisible();
    },
  },
];

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('bad input the page holds', () => {
  for (const { name, path, setup, cookies, works } of CASES) {
    it(`${name}: the feature works and nothing is logged`, async () => {
      current = await openPage('');
      const { page, context } = current;
      if (cookies) await context.addCookies(Object.entries(cookies).map(([cookie, value]) => ({ name: cookie, value, url: baseUrl })));
      await context.addInitScript(setup);
      await page.goto(new URL(path, baseUrl).href);
      await airliftReady(page);
      try {
        await works(page);
      } catch (error) {
        throw new Error(`${String(error)}; console: ${current.errors.join(" | ")}`, { cause: error });
      }
      expect(current.errors).toEqual([]);
    });
  }
});
