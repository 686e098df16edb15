// airlift beside the optimisers that have no release here, through stand-ins that rewrite the
// page's script tags as their documentation says (mu-optimiser-standins.php): WP Rocket's delay
// until the first interaction, Cloudflare's Rocket Loader, every script deferred, every script
// moved to the footer, LiteSpeed Cache's "JS Combine" (the site's script files concatenated into
// one file of its cache). airlift keeps its tags out of the first two and the last (their filters
// and attributes), and works through the other two: each page mounts the features it mounts
// without them, with no interaction at all (the consent banner shows at once), no failed script
// and no error.
import { afterAll, describe, expect, it } from 'vitest';
import { open, pageErrors, pageUrl, seeded, wp } from './helpers';

const MODES = ['rocket-delay', 'rocket-loader', 'defer-all', 'footer', 'concatenate'] as const;
// The forms and media pages hold every feature of the cells' pages: the consent banner and Boxzilla's
// manual box are on every page (both checked: the box, which waits for the visitor, is asked for,
// and its pack comes from airlift's folder), and they carry the packs the plugin prints, in <head>
// and the footer. The boxes and consent pages add no feature and cost about 25 s of a cell's run,
// which runs beside the browser tests.
const PAGES = ['forms', 'media'];

/** A page with no interaction: the features airlift mounted, whether the banner shows, what failed. */
async function look(slug: string) {
  const failed: string[] = [];
  const opened = await open('airlift', pageUrl(slug), {
    before: async (page) => {
      page.on('response', (response) => {
        if (response.status() >= 400 && new URL(response.url()).pathname.endsWith('.js')) failed.push(`${response.status()} ${response.url()}`);
      });
    },
  });
  const { page } = opened;
  const ready = await page.waitForFunction(() => (window as unknown as { __airliftReady?: { features: Record<string, number> } }).__airliftReady, undefined, { timeout: 20000 });
  const { features } = (await ready.jsonValue()) as { features: Record<string, number> };
  await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
  // The manual box opens from a link or a call only: its pack loads when asked (popups/on-demand.ts).
  await page.evaluate((id) => (window as unknown as { Boxzilla: { show(box: number): void } }).Boxzilla.show(id), seeded.boxes.manual!);
  await expect(page.locator(`#boxzilla-${seeded.boxes.manual}`)).toBeVisible();
  const { own, files, ran } = await page.evaluate(() => ({
    own: Array.from(document.querySelectorAll<HTMLScriptElement>('script#airlift-js, script[data-airlift-pack]')).map((script) => script.type || 'classic'),
    // Where the page's script files are served from, airlift's own by their tag.
    files: Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => `${script.id === 'airlift-js' || script.dataset.airliftPack ? 'airlift ' : ''}${new URL(script.src).pathname.replace(/[0-9a-f]{32}\.js$/, '<md5>.js')}`),
    // The page's own two scripts under "concatenate" (mu-optimiser-standins.php), as they ran.
    ran: (window as unknown as { matrixScripts?: string[] }).matrixScripts ?? [],
  }));
  const result = { features, failed, errors: pageErrors(opened), own, files, ran };
  await opened.close();
  return result;
}

describe('beside the optimisers\' tag rewriting (stand-ins)', () => {
  afterAll(() => {
    wp('option-delete', 'airlift_matrix_optimiser');
  });

  it('every page mounts the same features with no interaction under each: delay, Rocket Loader, defer all, move to the footer, concatenate', async () => {
    wp('option-delete', 'airlift_matrix_optimiser');
    const baseline = new Map<string, Awaited<ReturnType<typeof look>>>();
    for (const slug of PAGES) baseline.set(slug, await look(slug));
    for (const mode of MODES) {
      wp('option-set', 'airlift_matrix_optimiser', JSON.stringify(mode));
      for (const slug of PAGES) {
        const seen = await look(slug);
        const what = `${mode}, ${slug}`;
        expect(seen.features, what).toEqual(baseline.get(slug)?.features);
        expect(seen.failed, what).toEqual([]);
        expect(seen.errors, what).toEqual([]);
        // airlift's tags kept their type: not retyped to be run later.
        expect(seen.own.every((type) => type === 'classic'), `${what}: ${seen.own.join(', ')}`).toBe(true);
        if (mode === 'concatenate') {
          // The page's two script files ran, in their order, from the one file of the cache …
          expect(seen.ran, what).toEqual(['head', 'footer']);
          expect(seen.files.filter((file) => file.includes('/matrix-scripts/')), what).toEqual([]);
          expect(seen.files.filter((file) => file.includes('/cache/matrix-combine/')), what).toEqual(['/wp-content/cache/matrix-combine/<md5>.js']);
          // … and airlift's are where its plugin put them: left out of it.
          expect(seen.files.filter((file) => file.startsWith('airlift ')), what).toContain('airlift /wp-content/plugins/airlift/airlift.js');
          expect(seen.files.filter((file) => file.startsWith('airlift ')).every((file) => file.startsWith('airlift /wp-content/plugins/airlift/')), what).toBe(true);
        }
      }
    }
  });
});
