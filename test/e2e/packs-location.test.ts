// Where airlift finds its packs when a script optimiser has moved its code: concatenated with
// other scripts into one file under another folder, or inlined into the page. The page's
// `<meta name="airlift-packs">` (the WordPress plugin prints it; a page with the one tag may too)
// names the packs' folder; without it the packs are looked for beside the script, and one that
// cannot load says so once, through airlift:error, with the address it tried.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { airliftReady, baseUrl, openPage, pagePerTest } from './helpers';
import { rewritePage } from './consent-helpers';

const open = pagePerTest(openPage);
const AIRLIFT = readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'airlift.js'), 'utf8');
const OTHER = 'window.themeRan = true;\n';
const TAG = '<script src="/dist/airlift.js" defer></script>';
const META = '<meta name="airlift-packs" content="/dist/packs/">';

/** The forms page, with airlift's tag replaced by `tag` and `head` added to its <head>. */
async function formsPage(tag: string, head = '') {
  const opened = await open('');
  await rewritePage('/forms.html', [[TAG, tag], ['</head>', `${head}</head>`]])(opened.context);
  // An optimiser's aggregate: the theme's code, then airlift's, in one file of its cache.
  await opened.context.route((url) => url.pathname === '/wp-content/cache/optimiser/js/aggregate-1.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: OTHER + AIRLIFT }));
  const errors: string[] = [];
  await opened.page.exposeFunction('airliftErrorSeen', (text: string) => errors.push(text));
  await opened.page.addInitScript(() => document.addEventListener('airlift:error', (event) => {
    const { feature, error } = (event as CustomEvent<{ feature: string; error: unknown }>).detail;
    void (window as unknown as { airliftErrorSeen(text: string): void }).airliftErrorSeen(`${feature}: ${String(error)}`);
  }));
  await opened.page.goto(new URL('/forms.html', baseUrl).href);
  return { ...opened, airliftErrors: errors };
}

const packPaths = (requests: readonly string[]): string[] => requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js') && path.includes('/packs/'));

describe('packs found wherever airlift\'s code ends up', () => {
  it('concatenated with another script into an optimiser\'s file: the page\'s meta names the packs\' folder', async () => {
    const { page, requests, airliftErrors } = await formsPage('<script src="/wp-content/cache/optimiser/js/aggregate-1.js" defer></script>', META);
    const ready = await airliftReady(page);
    expect(ready.features['cf7']).toBeGreaterThan(0);
    await expect(page.locator('.wpcf7 form').first()).toHaveAttribute('data-status', 'init');
    expect(await page.evaluate(() => (window as unknown as { themeRan?: boolean }).themeRan)).toBe(true);
    await expect.poll(() => packPaths(requests)).toContain('/dist/packs/forms.js');
    expect(packPaths(requests).every((path) => path.startsWith('/dist/packs/'))).toBe(true);
    expect(airliftErrors).toEqual([]);
  });

  it('inlined into the page: the meta names the packs\' folder, and data-airlift-off on it turns features off', async () => {
    const inline = `<script>${AIRLIFT.replace(/<\/script/gi, '<\\/script')}</script>`;
    const { page, requests } = await formsPage(inline, '<meta name="airlift-packs" content="/dist/packs/" data-airlift-off="newsletter">');
    const ready = await airliftReady(page);
    expect(ready.features['cf7']).toBeGreaterThan(0);
    expect(ready.features['newsletter'] ?? 0).toBe(0);
    await expect.poll(() => packPaths(requests)).toContain('/dist/packs/forms.js');
  });

  it('concatenated without the meta: the packs are looked for beside the file, and the failure says once where', async () => {
    const { page, airliftErrors } = await formsPage('<script src="/wp-content/cache/optimiser/js/aggregate-1.js" defer></script>');
    await airliftReady(page);
    await expect.poll(() => airliftErrors.length).toBeGreaterThan(0);
    expect(airliftErrors[0]).toMatch(/something went wrong while loading the script: http:\/\/[^/]+\/wp-content\/cache\/optimiser\/js\/packs\/[a-z-]+\.js\?ver=/);
    // Once for each pack that failed, not again for every form.
    expect(new Set(airliftErrors).size).toBe(airliftErrors.length);
  });
});
