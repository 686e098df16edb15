// Bad input in the browser (issue 9): what the page itself holds — session storage, cookies —
// may have been written by another script or an older plugin version. airlift reads it and falls
// back quietly: the feature still works and nothing is logged. One line per case in CASES. A feature
// whose code reads cookies or storage has a case here or is exempt, with the reason, in
// test/unit/quality/feature-lists.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, expectMounted, openPage } from './helpers';
import type { TestPage } from './helpers';

interface Case {
  name: string;
  /** The features that read what the case spoils: each must have mounted (test/unit/quality/feature-lists.test.ts reads them). */
  features: readonly string[];
  path: string;
  /** Runs in the page before any script. */
  setup: () => void;
  cookies?: Record<string, string>;
  works(page: Page): Promise<void>;
}

const CASES: Case[] = [
  {
    name: 'consent: a broken visitor id in session storage',
    features: ['consent'],
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
    features: ['consent'],
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
    features: ['popups'],
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
  for (const { name, features, path, setup, cookies, works } of CASES) {
    it(`${name}: the feature works and nothing is logged`, async () => {
      current = await openPage('');
      const { page, context } = current;
      if (cookies) await context.addCookies(Object.entries(cookies).map(([cookie, value]) => ({ name: cookie, value, url: baseUrl })));
      await context.addInitScript(setup);
      await page.goto(new URL(path, baseUrl).href);
      await expectMounted(page, ...features);
      try {
        await works(page);
      } catch (error) {
        throw new Error(`${String(error)}; console: ${current.errors.join(" | ")}`, { cause: error });
      }
      expect(current.errors).toEqual([]);
    });
  }
});
