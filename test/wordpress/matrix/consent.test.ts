// The real Complianz 7.2.0 in each cell, side by side, set up through its own wizard
// (setup-complianz.php): its generated banner stylesheet is on the page, which Complianz's script
// links and airlift's plugin preloads. A visitor accepts, denies or closes the banner, then opens
// the next page: the banner, the "Manage consent" tab, the cookies and the blocked YouTube embed
// must be the same with airlift as with Complianz's own script.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cell, expectNoReplacedScript, onBothSides, open, pageErrors, pageUrl, siteCookies, started } from './helpers';
import type { Side, SidePage } from './helpers';

const BANNER = '.cmplz-cookiebanner';
const MANAGE = '.cmplz-manage-consent';

/** What a visitor sees of the banner and the tab, once the page has settled. */
async function bannerState(page: Page) {
  await page.waitForFunction((selector) => {
    const banner = document.querySelector(selector);
    return banner && (banner.classList.contains('cmplz-show') || banner.classList.contains('cmplz-dismissed'));
  }, BANNER, { timeout: 10000 }).catch(() => undefined);
  return page.evaluate(([banner, manage]) => {
    const state = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      return {
        status: ['cmplz-show', 'cmplz-dismissed'].filter((name) => element.classList.contains(name)),
        visible: style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0,
      };
    };
    return { banner: state(banner), manage: state(manage) };
  }, [BANNER, MANAGE] as const);
}

/** The YouTube embed: loaded (its src is YouTube's) or held back with Complianz's placeholder. */
const embedState = (page: Page) => page.evaluate(() => {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[data-src-cmplz], iframe[src*="youtube.com/embed"]');
  if (!frame) return null;
  return {
    loaded: /youtube\.com\/embed/.test(frame.getAttribute('src') ?? ''),
    placeholder: Boolean(frame.closest('.cmplz-blocked-content-container')),
    notice: document.querySelectorAll('.cmplz-blocked-content-notice').length,
  };
});

/**
 * The embed once it has settled: loaded without its placeholder, or held back with the placeholder
 * and its notice. Both scripts get there a moment after the banner's status (airlift's placeholders
 * are a part pack, loaded when the embed is near the viewport), so a read right after the banner can
 * catch either side half-way. Waits up to 5 s for either end, then reads what is there.
 */
async function settledEmbed(page: Page) {
  await page.waitForFunction(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-src-cmplz], iframe[src*="youtube.com/embed"]');
    if (!frame) return true;
    const loaded = /youtube\.com\/embed/.test(frame.getAttribute('src') ?? '');
    const held = Boolean(frame.closest('.cmplz-blocked-content-container')) && document.querySelector('.cmplz-blocked-content-notice') !== null;
    return loaded !== held;
  }, undefined, { timeout: 5000 }).catch(() => undefined);
  return embedState(page);
}

async function firstVisit(side: Side): Promise<SidePage> {
  const opened = await open(side, pageUrl('consent'));
  await started(opened);
  await expect(opened.page.locator(BANNER), side).toBeVisible();
  return opened;
}

/** The box of the embed's container: the placeholder while blocked, the embed's own place once accepted. */
const embedBox = (page: Page) => page.evaluate(() => {
  const container = document.querySelector('iframe[data-src-cmplz], iframe[src*="youtube.com/embed"]')?.parentElement;
  if (!container) return null;
  const rect = container.getBoundingClientRect();
  return [rect.x, rect.y + scrollY, rect.width, rect.height].map(Math.round);
});

/** Where the paragraph after the embed is (document y): a placeholder of another height moves it on Accept. */
const textAfterEmbed = (page: Page) => page.evaluate(() => {
  const text = Array.from(document.querySelectorAll('p')).find((p) => p.textContent?.trim() === 'Text after the video.');
  return text ? Math.round(text.getBoundingClientRect().y + scrollY) : null;
});

const ACTIONS = {
  accept: '.cmplz-accept',
  deny: '.cmplz-deny',
  close: '.cmplz-close',
} as const;

describe('Complianz: the banner, side by side', () => {
  it('first visit: the banner shows (cmplz-show) and the "Manage consent" tab is hidden while it does; no replaced script, no error', async () => {
    const seen = await onBothSides(async (side) => {
      const opened = await firstVisit(side);
      if (side === 'airlift') expectNoReplacedScript(opened);
      expect(pageErrors(opened), side).toEqual([]);
      return { ...(await bannerState(opened.page)), embed: await settledEmbed(opened.page), cookies: Object.keys(await siteCookies(opened)).sort() };
    });
    expect(seen.legacy).toMatchObject({ banner: { status: ['cmplz-show'], visible: true }, manage: { visible: false } });
    expect(seen.airlift).toEqual(seen.legacy);
  });

  for (const [action, selector] of Object.entries(ACTIONS)) {
    it(`${action}: the banner goes, the tab shows, and on the next pages the same cookies, banner, tab and embed as with Complianz's script`, async () => {
      const seen = await onBothSides(async (side) => {
        const opened = await firstVisit(side);
        const { page } = opened;
        await page.locator(`${BANNER} ${selector}`).first().click();
        await expect(page.locator(BANNER), side).toBeHidden();
        // An accepted embed leaves its placeholder once its frame has loaded, on both sides.
        if (action === 'accept') await expect.poll(() => embedState(page), { message: side }).toMatchObject({ placeholder: false });
        const afterClick = { ...(await bannerState(page)), embed: await settledEmbed(page) };
        const cookies = await siteCookies(opened);
        // The next page, and the consent page again.
        await page.goto(new URL(pageUrl('about'), page.url()).href);
        await started(opened);
        const nextPage = await bannerState(page);
        await page.goto(new URL(pageUrl('consent'), page.url()).href);
        await started(opened);
        const again = { ...(await bannerState(page)), embed: await settledEmbed(page) };
        expect(pageErrors(opened), side).toEqual([]);
        return { afterClick, cookies, nextPage, again, cookiesAfter: await siteCookies(opened) };
      });
      // Complianz's own: dismissed, its tab in view, on every later page.
      const dismissed = { banner: { status: ['cmplz-dismissed'], visible: false }, manage: { status: ['cmplz-show'], visible: true } };
      expect(seen.legacy).toMatchObject({ afterClick: dismissed, nextPage: dismissed, again: dismissed });
      expect(seen.legacy.cookies['cmplz_banner-status']).toMatchObject({ value: 'dismissed', path: '/', days: 365 });
      expect(seen.legacy.again.embed).toMatchObject({ loaded: action === 'accept' });
      expect(seen.airlift).toEqual(seen.legacy);
    });
  }
});

describe('Complianz\'s window API', () => {
  it('is there for the page\'s DOMContentLoaded listeners, answering as Complianz\'s own does (a returning visitor who allowed statistics), and a change made then is kept', async () => {
    const seen = await onBothSides(async (side) => {
      const opened = await open(side, pageUrl('consent'));
      const { page } = opened;
      await page.context().addCookies([
        { name: 'cmplz_statistics', value: 'allow', url: page.url() },
        { name: 'cmplz_banner-status', value: 'dismissed', url: page.url() },
      ]);
      await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as Record<string, unknown> & { apiAtReady?: unknown };
        const call = (name: string, ...args: unknown[]) => (typeof w[name] === 'function' ? (w[name] as (...values: unknown[]) => unknown)(...args) : 'none');
        w.apiAtReady = {
          statistics: call('cmplz_has_consent', 'statistics'),
          marketing: call('cmplz_has_consent', 'marketing'),
          wpStatistics: call('wp_has_consent', 'statistics'),
          cookie: call('cmplz_get_cookie', 'statistics'),
          banner: call('cmplz_get_banner_status'),
          type: w['wp_consent_type'] ?? 'none',
        };
        call('cmplz_set_consent', 'preferences', 'allow');
      }));
      await page.reload();
      await started(opened);
      expect(pageErrors(opened), side).toEqual([]);
      await expect.poll(async () => (await siteCookies(opened))['cmplz_preferences']?.value, { message: side }).toBe('allow');
      const tags = side === 'airlift' ? await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/plugins/airlift/"]'), (script) => ({ pack: script.dataset.airliftPack ?? 'airlift', defer: script.defer }))) : [];
      return { atReady: await page.evaluate(() => (window as unknown as { apiAtReady: unknown }).apiAtReady), tags };
    });
    // The WP Consent API's functions are that plugin's (not installed here); airlift keeps them
    // wherever it replaced Complianz (DESIGN.md), and Complianz tells them statistics.
    expect(seen.legacy.atReady).toEqual({ statistics: true, marketing: false, wpStatistics: 'none', cookie: 'allow', banner: 'dismissed', type: 'optin' });
    expect(seen.airlift.atReady).toEqual({ ...(seen.legacy.atReady as Record<string, unknown>), wpStatistics: true });
    // The consent pack, which brings the API, prints deferred right after airlift's tag.
    const names = seen.airlift.tags.map((tag) => tag.pack);
    expect(names.indexOf('consent')).toBe(names.indexOf('airlift') + 1);
    expect(seen.airlift.tags.slice(0, 2).every((tag) => tag.defer)).toBe(true);
  });
});

describe('Complianz with an integration\'s `after` script (Twitter\'s)', () => {
  it('airlift\'s tag runs as the parser reaches it, and the consent pack prints deferred before it: fetched once; the banner and Complianz\'s window API at DOMContentLoaded as with Complianz\'s own script', async () => {
    const seen = await onBothSides(async (side) => {
      const opened = await open(side, pageUrl('consent', 'cmplz-twitter=1'));
      const { page } = opened;
      await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as Record<string, unknown> & { apiAtReady?: unknown };
        w.apiAtReady = typeof w['cmplz_has_consent'] === 'function' ? (w['cmplz_has_consent'] as (category: string) => boolean)('marketing') : 'none';
      }));
      opened.requests.length = 0;
      await page.reload();
      await started(opened);
      if (side === 'airlift') expectNoReplacedScript(opened);
      expect(pageErrors(opened), side).toEqual([]);
      // Complianz's integration code is on the page (carried by airlift's plugin on its side).
      const integration = await page.evaluate(() => Array.from(document.scripts).some((script) => !script.src && script.text.includes('cmplzBlockedContent')));
      // The tags the page printed (not those airlift's loader adds, which are async), in document order.
      const tags = side === 'airlift' ? await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/plugins/airlift/"]:not([async])'), (script) => [script.dataset.airliftPack ?? 'airlift', script.defer] as const)) : [];
      return {
        integration,
        atReady: await page.evaluate(() => (window as unknown as { apiAtReady: unknown }).apiAtReady),
        banner: await bannerState(page),
        consentRequests: opened.requests.filter((url) => new URL(url).pathname.endsWith('/packs/consent.js')).length,
        tags,
      };
    });
    expect(seen.legacy).toMatchObject({ integration: true, atReady: false, banner: { banner: { status: ['cmplz-show'], visible: true } } });
    expect({ integration: seen.airlift.integration, atReady: seen.airlift.atReady, banner: seen.airlift.banner }).toEqual({ integration: seen.legacy.integration, atReady: seen.legacy.atReady, banner: seen.legacy.banner });
    expect(seen.airlift.tags.slice(0, 2)).toEqual([['consent', true], ['airlift', false]]);
    expect(seen.airlift.consentRequests).toBe(1);
  });
});

describe('Complianz with an integration\'s `after` script, on the media page', () => {
  it(`every pack the page printed is fetched once and runs before DOMContentLoaded (MediaElement's page API and wp.ajax are there for its listeners); those printed with airlift's tag come before it${cell.blocks ? ' (a block theme: the media packs too)' : ''}`, async () => {
    const opened = await open('airlift', pageUrl('media', 'cmplz-twitter=1'));
    const { page } = opened;
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { mejs?: unknown; MediaElementPlayer?: unknown; wp?: { ajax?: unknown }; cmplz_has_consent?: unknown; atReady?: unknown };
      w.atReady = { mejs: typeof w.mejs, player: typeof w.MediaElementPlayer, ajax: typeof w.wp?.ajax, consent: typeof w.cmplz_has_consent };
    }));
    opened.requests.length = 0;
    await page.reload();
    await started(opened);
    expectNoReplacedScript(opened);
    expect(pageErrors(opened)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { atReady: unknown }).atReady)).toEqual({ mejs: 'object', player: 'function', ajax: 'object', consent: 'function' });
    const printed = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="/plugins/airlift/"]:not([async])'), (script) => ({
      name: script.dataset.airliftPack ?? 'airlift', defer: script.defer, head: document.head.contains(script),
    })));
    const names = printed.map((tag) => tag.name);
    expect(names).toEqual(expect.arrayContaining(['airlift', 'consent', 'media', 'wp-util']));
    const airlift = names.indexOf('airlift');
    expect(printed[airlift]!.defer).toBe(false);
    // Printed with airlift's tag (in <head>): before it, so that airlift's loader finds them as it starts.
    for (const tag of printed.filter((entry) => entry.head && entry.name !== 'airlift')) expect(names.indexOf(tag.name), tag.name).toBeLessThan(airlift);
    expect(printed.filter((tag) => tag.name !== 'airlift').every((tag) => tag.defer)).toBe(true);
    const fetched = (name: string) => opened.requests.filter((url) => new URL(url).pathname.endsWith(`/packs/${name}.js`)).length;
    for (const name of names.filter((entry) => entry !== 'airlift')) expect(fetched(name), name).toBe(1);
    // And no pack is run from a second tag of airlift's loader.
    const tags = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]'), (script) => script.dataset.airliftPack));
    expect(tags.length).toBe(new Set(tags).size);
  });
});

describe('Complianz: the blocked YouTube embed\'s placeholder', () => {
  it('takes exactly the box the embed takes once consent is given: nothing moves on Accept', async () => {
    const seen = await onBothSides(async (side) => {
      const opened = await firstVisit(side);
      const { page } = opened;
      await expect(page.locator('.cmplz-blocked-content-container').first(), side).toBeVisible();
      const before = { box: await embedBox(page), text: await textAfterEmbed(page) };
      await page.locator(`${BANNER} ${ACTIONS.accept}`).first().click();
      await expect.poll(() => embedState(page), { message: side }).toMatchObject({ loaded: true, placeholder: false });
      return { before, after: { box: await embedBox(page), text: await textAfterEmbed(page) } };
    });
    // The placeholder's box is the embed's, and the paragraph after it stays where it was.
    expect(seen.airlift.before.box).not.toBeNull();
    expect(seen.airlift.before, JSON.stringify(seen)).toEqual(seen.airlift.after);
    // Once accepted, the embed is where and as large as it is with Complianz's script.
    expect(seen.airlift.after, JSON.stringify(seen)).toEqual(seen.legacy.after);
  });
});
