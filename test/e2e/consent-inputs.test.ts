// Consent against what a page, a cookie or a server may hold: no body marker, names with
// whitespace, service choices that are not booleans, replies of another shape.
import { afterEach, describe, expect, it } from 'vitest';
import { cookieMap, lab, openConsent, runs, settle } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const banner = '.cmplz-cookiebanner';

describe('consent: starting', () => {
  it('starts with the configuration alone, on a <body> without Complianz\'s data-cmplz marker', async () => {
    current = await openConsent(lab({}, '&nomarker'));
    const { page, context } = current;
    expect(await page.evaluate(() => document.body.hasAttribute('data-cmplz'))).toBe(false);
    await expect(page.locator(banner)).toBeVisible();
    await page.click('.cmplz-accept');
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    expect(await cookieMap(context)).toMatchObject({ cmplz_marketing: 'allow', 'cmplz_banner-status': 'dismissed' });
    expect(current.errors).toEqual([]);
  });
});
