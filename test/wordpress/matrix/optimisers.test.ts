// airlift beside the real Autoptimize 3.1.11, in each cell, with its JavaScript settings as site
// owners set them: optimised and aggregated (inline code aggregated or not), and not aggregated
// but deferred. Every page mounts the same features as with Autoptimize turned off for the
// request (`ao_noptimize=1`, Autoptimize's own switch), loads no script that fails, logs no error,
// and its forms, boxes and banner work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellName, open, pageErrors, pageUrl, seeded, wp } from './helpers';
import type { SidePage } from './helpers';

const ALL_SETTINGS = {
  'optimised and aggregated': { autoptimize_js: 'on', autoptimize_js_aggregate: 'on', autoptimize_js_include_inline: '', autoptimize_js_defer_not_aggregate: '', autoptimize_js_defer_inline: '' },
  'optimised and aggregated, inline code too': { autoptimize_js: 'on', autoptimize_js_aggregate: 'on', autoptimize_js_include_inline: 'on', autoptimize_js_defer_not_aggregate: '', autoptimize_js_defer_inline: '' },
  'optimised, not aggregated but deferred, inline code deferred': { autoptimize_js: 'on', autoptimize_js_aggregate: '', autoptimize_js_include_inline: '', autoptimize_js_defer_not_aggregate: 'on', autoptimize_js_defer_inline: 'on' },
} as const;
// Each setting in one cell (each costs the run seconds to a minute): aggregation alone, and not
// aggregated but deferred (inline code deferred too), on WordPress 6.1, the cell the first reports
// came from; aggregation with inline code on 7.1.
const SETTINGS: Partial<typeof ALL_SETTINGS> = cellName === 'wp-6.1'
  ? {
    'optimised and aggregated': ALL_SETTINGS['optimised and aggregated'],
    'optimised, not aggregated but deferred, inline code deferred': ALL_SETTINGS['optimised, not aggregated but deferred, inline code deferred'],
  }
  : { 'optimised and aggregated, inline code too': ALL_SETTINGS['optimised and aggregated, inline code too'] };

const PAGES = ['forms', 'boxes', 'consent', 'media'];

interface Seen {
  features: Record<string, number>;
  failed: string[];
  errors: string[];
  cached: boolean;
  /** airlift's tags as the page has them: the optimiser left them alone. */
  own: string[];
}

/** A page on airlift's side: the features it mounted, the scripts that failed, its errors. */
async function visit(path: string): Promise<{ opened: SidePage; seen: Seen }> {
  const failed: string[] = [];
  const opened = await open('airlift', path, {
    before: async (page) => {
      page.on('response', (response) => {
        if (response.status() >= 400 && new URL(response.url()).pathname.endsWith('.js')) failed.push(`${response.status()} ${response.url()}`);
      });
      // A script that could not load. (The browser cancels a video's first request once it has the
      // metadata, and asks for ranges: a media request that ends so is not a failure.)
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).hostname === '127.0.0.1' && request.resourceType() === 'script') failed.push(`failed ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
    },
  });
  const ready = await opened.page.waitForFunction(() => (window as unknown as { __airliftReady?: { features: Record<string, number> } }).__airliftReady, undefined, { timeout: 20000 });
  const { features } = (await ready.jsonValue()) as { features: Record<string, number> };
  const { cached, own } = await opened.page.evaluate(() => ({
    cached: Array.from(document.scripts).some((script) => script.src.includes('/cache/autoptimize/')),
    // airlift's tag, its packs' tags and the configuration it carries (inline, in <head> or the footer).
    own: Array.from(document.querySelectorAll<HTMLScriptElement>('script[id^="airlift-"], script[data-airlift-pack]'))
      .map((script) => `${script.id || script.dataset.airliftPack}: ${script.src ? new URL(script.src).pathname : 'inline'}${script.defer ? ' defer' : ''}`),
  }));
  return { opened, seen: { features, failed, errors: pageErrors(opened), cached, own } };
}

/** Each page as Autoptimize's own switch serves it unoptimised (`ao_noptimize=1`), once a run. */
const baselines = new Map<string, Seen>();
async function withoutAutoptimize(slug: string): Promise<Seen> {
  const known = baselines.get(slug);
  if (known) return known;
  const { opened, seen } = await visit(pageUrl(slug, 'ao_noptimize=1'));
  await opened.close();
  baselines.set(slug, seen);
  return seen;
}

describe('beside Autoptimize 3.1.11', () => {
  beforeAll(() => {
    wp('activate', 'autoptimize/autoptimize.php');
  });
  afterAll(() => {
    wp('deactivate', 'autoptimize/autoptimize.php');
  });

  it('Site Health names Autoptimize and what airlift did about it', () => {
    const health = JSON.parse(wp('health')) as { description: string };
    expect(health.description).toMatch(/Script optimisers active on this site: Autoptimize\. airlift keeps its scripts out of/);
  });

  for (const [name, settings] of Object.entries(SETTINGS)) {
    describe(name, () => {
      beforeAll(() => {
        for (const [option, value] of Object.entries(settings)) wp('option-set', option, JSON.stringify(value));
      });

      it('every page mounts the features it mounts without Autoptimize; no script fails, no error', async () => {
        for (const slug of PAGES) {
          const without = await withoutAutoptimize(slug);
          const optimised = await visit(pageUrl(slug));
          // Autoptimize did its work on the page (its cache serves scripts of it).
          expect(optimised.seen.cached, `${slug}: no script from Autoptimize's cache`).toBe(true);
          expect(optimised.seen.failed, slug).toEqual([]);
          expect(optimised.seen.errors, slug).toEqual([]);
          expect(optimised.seen.features, slug).toEqual(without.features);
          // airlift's own tags are as without Autoptimize: not aggregated, minified again or moved.
          expect(optimised.seen.own, slug).toEqual(without.own);
          expect(optimised.seen.own, slug).toContain('airlift-js: /wp-content/plugins/airlift/airlift.js defer');
          await optimised.opened.close();
        }
      });

      it('a contact form sends, a box opens from its link, the consent banner shows and closes', async () => {
        const forms = await visit(pageUrl('forms'));
        const form = forms.opened.page.locator('form.wpcf7-form');
        await form.locator('[name="your-name"]').fill('Ada');
        await form.locator('[name="your-email"]').fill('ada@example.test');
        await form.locator('[name="your-consent"]').check();
        await form.locator('.wpcf7-submit').click();
        await expect(form).toHaveAttribute('data-status', 'sent');
        const boxes = await visit(pageUrl('boxes'));
        await boxes.opened.page.locator('.cmplz-cookiebanner .cmplz-close').click();
        await boxes.opened.page.click('#matrix-box-manual');
        await expect(boxes.opened.page.locator(`#boxzilla-${seeded.boxes.manual}`)).toBeVisible();
        await expect(boxes.opened.page.locator('.cmplz-cookiebanner')).toBeHidden();
        expect([...forms.seen.failed, ...boxes.seen.failed]).toEqual([]);
      });
    });
  }
});
