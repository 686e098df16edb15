// SPEC §2, §4, §9 — the page builder's accordion in Chromium.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, openPage } from './helpers';
import type { TestPage } from './helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('accordion', () => {
  it('opens the section the hash names at load and scrolls it to 20% of the viewport below the top after 300 ms', async () => {
    current = await openPage('/accordion.html#hours-shop');
    const { page } = current;
    await airliftReady(page);
    await expect(page.locator('#hours-shop')).toHaveClass(/vc_active/);
    const expanded = await page.locator('#hours-shop [data-vc-accordion]').getAttribute('aria-expanded');
    expect(expanded).toBe('true');
    // Chromium jumps to the anchor itself first; after 300 ms airlift moves it to the 20% line.
    const offset = () => page.evaluate(() => Math.abs(document.getElementById('hours-shop')!.getBoundingClientRect().top - window.innerHeight * 0.2));
    await expect.poll(offset).toBeLessThan(2);
  });

  it('opens a section on hashchange and scrolls to it', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    await page.evaluate(() => { location.hash = 'faq-request'; });
    await expect(page.locator('#faq-request')).toHaveClass(/vc_active/);
    await expect(page.locator('#faq-stream')).not.toHaveClass(/vc_active/);
    const offset = () => page.evaluate(() => Math.abs(document.getElementById('faq-request')!.getBoundingClientRect().top - window.innerHeight * 0.2));
    await expect.poll(offset).toBeLessThan(2);
  });

  it('a click opens a section, sets the hash without jumping, and in collapse mode closes the others', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.click('#faq-apps [data-vc-accordion]');
    await expect(page.locator('#faq-apps')).toHaveClass(/vc_active/);
    await expect(page.locator('#faq-stream')).not.toHaveClass(/vc_active/);
    expect(await page.evaluate(() => location.hash)).toBe('#faq-apps');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await expect(page.locator('#faq-stream .vc_tta-panel-body')).toBeHidden();
    await expect(page.locator('#faq-apps .vc_tta-panel-body')).toBeVisible();
    // A second click closes it again: sections toggle.
    await page.click('#faq-apps [data-vc-accordion]');
    await expect(page.locator('#faq-apps')).not.toHaveClass(/vc_active/);
  });

  it('without collapse mode each section toggles on its own', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    await page.click('#hours-studio [data-vc-accordion]');
    await page.click('#hours-shop [data-vc-accordion]');
    await expect(page.locator('#hours-studio')).toHaveClass(/vc_active/);
    await expect(page.locator('#hours-shop')).toHaveClass(/vc_active/);
  });

  it('follows the ARIA accordion pattern: button headings with aria-expanded/aria-controls, Enter and Space, labelled regions', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    const heading = page.locator('#faq-apps [data-vc-accordion]');
    await expect(heading).toHaveAttribute('role', 'button');
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    // The relationships are added when the browser is idle, shortly after ready.
    await expect(heading).toHaveAttribute('aria-controls', /\S/);
    const controls = await heading.getAttribute('aria-controls');
    const body = page.locator(`[id="${controls}"]`);
    await expect(body).toHaveAttribute('role', 'region');
    await expect(body).toHaveAttribute('aria-labelledby', (await heading.getAttribute('id'))!);
    await heading.focus();
    await page.keyboard.press('Space');
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(current.errors).toEqual([]);
  });

  it('a cancelled airlift:accordion:change keeps the section as it was', async () => {
    current = await openPage('/accordion.html');
    const { page } = current;
    await airliftReady(page);
    await page.evaluate(() => document.getElementById('faq')!.addEventListener('airlift:accordion:change', (event) => event.preventDefault()));
    await page.click('#faq-apps [data-vc-accordion]');
    await expect(page.locator('#faq-apps')).not.toHaveClass(/vc_active/);
    await expect(page.locator('#faq-stream')).toHaveClass(/vc_active/);
  });
});
