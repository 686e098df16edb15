// SPEC §2, §4: the banner enhanced — first in the tab order without stealing focus, a dialog
// with focus inside when the visitor opens it, Escape, focus return, links, axe clean.
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './helpers';
import { cookieMap, events, lab, openConsent } from './consent-helpers';
import type { ConsentPage } from './consent-helpers';

let current: ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const banner = '.cmplz-cookiebanner';

describe('consent banner', () => {
  it('is placed first in the body; focus is not stolen on load, and the first Tab lands in it', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await expect(page.locator(banner)).toBeVisible();
    expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('cmplz-cookiebanner-container');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await page.locator(banner).getAttribute('aria-modal')).toBe('false');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.cmplz-cookiebanner') !== null)).toBe(true);
  });

  it('fills the document links from page_links of the region', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    const link = page.locator('.cmplz-documents .cookie-statement');
    expect(await link.textContent()).toBe('Cookie Policy');
    expect(await link.getAttribute('href')).toBe('/consent.html');
    expect(await page.locator('.cmplz-manage-options').getAttribute('href')).toBe('/consent.html#cmplz-manage-consent-container');
  });

  it('view preferences shows the category checkboxes; Escape closes them and focus returns to the button', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    const view = page.locator('.cmplz-view-preferences');
    await view.click();
    await expect(page.locator('.cmplz-categories')).toBeVisible();
    expect(await view.getAttribute('aria-expanded')).toBe('true');
    await expect(page.locator('#cmplz-preferences-optin')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('.cmplz-categories')).toBeHidden();
    await expect(view).toBeFocused();
  });

  it('close dismisses without consent; manage consent reopens it as a dialog with focus inside, trapped, and returned on accept', async () => {
    current = await openConsent('/consent.html');
    const { page, context } = current;
    await page.locator('.cmplz-close').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(banner)).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies['cmplz_banner-status']).toBe('dismissed');
    expect(cookies.cmplz_marketing).toBeUndefined();
    const manage = page.locator('button.cmplz-manage-consent');
    await expect(manage).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await manage.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(banner)).toBeVisible();
    expect(await page.locator(banner).getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('.cmplz-cookiebanner') !== null)).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.cmplz-cookiebanner') !== null)).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.cmplz-accept').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(banner)).toBeHidden();
    await expect(manage).toBeFocused();
  });

  it('shown again by the page (not the visitor) it leaves focus alone; dismissed from inside, focus goes to manage consent', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await page.click('.cmplz-deny');
    await expect(page.locator(banner)).toBeHidden();
    const pageLink = page.locator('.site-header a').first();
    await pageLink.focus();
    await page.evaluate(() => (window as unknown as { cmplz_set_banner_status(status: string): void }).cmplz_set_banner_status('show'));
    await expect(page.locator(banner)).toBeVisible();
    expect(await page.locator(banner).getAttribute('aria-modal')).toBe('false');
    await expect(pageLink).toBeFocused();
    await page.locator('.cmplz-close').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(banner)).toBeHidden();
    await expect(page.locator('button.cmplz-manage-consent')).toBeFocused();
  });

  it('.cmplz-show-banner links open the banner', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await page.click('.cmplz-deny');
    await expect(page.locator(banner)).toBeHidden();
    await page.click('.cmplz-show-banner');
    await expect(page.locator(banner)).toBeVisible();
    expect(await events(page, 'cmplz_banner_status')).toEqual([
      { type: 'cmplz_banner_status', detail: 'show' }, { type: 'cmplz_banner_status', detail: 'dismissed' }, { type: 'cmplz_banner_status', detail: 'show' },
    ]);
  });

  it('category checkboxes follow the cookies on every change', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await page.evaluate(() => (window as unknown as { cmplz_set_consent(c: string, v: string): void }).cmplz_set_consent('statistics', 'allow'));
    expect(await page.locator('#cmplz-statistics-optin').isChecked()).toBe(true);
    expect(await page.locator('#cmplz-marketing-optin').isChecked()).toBe(false);
    await page.click('.cmplz-accept');
    expect(await page.locator('#cmplz-marketing-optin').isChecked()).toBe(true);
  });

  it('a soft cookie wall takes focus into the banner and keeps it there', async () => {
    current = await openConsent(lab({ soft_cookiewall: '1' }));
    const { page } = current;
    await expect(page.locator(banner)).toBeVisible();
    await expect(page.locator('#cmplz-cookiebanner-container')).toHaveClass(/cmplz-soft-cookiewall/);
    expect(await page.evaluate(() => document.activeElement?.closest('.cmplz-cookiebanner') !== null)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.cmplz-cookiebanner') !== null)).toBe(true);
  });

  it('no focused element is hidden behind the banner', async () => {
    current = await openConsent('/consent.html');
    const { page } = current;
    await expect(page.locator(banner)).toBeVisible();
    await page.setViewportSize({ width: 500, height: 700 });
    // The banner's clearance follows the new size (debounced): focus is scrolled clear of it.
    await page.waitForFunction(() => {
      const top = document.querySelector('.cmplz-cookiebanner')!.getBoundingClientRect().top;
      const padding = document.documentElement.style.scrollPaddingBottom;
      return top > innerHeight / 2 ? Math.abs(parseFloat(padding) - (innerHeight - top + 8)) < 0.01 : padding === '';
    });
    // Tab through the page's own links and buttons: each one ends up clear of the banner.
    await page.locator('.site-header a').focus();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const overlap = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const box = document.querySelector('.cmplz-cookiebanner')!.getBoundingClientRect();
        if (!active || active.closest('.cmplz-cookiebanner') || active === document.body) return false;
        const rect = active.getBoundingClientRect();
        return rect.bottom > box.top && rect.top < box.bottom && rect.right > box.left && rect.left < box.right;
      });
      expect(overlap).toBe(false);
    }
  });
});
