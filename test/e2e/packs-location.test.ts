// Where airlift finds its packs when a script optimiser has moved its code: concatenated with
// other scripts into one file under another folder, or inlined into the page. The page's
// `<meta name="airlift-packs">` (the WordPress plugin prints it; a page with the one tag may too)
// names the packs' folder; without it the packs are looked for beside the script, and each
// feature whose pack cannot load says so once, through airlift:error, with the address it tried.
// The optimiser's file here is what one makes of the one-tag install: [a script, airlift.js,
// another script], concatenated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { airliftReady, baseUrl, openPage, pagePerTest } from './helpers';
import { rewritePage } from './consent-helpers';

const open = pagePerTest(openPage);
const AIRLIFT = readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'airlift.js'), 'utf8');
// The scripts an optimiser concatenates with airlift's: one before it, one after it (which sees
// the API airlift published as it ran).
const BEFORE = 'window.themeRan = true;\n';
const AFTER = 'window.afterAirlift = typeof window.airlift;\n';
const TAG = '<script src="/dist/airlift.js" defer></script>';
const META = '<meta name="airlift-packs" content="/dist/packs/">';

/** The forms page, with airlift's tag replaced by `tag` and `head` added to its <head>. */
async function formsPage(tag: string, head = '') {
  const opened = await open('');
  await rewritePage('/forms.html', [[TAG, tag], ['</head>', `${head}</head>`]])(opened.context);
  // An optimiser's aggregate: the theme's code, airlift's, another script's, in one file of its
  // cache (separated as LiteSpeed and Autoptimize separate them).
  await opened.context.route((url) => url.pathname === '/wp-content/cache/optimiser/js/aggregate-1.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: [BEFORE, AIRLIFT, AFTER].join('\n;\n') }));
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
    expect(await page.evaluate(() => (window as unknown as { afterAirlift?: string }).afterAirlift)).toBe('object');
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

  it('concatenated without the meta: the packs are looked for beside the file, and each feature that needed one says once where', async () => {
    const { page, airliftErrors } = await formsPage('<script src="/wp-content/cache/optimiser/js/aggregate-1.js" defer></script>');
    await airliftReady(page);
    await expect.poll(() => airliftErrors.length).toBeGreaterThan(0);
    // The scripts concatenated with airlift's ran all the same, in their order.
    expect(await page.evaluate(() => [(window as unknown as { themeRan?: boolean }).themeRan, (window as unknown as { afterAirlift?: string }).afterAirlift])).toEqual([true, 'object']);
    // Every report ends with the address tried, beside the optimiser's file.
    for (const error of airliftErrors) {
      expect(error).toMatch(/^[a-z0-9-]+: Error: something went wrong while loading the script: http:\/\/[^/]+\/wp-content\/cache\/optimiser\/js\/packs\/[a-z-]+\.js\?ver=[^/]+$/);
    }
    // Once for each feature whose pack failed, not again for every form.
    const features = airliftErrors.map((error) => error.slice(0, error.indexOf(':')));
    expect(new Set(features).size).toBe(features.length);
  });
});
