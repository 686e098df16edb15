// SPEC §1, §4, §5: nothing blocked runs, loads or is requested before consent; after it, each
// element activates exactly once, in document order, with data-waitfor and the CSP nonce.
import { afterEach, describe, expect, it } from 'vitest';
import { blockedRequests, consentSettled, cookieMap, lab, openConsent, runs } from './consent-helpers';
import { frames } from './page-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const SCRIPTS = ['stats-inline', 'pixel-base', 'pixel-ready', 'consent-area'];

describe('consent: blocking before consent (opt-in)', () => {
  it('no blocked script runs and no blocked URL (script, iframe, image, stylesheet, consent area) is requested before consent', async () => {
    current = await openConsent('/consent.html');
    const { page, requests } = current;
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await consentSettled(current);
    expect(await runs(page)).toEqual([]);
    expect(blockedRequests(requests)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __functional?: boolean }).__functional)).toBe(true);
    expect(await page.locator('iframe.cmplz-video').getAttribute('src')).toBe('about:blank');
    expect(await page.locator('img.cmplz-image').getAttribute('src')).toBe('/consent-assets/placeholder.svg');
    expect(await page.locator('link[data-href]').getAttribute('href')).toBeNull();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(current.errors).toEqual([]);
  });

  it('deny keeps everything blocked and writes deny cookies', async () => {
    current = await openConsent('/consent.html');
    const { page, requests, context } = current;
    await page.click('.cmplz-deny');
    await consentSettled(current);
    expect(await runs(page)).toEqual([]);
    expect(blockedRequests(requests)).toEqual([]);
    const cookies = await cookieMap(context);
    expect(cookies).toMatchObject({ cmplz_marketing: 'deny', cmplz_statistics: 'deny', cmplz_preferences: 'deny', cmplz_functional: 'allow', 'cmplz_banner-status': 'dismissed' });
  });
});

describe('consent: activation', () => {
  it('after accept each blocked script runs exactly once, the waitfor script after the (slow) script it waits for', async () => {
    current = await openConsent('/consent.html');
    const { page, requests } = current;
    await page.click('.cmplz-accept');
    await expect.poll(async () => [...await runs(page)].sort()).toEqual([...SCRIPTS].sort());
    await consentSettled(current);
    const ran = await runs(page);
    expect([...ran].sort()).toEqual([...SCRIPTS].sort());
    const order = ran.filter((name) => name !== 'consent-area');
    expect(order).toEqual(['stats-inline', 'pixel-base', 'pixel-ready']);
    expect(await page.evaluate(() => (window as unknown as { __pixelReady?: boolean }).__pixelReady)).toBe(true);
    // iframes, image and stylesheet got their real URLs, once.
    expect(await page.locator('iframe.cmplz-video').getAttribute('src')).toBe('/consent-assets/embed.html?v=youtube');
    expect(await page.locator('img.cmplz-image').getAttribute('src')).toBe('/consent-assets/remote-banner.svg');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.demo-remote-font')!).fontStyle === 'italic');
    expect(requests.filter((url) => url.includes('/consent-assets/pixel-base.js'))).toHaveLength(1);
    expect(requests.filter((url) => url.includes('embed.html?v=youtube'))).toHaveLength(1);
    expect(requests.filter((url) => url.includes('/consent-area/45/b1'))).toHaveLength(1);
    expect(await page.locator('.consent-area-content').count()).toBe(1);
    expect(current.errors).toEqual([]);
  });

  it('runs each script once per page load after consent was given', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await page.click('.cmplz-accept');
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).length >= 4);
    await page.reload();
    await expect.poll(async () => [...await runs(page)].sort()).toEqual([...SCRIPTS].sort());
    await consentSettled(current);
    expect([...await runs(page)].sort()).toEqual([...SCRIPTS].sort());
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
  });

  it('accepting only statistics runs only the statistics script', async () => {
    current = await openConsent('/consent.html');
    const { page, requests } = current;
    await page.click('.cmplz-view-preferences');
    await page.check('#cmplz-statistics-optin');
    await page.click('.cmplz-save-preferences');
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    await consentSettled(current);
    expect(await runs(page)).toEqual(['stats-inline']);
    expect(blockedRequests(requests)).toEqual([]);
  });

  it('a placeholder notice accepts its category in place, without a reload', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    const notice = page.locator('.wp-block-embed__wrapper .cmplz-blocked-content-notice');
    expect(await notice.textContent()).toBe('Click to accept marketing cookies and enable this content');
    expect(await notice.evaluate((button) => button.tagName)).toBe('BUTTON');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await notice.click();
    await expect(page.locator('iframe.cmplz-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=youtube');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await expect(page.locator('.wp-block-embed__wrapper')).not.toHaveClass(/cmplz-blocked-content-container/);
    expect(await runs(page)).not.toContain('stats-inline');
  });

  it('per-service consent (clean_cookies) activates only that service', async () => {
    current = await openConsent(lab({ clean_cookies: '1' }));
    const { page, requests, context } = current;
    await page.locator('.wp-block-embed__wrapper .cmplz-accept-service').click();
    await expect(page.locator('iframe.cmplz-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=youtube');
    await expect.poll(() => runs(page)).toEqual(['consent-area']);
    await consentSettled(current);
    expect(requests.filter((url) => url.includes('v=maps'))).toEqual([]);
    // The consent area's service is "general", which any accepted service enables (as in Complianz).
    expect(await runs(page)).toEqual(['consent-area']);
    expect((await cookieMap(context)).cmplz_consented_services).toBe('{"youtube":true}');
  });

  it('a service the visitor denied stays blocked although its category is accepted', async () => {
    current = await openConsent('/consent.html', { cookies: { cmplz_marketing: 'allow', cmplz_policy_id: '14', 'cmplz_banner-status': 'dismissed', cmplz_consented_services: '{"youtube":false}' } });
    const { page, requests } = current;
    await expect(page.locator('iframe.cmplz-no-video')).toHaveAttribute('src', '/consent-assets/embed.html?v=maps');
    await consentSettled(current);
    expect(requests.filter((url) => url.includes('v=youtube'))).toEqual([]);
  });

  it('the placeholder takes the box the embed takes once accepted: nothing after it moves', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    const wrapper = page.locator('.wp-block-embed__wrapper').first();
    await expect(wrapper).toHaveClass(/cmplz-blocked-content-container/);
    const heading = page.locator('h2', { hasText: 'Map' });
    const before = { box: await wrapper.boundingBox(), next: (await heading.boundingBox())?.y };
    await page.click('.cmplz-accept');
    await expect(wrapper).not.toHaveClass(/cmplz-blocked-content-container/);
    await expect(page.locator('.wp-block-embed__wrapper iframe')).toHaveAttribute('src', '/consent-assets/embed.html?v=youtube');
    expect({ box: await wrapper.boundingBox(), next: (await heading.boundingBox())?.y }).toEqual(before);
    expect(before.box?.height).toBeGreaterThan(300);
  });

  it('blocked scripts run under a strict CSP with the nonce of airlift own tag', async () => {
    current = await openConsent(lab());
    const { page } = current;
    await page.click('.cmplz-accept');
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).length >= 4);
    expect([...await runs(page)].sort()).toEqual([...SCRIPTS].sort());
    expect(current.errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  it('elements inserted after load stay blocked until consent, then run once', async () => {
    current = await openConsent('/consent.html');
    const { page, requests } = current;
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.type = 'text/plain';
      inline.setAttribute('data-category', 'marketing');
      inline.textContent = "(window.__runs = window.__runs || []).push('late-inline');";
      const external = document.createElement('script');
      external.type = 'text/plain';
      external.setAttribute('data-category', 'marketing');
      external.setAttribute('data-cmplz-src', '/consent-assets/late.js');
      document.querySelector('main')!.append(inline, external);
    });
    await consentSettled(current);
    expect(await runs(page)).toEqual([]);
    expect(requests.filter((url) => url.includes('late.js'))).toEqual([]);
    await page.click('.cmplz-accept');
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('late-external'));
    await page.evaluate(() => {
      const after = document.createElement('script');
      after.type = 'text/plain';
      after.setAttribute('data-category', 'statistics');
      after.textContent = "(window.__runs = window.__runs || []).push('after-consent');";
      document.querySelector('main')!.append(after);
    });
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('after-consent'));
    await consentSettled(current);
    const ran = await runs(page);
    expect(ran.filter((name) => name === 'late-inline')).toHaveLength(1);
    expect(ran.filter((name) => name === 'late-external')).toHaveLength(1);
    expect(ran.filter((name) => name === 'after-consent')).toHaveLength(1);
  });
});

describe('consent: block_ajax_content', () => {
  it('markup that became blocked without being added is held back, with or without the poll', async () => {
    for (const poll of ['1', '']) {
      current = await openConsent(lab({ block_ajax_content: poll }));
      const { page } = current;
      await page.evaluate(() => {
        const holder = document.createElement('div');
        holder.id = 'ajax-holder';
        holder.innerHTML = '<div><iframe title="Ajax map" src="about:blank"></iframe></div>';
        document.querySelector('main')!.append(holder);
      });
      await frames(page, 2);
      await page.evaluate(() => {
        const frame = document.querySelector('#ajax-holder iframe')!;
        frame.className = 'cmplz-placeholder-element cmplz-iframe';
        frame.setAttribute('data-category', 'marketing');
        frame.setAttribute('data-src-cmplz', '/consent-assets/embed.html?v=ajax');
      });
      // The engine sees the attributes Complianz's selectors read change (core/attributes), so the
      // poll the option asks for is no longer the only way such markup is found.
      await expect(page.locator('#ajax-holder .cmplz-blocked-content-notice'), `block_ajax_content: '${poll}'`).toHaveCount(1);
      await current.close();
      current = null;
    }
  });
});
