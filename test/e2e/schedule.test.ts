// SPEC §2 — show-schedule tabs and dropdown, collapsible lists, expandable panels, class switches.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, axeViolations, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { routeRefreshes, warmUp } from './page-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

async function open(): Promise<TestPage> {
  current = await openPage('/schedule.html');
  await airliftReady(current.page);
  await warmUp(current.page);
  return current;
}

describe('show schedule tabs', () => {
  it('are ARIA tabs: arrows, Home and End move selection; active class, panels and the indicator follow', async () => {
    const { page } = await open();
    const tabs = page.locator('ul.tabs [role="tab"]');
    await expect(tabs).toHaveCount(3);
    await expect(page.locator('ul.tabs')).toHaveAttribute('role', 'tablist');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#sched-tue')).toBeHidden();
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveClass(/\bactive\b/);
    await expect(tabs.nth(0)).not.toHaveClass(/\bactive\b/);
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('#sched-tue')).toBeVisible();
    await expect(page.locator('#sched-mon')).toBeHidden();
    const [indicator, tab] = await Promise.all([page.locator('ul.tabs li.indicator').boundingBox(), page.locator('ul.tabs li.tab').nth(1).boundingBox()]);
    expect(Math.round(indicator!.x)).toBe(Math.round(tab!.x));
    expect(Math.round(indicator!.width)).toBe(Math.round(tab!.width));
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.locator('#sched-mon')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#sched-mon')).toBeFocused();
    await tabs.nth(2).click();
    await expect(page.locator('#sched-wed')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('#qwShowDropdown selects the tab whose anchor id is the option value', async () => {
    const { page } = await open();
    await page.selectOption('#qwShowDropdown', 'tab-wed');
    await expect(page.locator('#tab-wed')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#tab-wed')).toHaveClass(/\bactive\b/);
    await expect(page.locator('#sched-wed')).toBeVisible();
    await expect(page.locator('#sched-mon')).toBeHidden();
  });

  it('a day chosen in #qwShowDropdown before the widgets were wired is shown once they are', async () => {
    current = await openPage('');
    const { page, context } = current;
    // The widgets pack is held back until the visitor has chosen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await context.route('**/dist/packs/widgets.js*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(new URL('/schedule.html', baseUrl).href, { waitUntil: 'domcontentloaded' });
    await page.selectOption('#qwShowDropdown', 'tab-wed');
    await expect(page.locator('#tab-wed')).not.toHaveAttribute('aria-selected', 'true');
    release();
    await expect(page.locator('#tab-wed')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#sched-wed')).toBeVisible();
    await expect(page.locator('#sched-mon')).toBeHidden();
  });
});

describe('collapsible lists', () => {
  it('li.active is open; headers are buttons; accordion mode closes the others', async () => {
    const { page } = await open();
    const items = page.locator('#sched-mon .qt-collapsible > li');
    const headers = items.locator('.collapsible-header');
    await expect(headers.nth(0)).toHaveAttribute('role', 'button');
    await expect(headers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(1).locator('.collapsible-body')).toBeHidden();
    await headers.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveClass(/\bactive\b/);
    await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(items.nth(1).locator('.collapsible-body')).toBeVisible();
    await expect(items.nth(0)).not.toHaveClass(/\bactive\b/);
    await expect(items.nth(0).locator('.collapsible-body')).toBeHidden();
    await page.keyboard.press('Space');
    await expect(items.nth(1)).not.toHaveClass(/\bactive\b/);
  });

  it('without accordion mode, items open independently', async () => {
    const { page } = await open();
    await page.click('#tab-tue');
    const items = page.locator('#sched-tue .qt-collapsible > li');
    await items.nth(0).locator('.collapsible-header').click();
    await items.nth(1).locator('.collapsible-header').click();
    await expect(items.nth(0)).toHaveClass(/\bactive\b/);
    await expect(items.nth(1)).toHaveClass(/\bactive\b/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('expandable panels and class switches', () => {
  it('data-expandable toggles open and sets the height to the inner content, which is inert while closed', async () => {
    const { page } = await open();
    const control = page.locator('[data-expandable="#more-info"]');
    const panel = page.locator('#more-info');
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    await expect(control).toHaveAttribute('aria-controls', 'more-info');
    expect(await panel.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    await control.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveClass(/\bopen\b/);
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    const [height, inner] = await panel.evaluate((element) => [element.getBoundingClientRect().height, element.querySelector('.qt-expandable-inner')!.scrollHeight]);
    expect(height).toBeGreaterThan(0);
    expect(height).toBe(inner);
    await page.keyboard.press('Tab');
    await expect(page.locator('#more-info a')).toBeFocused();
    await control.click();
    await expect(panel).not.toHaveClass(/\bopen\b/);
    await expect(panel).toHaveAttribute('inert', '');
  });

  it('data-qtswitch toggles its class on the target', async () => {
    const { page } = await open();
    const control = page.locator('[data-qtswitch]');
    await control.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#search-box')).toHaveClass(/\bopen\b/);
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#search-box')).toBeVisible();
    await control.click();
    await expect(page.locator('#search-box')).not.toHaveClass(/\bopen\b/);
    await expect(control).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('schedule refresh and the visitor', () => {
  it('a block holding the focus and a changed field is left as it is; the other blocks are refreshed', async () => {
    current = await openPage('');
    const { page, context } = current;
    await page.clock.install();
    const loads = await routeRefreshes(context, (body) => body
      .replace(/<div class="qt-qtonairhero">[^\n]*<\/div>/, '<div class="qt-qtonairhero">On air now: <strong>Refreshed Show</strong></div>')
      .replace('<div class="qtnowonairwidget"></div>', '<div class="qtnowonairwidget"><p id="fresh">Fresh from the server</p></div>'));
    await page.goto(new URL('/radio.html', baseUrl).href);
    await airliftReady(page);
    await page.evaluate(() => {
      document.querySelector('.qt-qtonairhero')!.insertAdjacentHTML('beforeend', '<label>Your request <input id="request"></label>');
    });
    await page.fill('#request', 'More jazz, please');
    await expect.poll(async () => {
      await page.clock.runFor(61000);
      return loads();
    }, { timeout: 30000, interval: 500 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.locator('#fresh').count(), { timeout: 30000 }).toBe(1);
    await expect(page.locator('#request')).toBeFocused();
    expect(await page.inputValue('#request')).toBe('More jazz, please');
    expect(await page.locator('.qt-qtonairhero').textContent()).not.toContain('Refreshed Show');
  }, 60000);
});
