// src/ui/dialog.ts, the one dialog of popup boxes, the cookie banner and the drawers, after the
// WAI-ARIA Authoring Practices' dialog pattern: focus in on open, Tab and Shift+Tab wrapping
// inside a modal dialog, Escape, focus back to the opener (or a fallback when it is gone),
// nested dialogs opened by two copies of the module, cleanup. Real focus: Chromium.
import { describe, expect, it } from 'vitest';
import { axeViolations, pagePerTest } from './helpers';
import { escaped, focused, openDialogPage, show, stackEmpty } from './dialog-support';

const open = pagePerTest(openDialogPage);

describe('ui/dialog: a modal dialog', () => {
  it('is a dialog with aria-modal while open; focus moves to its first control; Tab and Shift+Tab wrap, skipping disabled and hidden controls', async () => {
    const { page } = await open();
    await page.click('#open-a');
    const dialog = page.locator('#a');
    await expect(dialog).toHaveAttribute('role', 'dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAttribute('tabindex', '-1');
    expect(await focused(page)).toBe('a-first');
    const forwards = [];
    for (let at = 0; at < 4; at++) {
      await page.keyboard.press('Tab');
      forwards.push(await focused(page));
    }
    expect(forwards).toEqual(['a-middle', 'a-open-b', 'a-first', 'a-middle']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('a-open-b');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('Escape closes it and gives focus back to the opener; every attribute is put back and the key listeners go', async () => {
    const { page } = await open();
    await page.focus('#open-a');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('a-first');
    await page.keyboard.press('Escape');
    await expect(page.locator('#a')).toBeHidden();
    expect(await focused(page)).toBe('open-a');
    expect(await page.locator('#a').evaluate((element) => element.getAttributeNames().sort())).toEqual(['aria-labelledby', 'hidden', 'id']);
    expect(await stackEmpty(page)).toBe(true);
    expect(await escaped(page)).toEqual(['a']);
  });

  it('focus goes to the element the caller names; a dialog with nothing to focus takes focus itself and keeps it on Tab', async () => {
    const { page } = await open();
    await show(page, 'a', { initialFocus: 'a-middle' });
    expect(await focused(page)).toBe('a-middle');
    await page.keyboard.press('Escape');
    await page.click('#open-empty');
    expect(await focused(page)).toBe('empty');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('empty');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('empty');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('open-empty');
  });

  it('a focus that left it (a click on the page) comes back in on Tab', async () => {
    const { page } = await open();
    await page.click('#open-a');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a-first');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('a-open-b');
  });

  it('an Escape a widget inside handled (preventDefault) does not close it', async () => {
    const { page } = await open();
    await page.click('#open-a');
    await page.evaluate(() => document.getElementById('a-middle')!.addEventListener('keydown', (event) => event.preventDefault()));
    await page.focus('#a-middle');
    await page.keyboard.press('Escape');
    await expect(page.locator('#a')).toBeVisible();
    expect(await escaped(page)).toEqual([]);
  });
});

describe('ui/dialog: focus back when the opener is gone', () => {
  it('goes to the fallback the caller names', async () => {
    const { page } = await open();
    await page.focus('#page-link');
    await show(page, 'a', { fallbackFocus: 'fallback' });
    await page.evaluate(() => document.getElementById('page-link')!.remove());
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('fallback');
  });

  it('without a fallback, into the dialog now on top; the page itself is no opener', async () => {
    const { page } = await open();
    await page.click('#open-a');
    await page.click('#a-open-b');
    await page.evaluate(() => document.getElementById('a-open-b')!.remove());
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('a-first');
    // Opened with nothing focused: on close, the fallback, not the page.
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await show(page, 'b', { fallbackFocus: 'fallback' });
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('fallback');
  });
});
