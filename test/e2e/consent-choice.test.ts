// What applies a choice and lets blocked content in is the consent feature's part pack
// consent-choice: a first visit in an opt-in region does not ask for it; the first sign of a
// choice does, and what was chosen before it arrived is applied when it does, in order, once.
// Where something is allowed at start (a returning visitor, opt-out), it is asked for at start.
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { consentSettled, cookieMap, events, openConsent, runs, tracked } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const CHOICE = '/packs/consent-choice.js';
const choiceRequests = (requests: string[]): string[] => requests.filter((url) => new URL(url).pathname.endsWith(CHOICE));
const isChoicePack = (url: URL): boolean => url.pathname.endsWith(CHOICE);
const SCRIPTS = ['stats-inline', 'pixel-base', 'pixel-ready', 'consent-area'];
const allRan = (page: ConsentPage['page']): Promise<unknown> =>
  page.waitForFunction((count) => ((window as unknown as { __runs?: string[] }).__runs ?? []).length >= count, SCRIPTS.length);
/** The POST track calls the page made (the stand-in server keeps them per test cookie). */
const trackCalls = async (page: ConsentPage['page']): Promise<number> => (await tracked(page)).tracked.length;
const count = (list: Array<{ type: string }>, type: string): number => list.filter((event) => event.type === type).length;

/** Holds the part pack's response until `release` is called. */
function heldPart(): { setup: (context: BrowserContext) => Promise<void>; release: () => void } {
  let release = (): void => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    setup: async (context) => {
      await context.route(isChoicePack, async (route) => {
        await held;
        await route.continue();
      });
    },
    release: () => release(),
  };
}

describe('consent: the part pack that applies a choice', () => {
  it('a first visit in an opt-in region does not ask for it; Accept asks once and applies the choice as before', async () => {
    current = await openConsent('/consent.html');
    const { page, requests, context } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 200);
    await consentSettled(current);
    expect(choiceRequests(requests)).toEqual([]);
    expect(await runs(page)).toEqual([]);
    const before = (await events(page)).length;
    await page.click('.cmplz-accept');
    await allRan(page);
    await expect(page.locator('iframe.cmplz-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=youtube');
    await expect.poll(async () => count(await events(page), 'cmplz_run_after_all_scripts')).toBe(2);
    await consentSettled(current);
    expect(choiceRequests(requests)).toHaveLength(1);
    expect([...(await runs(page))].sort()).toEqual([...SCRIPTS].sort());
    expect(await cookieMap(context)).toMatchObject({
      cmplz_functional: 'allow', cmplz_preferences: 'allow', cmplz_statistics: 'allow', cmplz_marketing: 'allow', 'cmplz_banner-status': 'dismissed', cmplz_policy_id: '14',
    });
    expect(await trackCalls(page)).toBe(1);
    const after = (await events(page)).slice(before).map((event) => event.type === 'wp_listen_for_consent_change' || event.type === 'cmplz_status_change'
      || event.type === 'cmplz_before_category' || event.type === 'cmplz_enable_category' ? `${event.type} ${JSON.stringify(event.detail)}` : event.type);
    // Each change says what is accepted by then.
    const order = ['functional', 'preferences', 'statistics', 'marketing'];
    const status = (category: string): string => `cmplz_status_change ${JSON.stringify({ category, value: 'allow', region: 'eu', categories: order.slice(0, order.indexOf(category) + 1) })}`;
    const enabled = (category: string): string => `cmplz_enable_category ${JSON.stringify({
      categories: ['functional', 'preferences', 'statistics', 'marketing'], services: {}, region: 'eu', category, service: 'do_not_match',
    })}`;
    const beforeCategory = (category: string): string => `cmplz_before_category ${JSON.stringify({ category, categories: ['functional', 'preferences', 'statistics', 'marketing'], region: 'eu' })}`;
    expect(after).toEqual([
      'cmplz_before_categories_consent',
      'wp_listen_for_consent_change {"functional":"allow"}', status('functional'),
      'wp_listen_for_consent_change {"preferences":"allow"}', status('preferences'),
      'wp_listen_for_consent_change {"statistics":"allow"}', 'wp_listen_for_consent_change {"statistics-anonymous":"allow"}', status('statistics'),
      'wp_listen_for_consent_change {"marketing":"allow"}', status('marketing'),
      'cmplz_banner_status', 'cmplz_fire_categories', 'cmplz_track_status',
      beforeCategory('preferences'), beforeCategory('statistics'), beforeCategory('marketing'),
      enabled('preferences'), enabled('statistics'), enabled('marketing'), 'cmplz_run_after_all_scripts',
    ]);
    expect(current.errors).toEqual([]);
  });

  it('a choice made while the part is on its way is applied when it arrives, in order with the API\'s writes, exactly once', async () => {
    const part = heldPart();
    current = await openConsent('/consent.html', { setup: part.setup });
    const { page, requests, context } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await consentSettled(current);
    // Before Accept, other code refuses YouTube; Accept all then clears the services' choices, so
    // the video comes in only if the two are applied in the order they were made.
    await page.evaluate(() => (window as unknown as { cmplz_set_service_consent(service: string, value: boolean): void }).cmplz_set_service_consent('youtube', false));
    await page.click('.cmplz-accept');
    await expect.poll(() => choiceRequests(requests).length).toBe(1);
    expect(await cookieMap(context)).not.toHaveProperty('cmplz_marketing');
    expect(await cookieMap(context)).not.toHaveProperty('cmplz_consented_services');
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    expect(count(await events(page), 'cmplz_status_change_service')).toBe(0);
    expect(await runs(page)).toEqual([]);
    part.release();
    await allRan(page);
    await expect(page.locator('iframe.cmplz-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=youtube');
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    await consentSettled(current);
    const all = await events(page);
    const types = all.map((event) => event.type);
    expect(types.indexOf('cmplz_status_change_service')).toBeLessThan(types.indexOf('cmplz_before_categories_consent'));
    expect(count(all, 'cmplz_status_change_service')).toBe(1);
    expect(count(all, 'cmplz_before_categories_consent')).toBe(1);
    expect(all.filter((event) => event.type === 'cmplz_status_change' && (event.detail as { category: string }).category === 'marketing')).toHaveLength(1);
    expect(count(all, 'cmplz_enable_category')).toBe(3);
    expect([...(await runs(page))].sort()).toEqual([...SCRIPTS].sort());
    expect(await cookieMap(context)).toMatchObject({ cmplz_marketing: 'allow', cmplz_consented_services: '', 'cmplz_banner-status': 'dismissed' });
    expect(await trackCalls(page)).toBe(1);
    expect(choiceRequests(requests)).toHaveLength(1);
    expect(current.errors).toEqual([]);
  });

  it('a returning visitor whose cookies allow asks for it at start, and what they allowed runs as before', async () => {
    current = await openConsent('/consent.html', {
      cookies: { cmplz_functional: 'allow', cmplz_preferences: 'deny', cmplz_statistics: 'allow', cmplz_marketing: 'deny', 'cmplz_banner-status': 'dismissed', cmplz_policy_id: '14' },
    });
    const { page, requests } = current;
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    await consentSettled(current);
    expect(choiceRequests(requests)).toHaveLength(1);
    expect(await runs(page)).toEqual(['stats-inline']);
    expect(await page.locator('iframe.cmplz-video').getAttribute('src')).toBe('about:blank');
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    expect((await events(page, 'cmplz_enable_category')).map((event) => (event.detail as { category: string }).category)).toEqual(['statistics']);
  });

  it('an opt-out region asks for it at start and lets its blocked content in', async () => {
    current = await openConsent('/consent-optout.html');
    const { page, requests } = current;
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    await consentSettled(current);
    expect(choiceRequests(requests)).toHaveLength(1);
    expect(await runs(page)).toContain('stats-inline');
  });

  it('where it cannot load: reported once, nothing is recorded or let in, the banner stays and the next click asks again', async () => {
    const missing = (route: { fulfill(options: { status: number; body: string }): Promise<void> }): Promise<void> => route.fulfill({ status: 404, body: '' });
    current = await openConsent('/consent.html', {
      setup: async (context) => {
        await context.route(isChoicePack, missing);
      },
    });
    const { page, requests, context } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    const reports = (): string[] => current!.errors.filter((text) => text.includes('[airlift:consent]') && text.includes(`something went wrong while loading the script`) && text.includes(CHOICE));
    await page.click('.cmplz-accept');
    await expect.poll(() => reports().length).toBe(1);
    await consentSettled(current);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    expect(await cookieMap(context)).not.toHaveProperty('cmplz_marketing');
    expect(await cookieMap(context)).not.toHaveProperty('cmplz_banner-status');
    expect(count(await events(page), 'cmplz_status_change')).toBe(0);
    expect(await runs(page)).toEqual([]);
    // The next click asks again; the same failure is not reported again.
    await page.click('.cmplz-accept');
    await expect.poll(() => choiceRequests(requests).length).toBe(2);
    await consentSettled(current);
    expect(reports()).toHaveLength(1);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    // Back: the click after applies, once (the dropped clicks are not applied with it).
    await context.unroute(isChoicePack, missing);
    await page.click('.cmplz-accept');
    await allRan(page);
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    await consentSettled(current);
    const all = await events(page);
    expect(count(all, 'cmplz_before_categories_consent')).toBe(1);
    expect(await cookieMap(context)).toMatchObject({ cmplz_marketing: 'allow', 'cmplz_banner-status': 'dismissed' });
    expect(await trackCalls(page)).toBe(1);
    expect(choiceRequests(requests)).toHaveLength(3);
  });
});
