// SPEC §2, §9 — the page builder's tabs in Chromium: keyboard, hash, autoplay.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, openPage } from './helpers';
import type { TestPage } from './helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('tabs', () => {
  it('arrow keys, Home and End move focus and selection with a roving tabindex', async () => {
    current = await openPage('/tabs.html');
    const { page } = current;
    await airliftReady(page);
    const tabs = page.locator('#shows [role="tab"]');
    await expect(tabs).toHaveCount(3);
    await expect(page.locator('#shows [role="tablist"]')).toHaveCount(1);
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('#tab-afternoon')).toHaveClass(/vc_active/);
    await expect(page.locator('#tab-afternoon .vc_tta-panel-body')).toBeVisible();
    await expect(page.locator('#tab-morning .vc_tta-panel-body')).toBeHidden();
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    // The legacy classes stay in step for the site's CSS.
    await expect(page.locator('#shows .vc_tta-tab').nth(0)).toHaveClass(/vc_active/);
    // Tab from the tab list goes into the selected panel.
    await page.keyboard.press('Tab');
    const focusedRole = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(focusedRole).toBe('tabpanel');
  });

  it('a tour uses up and down arrows', async () => {
    current = await openPage('/tabs.html');
    const { page } = current;
    await airliftReady(page);
    await expect(page.locator('#history [role="tablist"]')).toHaveAttribute('aria-orientation', 'vertical');
    await page.locator('#history [role="tab"]').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#history-2000')).toHaveClass(/vc_active/);
  });

  it('the hash selects a tab at load and on hashchange', async () => {
    current = await openPage('/tabs.html#tab-night');
    const { page } = current;
    await airliftReady(page);
    await expect(page.locator('#tab-night')).toHaveClass(/vc_active/);
    await expect(page.locator('a[href="#tab-night"][role="tab"]')).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => { location.hash = 'tab-afternoon'; });
    await expect(page.locator('#tab-afternoon')).toHaveClass(/vc_active/);
  });

  it('autoplay rotates after the delay and stops for good on hover', async () => {
    current = await openPage('');
    const { page } = current;
    await page.clock.install();
    await page.goto(new URL('/tabs.html', (await import('./helpers')).baseUrl).href);
    await airliftReady(page);
    await page.mouse.move(1, 1);
    await page.clock.runFor(5100);
    await expect(page.locator('#tab-afternoon')).toHaveClass(/vc_active/);
    await page.hover('#shows .vc_tta-tabs-list');
    await page.mouse.move(1, 1);
    await page.clock.runFor(20000);
    await expect(page.locator('#tab-afternoon')).toHaveClass(/vc_active/);
  });

  it('autoplay stops for good when a tab gets focus', async () => {
    current = await openPage('');
    const { page } = current;
    await page.clock.install();
    await page.goto(new URL('/tabs.html', (await import('./helpers')).baseUrl).href);
    await airliftReady(page);
    await page.locator('#shows [role="tab"]').first().focus();
    await page.clock.runFor(20000);
    await expect(page.locator('#tab-morning')).toHaveClass(/vc_active/);
  });
});
