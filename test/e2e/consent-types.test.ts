// SPEC §3, §4, §9: consent types, DNT/GPC, bots and speed-test agents, policy-id reset, and
// every cookie as Complianz writes it.
import { afterEach, describe, expect, it } from 'vitest';
import { blockedRequests, consentSettled, cookieMap, lab, openConsent, runs } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const botsPackRequests = (requests: string[]): string[] => requests.filter((url) => new URL(url).pathname.endsWith('/packs/consent-bots.js'));
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('consent types and signals', () => {
  it('opt-out runs blocked scripts at once and shows the banner', async () => {
    current = await openConsent('/consent-optout.html');
    const { page } = current;
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    expect(await runs(page)).toContain('stats-inline');
  });

  it('opt-out: scrolling beyond 400 px dismisses the banner', async () => {
    current = await openConsent('/consent-optout.html');
    const { page, context } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await consentSettled(current);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    expect((await cookieMap(context))['cmplz_banner-status']).toBe('dismissed');
  });

  it('opt-out: deny after scripts ran reloads the page with everything blocked', async () => {
    current = await openConsent('/consent-optout.html');
    const { page } = current;
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    await Promise.all([page.waitForEvent('load'), page.click('.cmplz-deny')]);
    await consentSettled(current);
    expect(await runs(page)).toEqual([]);
  });

  it('another consent type accepts all without a banner', async () => {
    current = await openConsent(lab({ consenttype: 'other' }));
    const { page, context } = current;
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    expect(await cookieMap(context)).toMatchObject({ cmplz_marketing: 'allow', cmplz_statistics: 'allow' });
  });

  for (const signal of ['gpc', 'dnt'] as const) {
    it(`${signal === 'gpc' ? 'Global Privacy Control' : 'Do Not Track'}: no banner, and only explicit allows count (even opt-out)`, async () => {
      current = await openConsent('/consent-optout.html', { [signal]: true });
      const { page, requests, logs } = current;
      await consentSettled(current);
      await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
      expect(await runs(page)).toEqual([]);
      expect(blockedRequests(requests)).toEqual([]);
      expect(logs).toContain('global privacy control or do not track detected: no banner.');
      await page.evaluate(() => (window as unknown as { cmplz_set_consent(c: string, v: string): void }).cmplz_set_consent('statistics', 'allow'));
      await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    });
  }

  it('a bot user agent counts as consented', async () => {
    current = await openConsent('/consent.html', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await current.page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    // The pack's API applies Complianz's bot rule (the main script's stand-in before it knows no bots).
    expect(await current.page.evaluate(() => (window as unknown as { cmplz_has_consent(category: string): boolean }).cmplz_has_consent('marketing'))).toBe(true);
    // Complianz's list of bots came in its part pack, asked for once.
    expect(botsPackRequests(current.requests)).toHaveLength(1);
  });

  it('a user agent with a bot hint that is not on Complianz\'s list: the list is fetched, and it is a visitor', async () => {
    current = await openConsent('/consent.html', { userAgent: 'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36' });
    const { page, requests } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await consentSettled(current);
    expect(botsPackRequests(requests)).toHaveLength(1);
    expect(await runs(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cmplz_has_consent(category: string): boolean }).cmplz_has_consent('marketing'))).toBe(false);
  });

  it('a bot whose list cannot load counts as a visitor', async () => {
    current = await openConsent('/consent.html', {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      setup: async (context) => {
        await context.route((url) => url.pathname.endsWith('/packs/consent-bots.js'), (route) => route.fulfill({ status: 404, body: '' }));
      },
    });
    const { page } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await consentSettled(current);
    expect(await runs(page)).toEqual([]);
  });

  it('a bot: Complianz\'s API answers as for a visitor without a choice until consent starts (after its list of bots, a part pack), keeps a change until then, then answers as consented', async () => {
    /** What cmplz_has_consent('marketing') answered while the list of bots was being asked for (the consent pack had run). */
    const before: unknown[] = [];
    current = await openConsent('/consent.html', {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      setup: async (context) => {
        await context.route((url) => url.pathname.endsWith('/packs/consent-bots.js'), async (route) => {
          before.push(await route.request().frame().page().evaluate(() => {
            const w = window as unknown as { cmplz_has_consent?: (category: string) => boolean; cmplz_set_cookie?: (name: string, value: string) => void };
            if (typeof w.cmplz_has_consent !== 'function' || typeof w.cmplz_set_cookie !== 'function') return 'none';
            // A change made before consent starts waits for it.
            w.cmplz_set_cookie('early', 'yes');
            return [w.cmplz_has_consent('marketing'), document.cookie.includes('cmplz_early=yes')];
          }).catch(() => 'none'));
          await route.continue();
        });
      },
    });
    await current.page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    expect(before[0]).toEqual([false, false]);
    expect(await current.page.evaluate(() => (window as unknown as { cmplz_has_consent(category: string): boolean }).cmplz_has_consent('marketing'))).toBe(true);
    // Replayed once consent started.
    expect(await current.page.evaluate(() => document.cookie.includes('cmplz_early=yes'))).toBe(true);
  });

  it('a Lighthouse user agent never sees the banner and runs nothing blocked', async () => {
    current = await openConsent('/consent.html', { userAgent: `${CHROME} Chrome-Lighthouse` });
    const { page, requests } = current;
    await consentSettled(current);
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    expect(await runs(page)).toEqual([]);
    expect(blockedRequests(requests)).toEqual([]);
    // A browser's user agent holds no bot hint: no list of bots.
    expect(botsPackRequests(requests)).toEqual([]);
  });
});

describe('policy id and cookies', () => {
  it('a stored policy id of another policy denies all, clears the prefixed cookies and shows the banner', async () => {
    current = await openConsent('/consent.html', {
      cookies: { cmplz_policy_id: '13', cmplz_marketing: 'allow', cmplz_statistics: 'allow', 'cmplz_banner-status': 'dismissed', cmplz_consented_services: '{"youtube":true}' },
    });
    const { page, requests, context } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await consentSettled(current);
    expect(await runs(page)).toEqual([]);
    expect(blockedRequests(requests)).toEqual([]);
    const cookies = await cookieMap(context);
    expect(cookies.cmplz_policy_id).toBe('14');
    expect(cookies.cmplz_marketing).toBeUndefined();
    expect(cookies.cmplz_consented_services).toBeUndefined();
  });

  it('writes every cookie as Complianz does: name, unencoded value, SameSite=Lax, path and expiry in days', async () => {
    current = await openConsent('/consent.html');
    const { page, context } = current;
    await page.locator('.wp-block-embed__wrapper .cmplz-blocked-content-notice').click();
    await page.evaluate(() => (window as unknown as { cmplz_set_service_consent(s: string, v: boolean): void }).cmplz_set_service_consent('youtube', true));
    await consentSettled(current);
    const now = Date.now() / 1000;
    const list = (await context.cookies()).filter((cookie) => cookie.name.startsWith('cmplz_'));
    const byName = Object.fromEntries(list.map((cookie) => [cookie.name, cookie]));
    expect(Object.fromEntries(list.map((cookie) => [cookie.name, cookie.value]))).toEqual({
      cmplz_policy_id: '14', cmplz_marketing: 'allow', 'cmplz_banner-status': 'dismissed',
      cmplz_saved_categories: '["functional","marketing"]', cmplz_saved_services: '{}', cmplz_consented_services: '{"youtube":true}',
    });
    for (const cookie of list) {
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.path).toBe('/');
      expect(cookie.secure).toBe(false);
      expect(Math.abs(cookie.expires - (now + 365 * 86400))).toBeLessThan(120);
    }
    expect(byName.cmplz_marketing).toBeDefined();
  });

  it('honours cookie_path and cookie_expiry from the configuration', async () => {
    current = await openConsent(lab({ cookie_path: '/test-fixtures/', cookie_expiry: '30' }));
    const { page, context } = current;
    await page.click('.cmplz-accept');
    await consentSettled(current);
    const marketing = (await context.cookies()).find((cookie) => cookie.name === 'cmplz_marketing');
    expect(marketing?.path).toBe('/test-fixtures/');
    expect(Math.abs(marketing!.expires - (Date.now() / 1000 + 30 * 86400))).toBeLessThan(120);
  });
});

describe('consent: more activation and revocation', () => {
  it('opt-out: dismiss_timeout dismisses the opt-out banner', async () => {
    current = await openConsent('/consent-optout.html');
    const { page } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { airlift: { teardown(): void; scan(): void } }).airlift.teardown();
      (window as unknown as { complianz: Record<string, string> }).complianz.dismiss_timeout = '500';
      document.cookie = 'cmplz_banner-status=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      (window as unknown as { airlift: { scan(): void } }).airlift.scan();
    });
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    // Dismissed by the 500 ms timeout (the assertion waits for it).
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
  });

  it('module scripts run as modules after consent', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.type = 'text/plain';
      script.setAttribute('data-category', 'statistics');
      script.setAttribute('data-script-type', 'module');
      script.textContent = "(window.__runs = window.__runs || []).push(typeof import.meta === 'object' ? 'module' : 'classic');";
      document.querySelector('main')!.append(script);
    });
    await page.evaluate(() => (window as unknown as { cmplz_set_consent(c: string, v: string): void }).cmplz_set_consent('statistics', 'allow'));
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('module'));
  });

  it('turning a service off in the manage-consent container reloads after 500 ms, and it stays blocked', async () => {
    current = await openConsent(lab({}, '&manage'), { cookies: { cmplz_marketing: 'allow', cmplz_policy_id: '14' } });
    const { page, requests } = current;
    const youtube = page.locator('.cmplz-manage-consent-container input.cmplz-accept-service[data-service="youtube"]');
    await expect(youtube).toBeVisible();
    expect(await youtube.isChecked()).toBe(true);
    const started = Date.now();
    await Promise.all([page.waitForEvent('load'), youtube.uncheck()]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    const before = requests.length;
    await expect(page.locator('iframe.cmplz-no-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=maps');
    await consentSettled(current);
    expect(requests.slice(before).filter((url) => url.includes('v=youtube'))).toEqual([]);
  });
});
