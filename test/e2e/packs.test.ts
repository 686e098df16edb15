// Features come in packs (build.mjs, src/features/*/definition.ts): a page asks only for the packs
// of what it has. Complianz's window API comes with the consent pack: where the pack's tag is
// printed after airlift's (the WordPress plugin), it is there for DOMContentLoaded listeners,
// answers from the cookies and keeps the changes it is asked for until consent starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { airliftReady, baseUrl, holdRoute, openPage, pagePerTest } from './helpers';

const open = pagePerTest(openPage);
const packsAsked = (requests: readonly string[]): string[] =>
  requests.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/dist/packs/')).map((path) => path.slice('/dist/packs/'.length));

describe('packs a page asks for', () => {
  it('a page with Boxzilla\'s stub and options but no box asks for no popups pack; a page with boxes does', async () => {
    const { page, requests, context } = await open('');
    await context.addInitScript(() => {
      (window as unknown as { __stub: boolean }).__stub = true;
    });
    await page.goto(new URL('/test-fixtures/popups.html', baseUrl).href);
    const ready = await airliftReady(page);
    expect(ready.features['popups'] ?? 0).toBe(0);
    expect(packsAsked(requests)).not.toContain('popups.js');
    // The stub's queue is left as it was: nothing took it over.
    expect(await page.evaluate(() => (window as unknown as { boxzilla_queue: unknown[] }).boxzilla_queue.length)).toBeGreaterThan(0);

    await page.goto(new URL('/popups.html', baseUrl).href);
    await airliftReady(page);
    await expect.poll(() => packsAsked(requests)).toContain('popups.js');
  });

  it('a page of galleries (WordPress\'s [gallery], the theme\'s masonry grid) asks for the masonry pack alone, not the widgets pack', async () => {
    const { page, requests } = await open('/galleries.html');
    const ready = await airliftReady(page);
    expect(ready.features['masonry']).toBeGreaterThan(0);
    await expect.poll(() => packsAsked(requests)).toContain('masonry.js');
    // Laid out by the pack: the gallery's items are positioned.
    await expect.poll(() => page.locator('.gallery .gallery-item').first().evaluate((item) => getComputedStyle(item).position)).toBe('absolute');
    expect(packsAsked(requests)).toEqual(['masonry.js']);
  });

  it('a page of one accordion asks for the builder pack and the schema pack it needs, nothing else', async () => {
    const { page, requests } = await open('/accordion.html');
    await airliftReady(page);
    await expect.poll(() => page.locator('.vc_tta-accordion [aria-expanded]').count()).toBeGreaterThan(0);
    expect(packsAsked(requests).sort()).toEqual(['builder.js', 'schema.js']);
  });
});

describe('Complianz\'s window API', () => {
  /**
   * consent.html as the WordPress plugin prints it where it took Complianz's script off: the consent
   * pack's tag, deferred, right after airlift's; and page code whose DOMContentLoaded listener
   * (registered before airlift's, as an inline script in <head> is) calls the API.
   */
  const printedPage = async (context: BrowserContext): Promise<void> => {
    const html = readFileSync(fileURLToPath(new URL('../../demo/consent.html', import.meta.url)), 'utf8')
      .replace('<script src="/dist/airlift.js" defer></script>', '<script src="/dist/airlift.js" defer></script>\n<script defer src="/dist/packs/consent.js?ver=0.1.0" data-airlift-pack="consent"></script>')
      .replace('<head>', `<head>\n<script>
document.addEventListener('DOMContentLoaded', function () {
  var answers = typeof cmplz_has_consent !== 'function' ? 'none' : {
    statistics: cmplz_has_consent('statistics'), marketing: cmplz_has_consent('marketing'), wpStatistics: wp_has_consent('statistics'),
    banner: cmplz_get_banner_status(), youtube: cmplz_has_service_consent('youtube', 'marketing'), type: wp_consent_type
  };
  if (answers !== 'none') cmplz_set_consent('marketing', 'allow');
  window.__early = answers;
});
</script>`);
    expect(html).toContain('data-airlift-pack="consent"');
    await context.route('**/consent.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  };

  it('with the pack\'s tag printed after airlift\'s, is there for DOMContentLoaded listeners: it reads the choice from the cookies, and a change is made', async () => {
    const { page, context, requests } = await open('');
    await context.addCookies([{ name: 'cmplz_statistics', value: 'allow', url: baseUrl }, { name: 'cmplz_banner-status', value: 'dismissed', url: baseUrl }]);
    await printedPage(context);
    await page.goto(new URL('/consent.html', baseUrl).href);
    await airliftReady(page);
    // Consent may have started by then (the first scan runs as airlift's deferred tag has run) or not
    // (the change then waits for it, as the bot's case in consent-types.test.ts shows): either way
    // the answers are the cookies', and the change is made.
    expect(await page.evaluate(() => (window as unknown as { __early: unknown }).__early)).toEqual({
      statistics: true, marketing: false, wpStatistics: true, banner: 'dismissed', youtube: false, type: 'optin',
    });
    await expect.poll(() => page.evaluate(() => document.cookie.includes('cmplz_marketing=allow'))).toBe(true);
    // The replayed change did what a visitor's would: the marketing video is let in.
    await expect.poll(() => page.locator('iframe[title="Studio session video"]').getAttribute('src')).toContain('/consent-assets/embed.html');
    expect(await page.evaluate(() => (window as unknown as { cmplz_has_consent(category: string): boolean }).cmplz_has_consent('marketing'))).toBe(true);
    // airlift's loader used the printed tag: the pack was fetched once.
    expect(packsAsked(requests).filter((pack) => pack === 'consent.js')).toHaveLength(1);
  });

  it('with one tag, comes with the consent pack, which the main script asks for as it starts', async () => {
    const { page, context } = await open('');
    const release = await holdRoute(context, '**/dist/packs/consent.js?*');
    // The held pack holds the load event back: wait for the DOM only.
    await page.goto(new URL('/consent.html', baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.querySelector('script[data-airlift-pack="consent"]'));
    expect(await page.evaluate(() => typeof (window as unknown as { cmplz_has_consent?: unknown }).cmplz_has_consent)).toBe('undefined');
    release();
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { cmplz_has_consent?: unknown }).cmplz_has_consent)).toBe('function');
    expect(await page.evaluate(() => (window as unknown as { cmplz_has_consent(category: string): boolean }).cmplz_has_consent('marketing'))).toBe(false);
  });
});
