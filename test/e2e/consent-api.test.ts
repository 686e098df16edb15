// SPEC §7 and the legacy APIs: window functions, document events with Complianz's detail
// shapes, the REST calls (track, geo-ip, manage consent, cookie_data) and Consent Mode v2.
import { afterEach, describe, expect, it } from 'vitest';
import { consentSettled, events, lab, openConsent, runs, tracked } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

const restPackRequests = (requests: string[]): string[] => requests.filter((url) => new URL(url).pathname.endsWith('/packs/consent-rest.js'));
const geoipPackRequests = (requests: string[]): string[] => requests.filter((url) => new URL(url).pathname.endsWith('/packs/consent-geoip.js'));

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

type Api = Record<string, (...args: unknown[]) => unknown>;

describe('consent: window API and events', () => {
  it('exposes the cmplz_* functions and the WP Consent API, reading cookies on every call', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    const result = await page.evaluate(() => {
      const w = window as unknown as Api & { wp_consent_type: string };
      const before = [w.cmplz_has_consent!('marketing'), w.wp_has_consent!('marketing'), w.cmplz_has_consent!('functional')];
      w.cmplz_set_consent!('marketing', 'allow');
      const after = [w.cmplz_has_consent!('marketing'), w.wp_has_consent!('marketing'), w.cmplz_get_cookie!('marketing')];
      w.cmplz_set_service_consent!('youtube', false);
      const service = [w.cmplz_is_service_denied!('youtube'), w.cmplz_has_service_consent!('youtube', 'marketing'), w.cmplz_has_service_consent!('vimeo', 'marketing')];
      w.cmplz_set_banner_status!('dismissed');
      const status = w.cmplz_get_banner_status!();
      w.cmplz_set_cookie!('custom', 'x');
      w.wp_set_consent!('statistics', 'allow');
      return { before, after, service, status, custom: document.cookie.includes('cmplz_custom=x'), type: w.wp_consent_type, stats: w.cmplz_has_consent!('statistics') };
    });
    expect(result).toEqual({
      before: [false, false, true], after: [true, true, 'allow'], service: [true, false, true], status: 'dismissed', custom: true, type: 'optin', stats: true,
    });
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    // The denied service stays blocked, the others of its category ran.
    await expect(page.locator('iframe.cmplz-no-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=maps');
    await consentSettled(current);
    expect(await page.locator('iframe.cmplz-video').getAttribute('src')).toBe('about:blank');
  });

  it('dispatches Complianz document events with their detail shapes', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await page.click('.cmplz-accept');
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).length >= 4);
    await expect.poll(async () => (await events(page, 'cmplz_run_after_all_scripts')).length).toBeGreaterThan(0);
    await consentSettled(current);
    const all = await events(page);
    const types = all.map((event) => event.type);
    expect(types.slice(0, 2)).toEqual(['wp_consent_type_defined', 'cmplz_before_cookiebanner']);
    expect(types).toContain('cmplz_cookie_warning_loaded');
    expect(all.find((event) => event.type === 'cmplz_cookie_warning_loaded')?.detail).toBe('eu');
    expect(all.find((event) => event.type === 'cmplz_status_change' && (event.detail as { category: string }).category === 'marketing')?.detail).toEqual({
      category: 'marketing', value: 'allow', region: 'eu', categories: ['functional', 'preferences', 'statistics', 'marketing'],
    });
    expect(all.filter((event) => event.type === 'cmplz_fire_categories').at(-1)?.detail).toEqual({
      category: 'marketing', categories: ['functional', 'preferences', 'statistics', 'marketing'], region: 'eu',
    });
    const enabled = all.filter((event) => event.type === 'cmplz_enable_category').map((event) => (event.detail as { category: string }).category);
    expect(enabled).toEqual(['preferences', 'statistics', 'marketing']);
    expect(all.find((event) => event.type === 'cmplz_enable_category')?.detail).toMatchObject({ service: 'do_not_match', region: 'eu' });
    expect(types).toContain('cmplz_run_after_all_scripts');
    expect(all.find((event) => event.type === 'cmplz_before_categories_consent')?.detail).toEqual({
      categories: ['functional', 'preferences', 'statistics', 'marketing'], region: 'eu',
    });
    const before = all.filter((event) => event.type === 'cmplz_before_category').map((event) => (event.detail as { category: string }).category);
    expect(before).toEqual(['functional', 'preferences', 'statistics', 'marketing']);
    expect(types.indexOf('cmplz_before_category', types.indexOf('cmplz_before_categories_consent'))).toBeLessThan(types.lastIndexOf('cmplz_enable_category'));
    expect(all.find((event) => event.type === 'cmplz_track_status')?.detail).toBe(false);
    expect(all.filter((event) => event.type === 'wp_listen_for_consent_change').map((event) => event.detail)).toContainEqual({ marketing: 'allow' });
  });

  it('cmplz_consent_action allows a category; deny after accept fires cmplz_revoke and reloads', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('cmplz_consent_action', { detail: { category: 'statistics' } })));
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    await page.evaluate(() => document.addEventListener('cmplz_revoke', (event) => sessionStorage.setItem('revoke', JSON.stringify((event as CustomEvent).detail))));
    await Promise.all([page.waitForEvent('load'), page.evaluate(() => (window as unknown as Api).cmplz_deny_all!())]);
    expect(await page.evaluate(() => sessionStorage.getItem('revoke'))).toBe('true');
    await consentSettled(current);
    expect(await runs(page)).toEqual([]);
  });
});

describe('consent: REST calls', () => {
  it('POSTs track with the choice only when it differs from the saved one', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await page.click('.cmplz-view-preferences');
    await page.check('#cmplz-statistics-optin');
    await page.click('.cmplz-save-preferences');
    await expect.poll(async () => (await tracked(page)).tracked.length).toBe(1);
    await page.reload();
    await consentSettled(current);
    await page.click('.cmplz-show-banner');
    await page.click('.cmplz-view-preferences');
    expect(await page.locator('#cmplz-statistics-optin').isChecked()).toBe(true);
    await page.click('.cmplz-save-preferences');
    await consentSettled(current);
    expect(current.requests.filter((url) => url.endsWith('/wp-json/complianz/v1/track'))).toHaveLength(1);
    const { tracked: sent } = await tracked(page);
    expect(sent).toEqual([{ body: { consented_categories: ['functional', 'statistics'], consented_services: {}, consenttype: 'optin' }, contentType: 'application/json' }]);
    // The choice's POST is the consent pack's own: no other REST call, so no consent-rest pack;
    // no geo-ip, so no consent-geoip pack.
    expect(restPackRequests(current.requests)).toEqual([]);
    expect(geoipPackRequests(current.requests)).toEqual([]);
  });

  it('does not track when store_consent is off', async () => {
    current = await openConsent(lab({ store_consent: '' }));
    const { page } = current;
    await page.click('.cmplz-accept');
    await consentSettled(current);
    expect(current.requests.filter((url) => url.endsWith('/wp-json/complianz/v1/track'))).toEqual([]);
    expect((await tracked(page)).tracked).toEqual([]);
  });

  it('geo-ip: GET banner with the locale, a 5-letter token and the user region, merged and cached for the session', async () => {
    current = await openConsent(lab({ geoip: '1' }, '&cmplz_user_region=us'));
    const { page } = current;
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    const bannerCalls = async (): Promise<string[]> => (await tracked(page)).calls.filter((call) => call.startsWith('?'));
    const calls = await bannerCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^\?lang=en&locale=en_US&token=[a-z]{5}&cmplz_user_region=us$/);
    // The geo-ip call is the consent feature's part packs': consent-geoip, then consent-rest for the call.
    expect(geoipPackRequests(current.requests)).toHaveLength(1);
    expect(restPackRequests(current.requests)).toHaveLength(1);
    // The answer made this an opt-out region: scripts ran without consent, the opt-in banner is not shown.
    expect(await page.evaluate(() => (window as unknown as { wp_consent_type: string }).wp_consent_type)).toBe('optout');
    await page.reload();
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    expect(await bannerCalls()).toHaveLength(1);
    // The session's copy answered (no second GET banner), through the geo-ip pack.
    expect(geoipPackRequests(current.requests)).toHaveLength(2);
  });

  it('geo-ip: where the REST calls\' pack cannot load, consent starts with the page\'s configuration', async () => {
    current = await openConsent(lab({ geoip: '1' }), {
      setup: async (context) => {
        await context.route((url) => url.pathname.endsWith('/packs/consent-rest.js'), (route) => route.fulfill({ status: 404, body: '' }));
      },
    });
    const { page } = current;
    // The page's configuration is opt-in: its banner shows, nothing blocked runs.
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { wp_consent_type: string }).wp_consent_type)).toBe('optin');
    expect((await tracked(page)).calls.filter((call) => call.startsWith('?'))).toEqual([]);
    await page.click('.cmplz-accept');
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
  });

  it('fills the manage-consent container, whose checkboxes apply at once', async () => {
    current = await openConsent(lab({}, '&manage'));
    const { page } = current;
    const box = page.locator('.cmplz-manage-consent-container input.cmplz-statistics');
    await expect(box).toBeVisible();
    await expect(page.locator('#cmplz-manage-consent-container-nojavascript')).toBeHidden();
    // On the cookie policy page the banner stays out of the way.
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    await box.check();
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    expect((await tracked(page)).calls).toContain('manage_consent_html?lang=en&locale=en_US');
    expect((await events(page, 'cmplz_manage_consent_container_loaded'))).toHaveLength(1);
  });

  it('clean_cookies: GET cookie_data once per session and delete cookies and storage of services without consent', async () => {
    current = await openConsent(lab({ clean_cookies: '1' }), { cookies: { _ga: '1', yt_remote: '2' } });
    const { page, context } = current;
    await page.evaluate(() => localStorage.setItem('ga_store', 'x'));
    // The cleaning runs every second: wait for it to have run.
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name).filter((name) => name === '_ga' || name === 'yt_remote'), { timeout: 10000 }).toEqual([]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ga_store'))).toBeNull();
    expect((await tracked(page)).calls.filter((call) => call === 'cookie_data')).toHaveLength(1);
  });
});

describe('consent: Google Consent Mode v2', () => {
  it('queues a denied default before any Google tag, then updates by category; a revoke returns to denied', async () => {
    current = await openConsent(lab({}, '&gtag'));
    const { page } = current;
    const layer = (): Promise<unknown[]> => page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer).map((entry): unknown[] => Array.from(entry)));
    await consentSettled(current);
    expect(await layer()).toEqual([['consent', 'default', {
      functionality_storage: 'granted', security_storage: 'granted', personalization_storage: 'denied', analytics_storage: 'denied',
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied',
    }]]);
    await page.evaluate(() => (window as unknown as Api).cmplz_set_consent!('statistics', 'allow'));
    expect((await layer()).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
    await page.evaluate(() => (window as unknown as Api).cmplz_set_consent!('statistics', 'deny'));
    expect((await layer()).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
  });
});
