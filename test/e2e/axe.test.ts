// Accessibility: axe-core (WCAG 2.1 A and AA) on every demo page, after airlift enhanced it,
// and in the states the foundation's features have (a section opened, another tab selected).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, axeViolations, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';

const demoPages = readdirSync(join(import.meta.dirname, '..', '..', 'demo')).filter((file) => file.endsWith('.html'));

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('axe-core on every demo page', () => {
  it('the check finds violations: in the page, in a frame of its origin and in a frame of another origin', async () => {
    current = await openPage('');
    const other = baseUrl.replace('localhost', '127.0.0.1');
    await current.context.route(`${other}/axe-frame.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Frame</title><a href="#"></a></html>' }));
    await current.context.route(`${baseUrl}/axe-page.html`, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Page</title><main><img src="/x.png">
        <iframe title="same" srcdoc="<html lang=en><title>Same</title><button></button></html>"></iframe>
        <iframe title="other" src="${other}/axe-frame.html"></iframe></main></html>`,
    }));
    await current.page.goto(`${baseUrl}/axe-page.html`);
    await expect.poll(() => current!.page.frames().length).toBe(3);
    await current.page.frameLocator('iframe[title="other"]').locator('a').waitFor({ state: 'attached' });
    expect(await axeViolations(current.page)).toEqual([
      'button-name: iframe[title="same"] button',
      'image-alt: img',
      'link-name: iframe[title="other"] a',
    ]);
  });

  it('finds the demo pages', () => {
    expect(demoPages).toEqual(expect.arrayContaining(['index.html', 'all.html', 'accordion.html', 'tabs.html']));
  });

  for (const file of demoPages) {
    it(`${file} has no WCAG 2.1 A/AA violations and no console error`, async () => {
      current = await openPage(`/${file}`);
      await airliftReady(current.page);
      expect(await axeViolations(current.page)).toEqual([]);
      expect(current.errors).toEqual([]);
    });
  }

  it('accordion.html with a section opened by keyboard has no violations', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    await page.locator('#faq-apps [data-vc-accordion]').focus();
    await page.keyboard.press('Enter');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('tabs.html with another tab selected, and in the narrow (accordion) layout, has no violations', async () => {
    current = await openPage('/tabs.html');
    const { page } = current;
    await airliftReady(page);
    await page.locator('#shows [role="tab"]').first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 400, height: 800 });
    await page.click('#tab-night [data-vc-accordion]');
    await expect(page.locator('#tab-night .vc_tta-panel-body')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
