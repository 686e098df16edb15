// SPEC §2 — side navigation with expandable sub-items, the drawers, scroll-to-top, tooltips.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, axeViolations, openPage } from './helpers';
import type { TestPage } from './helpers';
import { warmUp } from './page-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

async function open(path = '/navigation.html', options: { reducedMotion?: boolean } = {}): Promise<TestPage> {
  current = await openPage(path, options);
  await airliftReady(current.page);
  await warmUp(current.page);
  return current;
}

describe('side navigation and drawers', () => {
  it('the menu button opens the side nav, moves focus in and traps it; Escape closes and returns focus', async () => {
    const { page } = await open();
    const menu = page.locator('.button-collapse');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.locator('#qt-mobile-menu');
    await expect(nav).toHaveClass(/\bopen\b/);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#qt-mobile-menu a').first()).toBeFocused();
    // Tab cycles inside: Home, Shows, its expander, News, its expander, then back to Home.
    for (let at = 0; at < 5; at++) await page.keyboard.press('Tab');
    await expect(page.locator('#qt-mobile-menu a').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('#qt-mobile-menu .qt-openthis').last()).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nav).not.toHaveClass(/\bopen\b/);
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('an item with children gets an expander button that toggles open and aria-expanded', async () => {
    const { page } = await open();
    await page.click('.button-collapse');
    const item = page.locator('#qt-mobile-menu li.menu-item-has-children').first();
    const expander = item.locator(':scope > button.qt-openthis');
    await expect(expander).toHaveAttribute('aria-expanded', 'false');
    await expect(expander).toHaveAttribute('aria-label', 'Shows: sub-menu');
    await expect(item.locator('.sub-menu')).toBeHidden();
    await expander.focus();
    await page.keyboard.press('Space');
    await expect(item).toHaveClass(/\bopen\b/);
    await expect(expander).toHaveAttribute('aria-expanded', 'true');
    await expect(item.locator('.sub-menu')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(item).not.toHaveClass(/\bopen\b/);
  });

  it('the channel list opens on the right, 280 px wide; its close link and an outside click close it', async () => {
    const { page } = await open();
    await page.click('.button-playlistswitch');
    const list = page.locator('#channelslist');
    await expect(list).toHaveClass(/\bopen\b/);
    await expect(list).toHaveAttribute('role', 'dialog');
    await expect(list).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('.button-playlistswitch-close')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    const width = await list.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBe(280);
    const right = await list.evaluate((element) => Math.round(element.getBoundingClientRect().right));
    expect(right).toBe(await page.evaluate(() => document.documentElement.clientWidth));
    await page.click('.button-playlistswitch-close');
    await expect(list).not.toHaveClass(/\bopen\b/);
    await page.click('.button-playlistswitch');
    await expect(list).toHaveClass(/\bopen\b/);
    await page.mouse.click(20, 300);
    await expect(list).not.toHaveClass(/\bopen\b/);
    await expect(list).not.toHaveAttribute('role', 'dialog');
  });
});

describe('scroll to top', () => {
  it('scrolls the page to the top and moves focus to the main content', async () => {
    const { page } = await open();
    await page.locator('.qt-scrolltop').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('.qt-scrolltop').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main')).toBeFocused();
  });

  it('scrolls smoothly unless the visitor reduces motion', async () => {
    const { page } = await open('/navigation.html', { reducedMotion: false });
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { calls: unknown[] }).calls = calls;
      window.scrollTo = ((options: unknown) => { calls.push(options); });
    });
    await page.click('.qt-scrolltop');
    expect(await page.evaluate(() => (window as unknown as { calls: unknown[] }).calls)).toEqual([{ top: 0, behavior: 'smooth' }]);
  });
});

describe('tooltips', () => {
  it('show on focus and hover above 1280 px wide, described by aria-describedby, and hide on Escape', async () => {
    const { page } = await open();
    await page.setViewportSize({ width: 1400, height: 800 });
    const trigger = page.locator('.qt-tooltipped');
    await trigger.focus();
    const tip = page.locator('.material-tooltip[role="tooltip"]');
    await expect(tip).toHaveCount(1);
    expect(await tip.textContent()).toBe('Shown on desktops wider than 1280 px');
    const described = await trigger.getAttribute('aria-describedby');
    expect(described).toBe(await tip.getAttribute('id'));
    const [tipBox, triggerBox] = await Promise.all([tip.boundingBox(), trigger.boundingBox()]);
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(triggerBox!.y);
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);
    await expect(trigger).not.toHaveAttribute('aria-describedby', described!);
    await trigger.hover();
    await expect(tip).toHaveCount(1);
    await page.mouse.move(1, 1);
    await expect(tip).toHaveCount(0);
  });

  it('do not show at 1280 px or narrower', async () => {
    const { page } = await open();
    const trigger = page.locator('.qt-tooltipped');
    const tip = page.locator('.material-tooltip');
    // Wired: wider than 1280 px, focus shows it.
    await page.setViewportSize({ width: 1281, height: 800 });
    await trigger.focus();
    await expect(tip).toHaveCount(1);
    await trigger.blur();
    await expect(tip).toHaveCount(0);
    // The tooltip answers focus and hover in the events' own handlers: none was made.
    await page.setViewportSize({ width: 1280, height: 800 });
    await trigger.focus();
    await trigger.hover();
    await expect(tip).toHaveCount(0);
  });
});
