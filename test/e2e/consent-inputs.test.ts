// Consent against what a page, a cookie or a server may hold: no body marker, names with
// whitespace, service choices that are not booleans, replies of another shape.
import { afterEach, describe, expect, it } from 'vitest';
import { consentSettled, cookieMap, lab, openConsent, replyJson, rewritePage } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const banner = '.cmplz-cookiebanner';
const LAB = '/test-fixtures/consent-lab.html';
const ranStats = (page: ConsentPage['page']): Promise<unknown> =>
  page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
const GEO = { version: '7.2.0', banner_version: '22', consenttype: 'optin' };

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

describe('consent: names with whitespace (services, regions)', () => {
  it('a consented service named with a space in the cookie: the banner shows and consent works; no class is made of it', async () => {
    current = await openConsent(lab(), { cookies: { cmplz_consented_services: '{"google maps":true}' } });
    const { page } = current;
    await expect(page.locator(banner)).toBeVisible();
    await page.click('.cmplz-accept');
    await ranStats(page);
    expect(await page.evaluate(() => Array.from(document.body.classList).filter((name) => name.startsWith('cmplz-')))).toEqual(
      ['cmplz-functional', 'cmplz-preferences', 'cmplz-statistics', 'cmplz-marketing', 'cmplz-eu', 'cmplz-optin']);
    expect(current.errors).toEqual([]);
  });

  it('a geo-ip region with a space: the banner shows and consent works', async () => {
    current = await openConsent(lab({ geoip: '1' }), { setup: replyJson('banner', { ...GEO, region: 'eu us' }) });
    const { page } = current;
    await expect(page.locator(banner)).toBeVisible();
    await page.click('.cmplz-accept');
    await ranStats(page);
    expect(await page.evaluate(() => document.body.classList.contains('cmplz-optin'))).toBe(true);
    expect(current.errors).toEqual([]);
  });

  it('a geo-ip banner id that is no CSS identifier is looked for as text: no error, and that banner (none here) is not shown', async () => {
    current = await openConsent(lab({ geoip: '1' }), { setup: replyJson('banner', { ...GEO, region: 'eu', user_banner_id: '1"]' }) });
    const { page } = current;
    await consentSettled(current);
    await expect(page.locator(banner)).toBeHidden();
    await page.evaluate(() => (window as unknown as { cmplz_accept_all(): void }).cmplz_accept_all());
    await ranStats(page);
    expect(current.errors).toEqual([]);
  });

  it('with clean_cookies, a blocked embed of a service named with a space is accepted in place, and the next page still works', async () => {
    const embed = '<iframe data-src-cmplz="/consent-assets/embed.html?v=spaced" src="about:blank" title="Spaced" class="cmplz-placeholder-element cmplz-iframe" '
      + 'data-service="my service" data-category="marketing" width="320" height="180"></iframe>';
    current = await openConsent(lab({ clean_cookies: '1' }), { setup: rewritePage(LAB, [['<h2>Map</h2>', `<div id="spaced">${embed}</div><h2>Map</h2>`]]) });
    const { page, context } = current;
    await page.locator('#spaced .cmplz-accept-service').click();
    await expect(page.locator('#spaced iframe')).toHaveAttribute('src', '/consent-assets/embed.html?v=spaced');
    expect(JSON.parse((await cookieMap(context)).cmplz_consented_services ?? '{}')).toEqual({ 'my service': true });
    await page.reload();
    await expect(page.locator('#spaced iframe')).toHaveAttribute('src', '/consent-assets/embed.html?v=spaced');
    await page.evaluate(() => (window as unknown as { cmplz_set_banner_status(status: string): void }).cmplz_set_banner_status('show'));
    await page.click('.cmplz-accept');
    await ranStats(page);
    expect(current.errors).toEqual([]);
  });

  it('a category with a space makes no class on the notice (no class injected from data-category)', async () => {
    const image = '<img class="cmplz-image" data-src-cmplz="/consent-assets/remote-banner.svg" data-category="marketing cmplz-deny" src="/consent-assets/placeholder.svg" alt="x" width="40" height="10">';
    current = await openConsent(lab(), { setup: rewritePage(LAB, [['<h2>Map</h2>', `<div id="odd">${image}</div><h2>Map</h2>`]]) });
    const { page } = current;
    const notice = page.locator('#odd .cmplz-blocked-content-notice');
    await notice.scrollIntoViewIfNeeded();
    await expect(notice).toHaveAttribute('class', 'cmplz-blocked-content-notice cmplz-accept-category');
    await consentSettled(current);
    expect(current.errors).toEqual([]);
  });
});

describe('consent: JSON from the cookies and the server, parsed', () => {
  it('a service choice that is not true ("false" in the cookie) is no consent: its embed stays blocked', async () => {
    current = await openConsent(lab(), { cookies: { cmplz_consented_services: '{"youtube":"false","google-maps":1}' } });
    const { page } = current;
    await consentSettled(current);
    expect(await page.locator('iframe.cmplz-video').getAttribute('src')).toBe('about:blank');
    expect(await page.evaluate(() => (window as unknown as { cmplz_has_service_consent(s: string, c: string): unknown }).cmplz_has_service_consent('youtube', 'marketing'))).toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('cmplz-youtube'))).toBe(false);
  });

  it('a geo-ip reply of another shape is not merged (nor cached): the page\'s configuration stands', async () => {
    const reply = { version: '7.2.0', banner_version: '22', region: 'eu', consenttype: ['other'] };
    current = await openConsent(lab({ geoip: '1' }), { setup: replyJson('banner', reply) });
    const { page, context } = current;
    await expect(page.locator(banner)).toBeVisible();
    await consentSettled(current);
    expect(await page.evaluate(() => (window as unknown as { __runs?: string[] }).__runs ?? [])).toEqual([]);
    expect(await cookieMap(context)).not.toHaveProperty('cmplz_marketing');
    expect(await page.evaluate(() => sessionStorage.getItem('cmplz_user_data'))).toBeNull();
  });

  it('cookie_data: entries of another shape are skipped, an empty name never clears every cookie, the rest is cleaned', async () => {
    const data = { marketing: { youtube: ['yt_remote', '', 42] }, statistics: { 'google-analytics': ['_ga'], odd: 'x' }, preferences: 'odd' };
    current = await openConsent(lab({ clean_cookies: '1' }), { cookies: { _ga: '1', yt_remote: '2', keep_me: '3' }, setup: replyJson('cookie_data', data) });
    const { page, context } = current;
    await page.waitForFunction(() => !document.cookie.includes('_ga='));
    // yt_remote goes in the same pass as _ga; keep_me would too if an empty name cleared every cookie.
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('yt_remote');
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['keep_me', 'airlift_test']));
    expect(current.errors).toEqual([]);
  });
});
