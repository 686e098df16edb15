// The features' dialogs are one stack (src/ui/dialog.ts): a popup box (popups pack) opened over
// the drawer (main bundle) keeps Tab, and Escape closes the box only, then the drawer; the
// cookie banner the visitor reopens over a corner box takes Escape, and the box stays.
import { describe, expect, it } from 'vitest';
import { airliftReady, axeViolations, openPage, pagePerTest } from './helpers';
import { box, openFixture } from './popups-helpers';

const open = pagePerTest(openFixture);
const openSink = pagePerTest(openPage);

const DRAWER = `<a href="#" class="button-collapse" data-activates="drawer-nav">Menu</a>
<nav id="drawer-nav" class="side-nav" aria-label="Drawer"><a id="drawer-offer" href="#boxzilla-1">Our offer</a> <a id="drawer-home" href="#nowhere">Home</a></nav>`;

describe('dialogs over dialogs: a popup box over the drawer', () => {
  it('the box keeps Tab; Escape closes the box only and focus goes back into the drawer; a second Escape closes the drawer', async () => {
    const { page } = await open({ boxes: [box(1)] });
    await page.evaluate((markup) => document.querySelector('main')!.insertAdjacentHTML('afterbegin', markup), DRAWER);
    const menu = page.locator('.button-collapse');
    // Enhanced when it appears (the page's one MutationObserver).
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('#drawer-nav');
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('#drawer-offer')).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.locator('#boxzilla-1');
    await expect(dialog).toBeVisible();
    await expect(page.locator('#inner-link')).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement?.closest('#boxzilla-1') != null), `focus in the box after ${key}`).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(drawer).toHaveClass(/\bopen\b/);
    await expect(page.locator('#drawer-offer')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#drawer-home')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#drawer-offer')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).not.toHaveClass(/\bopen\b/);
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('dialogs over dialogs: the cookie banner over a corner box', () => {
  it('the banner the visitor reopens closes on Escape and the corner box stays; the next Escape dismisses the box', async () => {
    const { page } = await openSink('/kitchen-sink.html');
    await airliftReady(page);
    const banner = page.locator('.cmplz-cookiebanner');
    await expect(banner).toBeVisible();
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { Boxzilla?: { create?: unknown } }).Boxzilla?.create)).toBe('function');
    await page.evaluate((config) => {
      const api = (window as unknown as { Boxzilla: { create(id: number, options: unknown): void; show(id: number): void } }).Boxzilla;
      api.create(951, config);
      api.show(951);
    }, box(951, { position: 'bottom-left', content: '<p>A corner box.</p>' }));
    const corner = page.locator('#boxzilla-951');
    await expect(corner).toBeVisible();
    // Shown on load, the banner is non-modal; the link reopens it as a modal dialog.
    await page.locator('a.cmplz-show-banner').click();
    await expect(banner).toHaveAttribute('aria-modal', 'true');
    expect(await page.evaluate(() => document.activeElement?.closest('.cmplz-cookiebanner') != null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    await expect(banner).toHaveAttribute('aria-modal', 'false');
    await expect(page.locator('a.cmplz-show-banner')).toBeFocused();
    await expect(corner).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(corner).toBeHidden();
  });
});

describe('dialogs and the widgets inside them', () => {
  it('Escape in a video player\'s captions menu inside a box closes the menu only; the next Escape dismisses the box', async () => {
    const video = `<h2>Box with a video</h2><div style="width: 320px;" class="wp-video"><video class="wp-video-shortcode" id="box-video" width="320" height="180" preload="none" controls>
      <source type="video/mp4" src="/media/clip.mp4"><track kind="captions" src="/media/captions.vtt" srclang="en" label="English"></video></div>`;
    const { page } = await open({ boxes: [box(7, { content: video, css: { width: 400 } })] });
    await page.evaluate(() => (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(7));
    const dialog = page.locator('#boxzilla-7');
    await expect(dialog).toBeVisible();
    const button = dialog.locator('.mejs-captions-button button');
    const menu = dialog.locator('.mejs-captions-selector');
    await button.click();
    await expect(menu).toBeVisible();
    await menu.getByLabel('English').focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
