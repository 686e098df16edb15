// SPEC §9: mobile is below 1180 px. airlift keys no code to that width (README, the theme's page
// elements): the elements the theme shows on small screens work below it as above it, and in a
// window resized across it after the page loaded.
import { describe, expect, it } from 'vitest';
import { baseUrl, expectMounted, openPage, pagePerTest } from './helpers';
import type { TestPage } from './helpers';
import { warmUp } from './page-helpers';

const open = pagePerTest(async (path: string, width: number): Promise<TestPage> => {
  const opened = await openPage('');
  await opened.page.setViewportSize({ width, height: 800 });
  await opened.page.goto(new URL(path, baseUrl).href);
  return opened;
});

describe('below the mobile width (1180 px)', () => {
  for (const width of [1179, 375]) {
    it(`at ${width} px the menu button opens its drawer and Escape closes it`, async () => {
      const { page, errors } = await open('/navigation.html', width);
      await expectMounted(page, 'drawer');
      await warmUp(page);
      const menu = page.locator('.button-collapse');
      await menu.click();
      await expect(page.locator('#qt-mobile-menu')).toHaveClass(/\bopen\b/);
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(page.locator('#qt-mobile-menu')).not.toHaveClass(/\bopen\b/);
      expect(errors).toEqual([]);
    });

    it(`at ${width} px the schedule's day dropdown selects its tab`, async () => {
      const { page, errors } = await open('/schedule.html', width);
      await expectMounted(page, 'show-dropdown');
      await warmUp(page);
      await page.selectOption('#qwShowDropdown', 'tab-wed');
      await expect(page.locator('#tab-wed')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#sched-wed')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  it('a desktop window narrowed below 1180 px keeps the day dropdown working', async () => {
    const { page } = await open('/schedule.html', 1400);
    await expectMounted(page, 'show-dropdown');
    await warmUp(page);
    await page.setViewportSize({ width: 700, height: 800 });
    await page.selectOption('#qwShowDropdown', 'tab-tue');
    await expect(page.locator('#tab-tue')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#sched-tue')).toBeVisible();
  });
});
