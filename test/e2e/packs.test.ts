// Features come in packs (build.mjs, src/features/*/definition.ts): a page asks only for the packs
// of what it has, and what other code calls synchronously is there before the pack arrives:
// Complianz's window API answers from the cookies and keeps the changes it is asked for until the
// consent pack replays them.
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

describe('Complianz\'s window API before the consent pack', () => {
  it('reads the visitor\'s choice from the cookies, and a change made meanwhile is replayed when the pack starts', async () => {
    const { page, context } = await open('');
    await context.addCookies([{ name: 'cmplz_statistics', value: 'allow', url: baseUrl }, { name: 'cmplz_banner-status', value: 'dismissed', url: baseUrl }]);
    // The consent pack is held back until the page has asked the API.
    const release = await holdRoute(context, '**/dist/packs/consent.js?*');
    // The held pack holds the load event back: wait for the DOM only.
    await page.goto(new URL('/consent.html', baseUrl).href, { waitUntil: 'domcontentloaded' });
    await airliftReady(page);
    const before = await page.evaluate(() => {
      const w = window as unknown as Record<string, (...args: unknown[]) => unknown>;
      const answers = {
        statistics: w['cmplz_has_consent']!('statistics'),
        marketing: w['cmplz_has_consent']!('marketing'),
        wpStatistics: w['wp_has_consent']!('statistics'),
        banner: w['cmplz_get_banner_status']!(),
        youtube: w['cmplz_has_service_consent']!('youtube', 'marketing'),
      };
      w['cmplz_set_consent']!('marketing', 'allow');
      return { answers, cookie: document.cookie.includes('cmplz_marketing=allow'), loaded: !!document.querySelector('script[data-airlift-pack="consent"]') };
    });
    expect(before).toEqual({
      answers: { statistics: true, marketing: false, wpStatistics: true, banner: 'dismissed', youtube: false },
      // The change waits for the pack (its cookie, events and effects are the pack's).
      cookie: false,
      loaded: true,
    });
    release();
    await expect.poll(() => page.evaluate(() => document.cookie.includes('cmplz_marketing=allow'))).toBe(true);
    // The replayed change did what a visitor's would: the marketing video is let in.
    await expect.poll(() => page.locator('iframe[title="Studio session video"]').getAttribute('src')).toContain('/consent-assets/embed.html');
    expect(await page.evaluate(() => (window as unknown as { cmplz_has_consent(category: string): boolean }).cmplz_has_consent('marketing'))).toBe(true);
  });
});
