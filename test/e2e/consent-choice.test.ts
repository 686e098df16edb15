// What lets blocked content in is the consent feature's part pack consent-choice: a first visit in
// an opt-in region does not ask for it; a choice is applied at once by the consent pack (cookies,
// events, track), as Complianz's own functions are, and the part, asked for when the choice allows
// something, lets the content in when it arrives, with the events that announce it after. Where
// something is allowed at start (a returning visitor, opt-out), it is asked for at start.
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { consentSettled, cookieMap, events, openConsent, runs, tracked } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';
import { holdRoute } from './helpers';

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
  let release = (): void => undefined;
  return {
    setup: async (context) => {
      release = await holdRoute(context, isChoicePack);
    },
    release: () => release(),
  };
}

interface Sync {
  marketing: boolean;
  wpMarketing: boolean;
  cookie: boolean;
  statusChanges: number;
  runs: number;
}

/**
 * Runs `act` in the page and reads back, in the same task, what Complianz's functions say: the
 * consent, the cookie, the `cmplz_status_change` events and the blocked scripts that ran.
 */
const actAndRead = (page: ConsentPage['page'], act: 'accept' | 'api'): Promise<Sync> => page.evaluate((how) => {
  const w = window as unknown as {
    cmplz_set_consent(category: string, value: string): void; cmplz_has_consent(category: string): boolean; wp_has_consent(category: string): boolean;
    __events: Array<{ type: string }>; __runs?: string[];
  };
  if (how === 'accept') document.querySelector<HTMLElement>('.cmplz-accept')!.click();
  else w.cmplz_set_consent('marketing', 'allow');
  return {
    marketing: w.cmplz_has_consent('marketing'),
    wpMarketing: w.wp_has_consent('marketing'),
    cookie: document.cookie.split('; ').includes('cmplz_marketing=allow'),
    statusChanges: w.__events.filter((event) => event.type === 'cmplz_status_change').length,
    runs: (w.__runs ?? []).length,
  };
}, act);

describe('consent: the part pack that lets blocked content in', () => {
  it('a first visit in an opt-in region does not ask for it; Accept applies at once, asks once, and lets in as before', async () => {
    current = await openConsent('/consent.html');
    const { page, requests, context } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 200);
    await consentSettled(current);
    expect(choiceRequests(requests)).toEqual([]);
    expect(await runs(page)).toEqual([]);
    const before = (await events(page)).length;
    // Read back in the click's own task: the choice is in the cookies and announced already.
    expect(await actAndRead(page, 'accept')).toEqual({ marketing: true, wpMarketing: true, cookie: true, statusChanges: 4, runs: 0 });
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

  it('while the part is on its way, the choice is applied and tracked; the content and the events announcing it wait for it', async () => {
    const part = heldPart();
    current = await openConsent('/consent.html', { setup: part.setup });
    const { page, requests, context } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await consentSettled(current);
    // Complianz's write-then-read: the new state at once, before the part was even asked for.
    expect(await actAndRead(page, 'api')).toEqual({ marketing: true, wpMarketing: true, cookie: true, statusChanges: 1, runs: 0 });
    await page.click('.cmplz-accept');
    await expect.poll(() => choiceRequests(requests).length).toBe(1);
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    expect(await cookieMap(context)).toMatchObject({ cmplz_statistics: 'allow', cmplz_marketing: 'allow', 'cmplz_banner-status': 'dismissed' });
    await expect.poll(() => trackCalls(page)).toBe(1);
    // Nothing let in, nothing announced as enabled, before the part arrives.
    expect(await runs(page)).toEqual([]);
    expect(await page.locator('iframe.cmplz-video').getAttribute('src')).toBe('about:blank');
    expect(await page.locator('link[data-category="marketing"]').getAttribute('href')).toBeNull();
    expect(count(await events(page), 'cmplz_enable_category')).toBe(0);
    expect(count(await events(page), 'cmplz_run_after_all_scripts')).toBe(1);
    part.release();
    await allRan(page);
    await expect(page.locator('iframe.cmplz-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=youtube');
    await consentSettled(current);
    const all = await events(page);
    const types = all.map((event) => event.type);
    // The order it always had: the choice's events, cmplz_before_category, then (after the content) cmplz_enable_category.
    const last = (type: string): number => types.lastIndexOf(type);
    const beforeMarketing = all.findIndex((event) => event.type === 'cmplz_before_category' && (event.detail as { category: string }).category === 'marketing');
    expect(types.indexOf('cmplz_status_change')).toBeLessThan(beforeMarketing);
    expect(beforeMarketing).toBeLessThan(types.indexOf('cmplz_enable_category'));
    expect(last('cmplz_track_status')).toBeLessThan(types.indexOf('cmplz_enable_category'));
    expect(last('cmplz_enable_category')).toBeLessThan(last('cmplz_run_after_all_scripts'));
    expect(count(await events(page), 'cmplz_enable_category')).toBe(3);
    expect(count(await events(page), 'cmplz_run_after_all_scripts')).toBe(2);
    expect([...(await runs(page))].sort()).toEqual([...SCRIPTS].sort());
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

  it('where it cannot load: the choice is recorded, the content stays blocked, one error, and the next choice asks again', async () => {
    const missing = (route: { fulfill(options: { status: number; body: string }): Promise<void> }): Promise<void> => route.fulfill({ status: 404, body: '' });
    current = await openConsent('/consent.html', {
      setup: async (context) => {
        await context.route(isChoicePack, missing);
      },
    });
    const { page, requests, context } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    const reports = (): string[] => current!.errors.filter((text) => text.includes('[airlift:consent]') && text.includes(`something went wrong while loading the script`) && text.includes(CHOICE));
    expect(await actAndRead(page, 'accept')).toEqual({ marketing: true, wpMarketing: true, cookie: true, statusChanges: 4, runs: 0 });
    await expect.poll(() => reports().length).toBe(1);
    await consentSettled(current);
    // Recorded as Complianz records it: cookies, banner, events, track.
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    expect(await cookieMap(context)).toMatchObject({ cmplz_marketing: 'allow', 'cmplz_banner-status': 'dismissed' });
    expect(await trackCalls(page)).toBe(1);
    // Nothing let in or announced as enabled.
    expect(await runs(page)).toEqual([]);
    expect(await page.locator('iframe.cmplz-video').getAttribute('src')).toBe('about:blank');
    expect(count(await events(page), 'cmplz_enable_category')).toBe(0);
    expect(choiceRequests(requests)).toHaveLength(1);
    // The next choice asks again; the same failure is not reported again.
    await page.evaluate(() => (window as unknown as { cmplz_set_consent(c: string, v: string): void }).cmplz_set_consent('marketing', 'allow'));
    await expect.poll(() => choiceRequests(requests).length).toBe(2);
    await consentSettled(current);
    expect(reports()).toHaveLength(1);
    expect(await runs(page)).toEqual([]);
    // Back: the next choice lets in what was allowed, once.
    await context.unroute(isChoicePack, missing);
    await page.evaluate(() => (window as unknown as { cmplz_set_consent(c: string, v: string): void }).cmplz_set_consent('marketing', 'allow'));
    await allRan(page);
    await expect(page.locator('iframe.cmplz-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=youtube');
    await consentSettled(current);
    expect([...(await runs(page))].sort()).toEqual([...SCRIPTS].sort());
    expect(count(await events(page), 'cmplz_enable_category')).toBe(3);
    expect(choiceRequests(requests)).toHaveLength(3);
    expect(reports()).toHaveLength(1);
  });
});
