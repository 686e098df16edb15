// Scripts consent runs: those of a consent area (server HTML) and the ones Complianz blocked.
// Only what the browser itself would run is run: classic scripts and modules, never data blocks
// (`text/template`, `application/ld+json`) nor `nomodule` scripts.
import { afterEach, describe, expect, it } from 'vitest';
import { lab, openConsent, replyJson, rewritePage, runs } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const LAB = '/test-fixtures/consent-lab.html';
const push = (name: string): string => `(window.__area = window.__area || []).push(${JSON.stringify(name)});`;
const AREA_HTML = `<p class="consent-area-content">Loaded after consent.</p>
<script>${push('classic')}</script>
<script type=" TEXT/JavaScript ">${push('text/javascript')}</script>
<script language="JavaScript">${push('language')}</script>
<script type="module">${push('module')}</script>
<script type="text/template">${push('template')}</script>
<script type="application/ld+json">["${push('ld+json')}"]</script>
<script nomodule>${push('nomodule')}</script>`;

const areaRuns = (page: ConsentPage['page']): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __area?: string[] }).__area ?? []);

describe('consent: scripts', () => {
  it('a consent area runs its classic and module scripts, not its data blocks or nomodule scripts, which stay as they came', async () => {
    current = await openConsent(lab(), { setup: replyJson('consent-area/', AREA_HTML) });
    const { page } = current;
    await page.click('.cmplz-accept');
    await page.waitForFunction(() => ((window as unknown as { __area?: string[] }).__area ?? []).includes('module'));
    expect([...await areaRuns(page)].sort()).toEqual(['classic', 'language', 'module', 'text/javascript']);
    const kept = await page.locator('.cmplz-consent-area script').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('type')));
    expect(kept).toEqual(expect.arrayContaining(['text/template', 'application/ld+json']));
    expect(current.errors).toEqual([]);
  });

  it('a blocked nomodule script (with a src) is not run and does not hold back what is accepted after it', async () => {
    const blocked = '<script type="text/plain" data-category="statistics" nomodule data-cmplz-src="/consent-assets/late.js"></script>'
      + `<script type="text/plain" data-category="statistics" nomodule>${push('blocked-nomodule')}</script>`;
    current = await openConsent(lab(), { setup: rewritePage(LAB, [['<h2>Video</h2>', `${blocked}<h2>Video</h2>`]]) });
    const { page, requests } = current;
    await page.evaluate(() => (window as unknown as { cmplz_set_consent(c: string, v: string): void }).cmplz_set_consent('statistics', 'allow'));
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    await page.evaluate(() => (window as unknown as { cmplz_set_consent(c: string, v: string): void }).cmplz_set_consent('marketing', 'allow'));
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('pixel-ready'));
    expect(await runs(page)).not.toContain('late-external');
    expect(await areaRuns(page)).toEqual([]);
    expect(requests.filter((url) => url.includes('late.js'))).toEqual([]);
  });
});

describe('consent failures reach the error hook', () => {
  it('a released script that fails to load is reported once through airlift:error and onError, then the console', async () => {
    const current = await openConsent('/consent.html', {
      setup: async (context) => {
        await context.route('**/consent-assets/pixel-base.js*', (route) => route.abort('failed'));
      },
    });
    try {
      const { page } = current;
      await page.evaluate(() => {
        const w = window as unknown as { hooked: unknown[]; evented: unknown[]; airlift: { onError(listener: (detail: { feature: string; error: unknown }) => void): () => void } };
        w.hooked = [];
        w.evented = [];
        w.airlift.onError(({ feature, error }) => w.hooked.push([feature, String(error)]));
        document.addEventListener('airlift:error', (event) => w.evented.push((event as CustomEvent<{ feature: string }>).detail.feature));
      });
      await page.click('.cmplz-accept');
      await page.waitForFunction(() => (window as unknown as { hooked: unknown[] }).hooked.length > 0);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { hooked: unknown[]; evented: unknown[] };
        return { hooked: w.hooked, evented: w.evented };
      });
      expect(seen.hooked).toEqual([['consent', expect.stringContaining('something went wrong while loading the script: /consent-assets/pixel-base.js')]]);
      expect(seen.evented).toEqual(['consent']);
      expect(current.errors.some((text) => text.includes('[airlift:consent]') && text.includes('something went wrong while loading the script'))).toBe(true);
    } finally {
      await current.close();
    }
  });
});
