// src/ui/dialog.ts: dialogs over dialogs (one stack a page), non-modal dialogs, and teardown.
// Real focus and keys: Chromium.
import { describe, expect, it } from 'vitest';
import { axeViolations, pagePerTest } from './helpers';
import { escaped, focused, openDialogPage, show, stackEmpty } from './dialog-support';

const open = pagePerTest(openDialogPage);

describe('ui/dialog: nested dialogs', () => {
  it('a dialog opened from inside another keeps Tab; Escape closes the top one only, then the one under it', async () => {
    const { page } = await open();
    await page.click('#open-a');
    await page.focus('#a-open-b');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('b-first');
    const stops = [];
    for (let at = 0; at < 3; at++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops).toEqual(['b-last', 'b-first', 'b-last']);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('#b')).toBeHidden();
    await expect(page.locator('#a')).toBeVisible();
    expect(await focused(page)).toBe('a-open-b');
    // A keeps Tab again.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a-first');
    await page.keyboard.press('Escape');
    await expect(page.locator('#a')).toBeHidden();
    expect(await focused(page)).toBe('open-a');
    expect(await escaped(page)).toEqual(['b', 'a']);
    expect(await stackEmpty(page)).toBe(true);
  });

  it('a modal dialog that does not close on Escape keeps it: the dialog under it stays open', async () => {
    const { page } = await open();
    await page.click('#open-a');
    await show(page, 'b', { escape: 'decline' });
    await page.keyboard.press('Escape');
    await expect(page.locator('#b')).toBeVisible();
    await expect(page.locator('#a')).toBeVisible();
    expect(await escaped(page)).toEqual(['b']);
  });

  it('closing the dialog underneath leaves focus in the one on top', async () => {
    const { page } = await open();
    await page.click('#open-a');
    await page.click('#a-open-b');
    await page.evaluate(() => (window as unknown as { hide(id: string): void }).hide('a'));
    expect(await focused(page)).toBe('b-first');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('b-first');
  });
});

describe('ui/dialog: a non-modal dialog', () => {
  it('leaves focus where it is, has no aria-modal and keeps no Tab; Escape from the page closes it without moving focus', async () => {
    const { page } = await open();
    await page.focus('#page-link');
    await show(page, 'corner', { modal: false });
    const corner = page.locator('#corner');
    await expect(corner).toHaveAttribute('role', 'dialog');
    expect(await corner.getAttribute('aria-modal')).toBeNull();
    expect(await focused(page)).toBe('page-link');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('fallback');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(corner).toBeHidden();
    expect(await focused(page)).toBe('fallback');
  });

  it('gives focus back when it had it; Escape goes to the dialog with focus before the last one opened', async () => {
    const { page } = await open();
    await page.focus('#page-link');
    await show(page, 'corner', { modal: false });
    await show(page, 'b', { modal: false });
    await page.focus('#corner-button');
    await page.keyboard.press('Escape');
    await expect(page.locator('#corner')).toBeHidden();
    await expect(page.locator('#b')).toBeVisible();
    expect(await focused(page)).toBe('page-link');
  });

  it('that does not close on Escape passes it on to the dialog under it', async () => {
    const { page } = await open();
    await show(page, 'corner', { modal: false });
    await show(page, 'b', { modal: false, escape: false });
    await page.keyboard.press('Escape');
    await expect(page.locator('#corner')).toBeHidden();
    await expect(page.locator('#b')).toBeVisible();
  });
});

describe('ui/dialog: teardown', () => {
  it('the signal aborting closes it, puts its attributes back and leaves focus alone', async () => {
    const { page } = await open();
    await page.focus('#open-a');
    await show(page, 'a', { signal: true });
    expect(await focused(page)).toBe('a-first');
    await page.evaluate(() => (window as unknown as { controllers: Record<string, AbortController> }).controllers['a']!.abort());
    expect(await page.locator('#a').evaluate((element) => [element.getAttribute('role'), element.getAttribute('aria-modal'), element.getAttribute('tabindex')])).toEqual([null, null, null]);
    expect(await focused(page)).toBe('a-first');
    expect(await stackEmpty(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await escaped(page)).toEqual([]);
  });
});
