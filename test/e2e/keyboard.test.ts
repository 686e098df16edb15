// Keyboard-only walkthroughs (issue 9, WAI-ARIA Authoring Practices): each feature is reached with
// Tab from the top of its page and operated with Enter, Space, Escape and the arrow keys only — no
// clicks, no programmatic focus. Every focus stop must be on a visible element with a visible focus
// indicator, and focus goes back where it came from when a dialog or drawer closes.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectMounted, openPage } from './helpers';
import type { TestPage } from './helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

interface FocusStop {
  description: string;
  visible: boolean;
  indicator: boolean;
}

/** What has focus, whether it is visible, and whether it shows a focus indicator. */
const focusStop = (page: Page): Promise<FocusStop> => page.evaluate(() => {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { description: 'body', visible: true, indicator: true };
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  const description = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  // Date and time fields move focus between their own sub-fields, which the browser highlights.
  const composite = element instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(element.type);
  return {
    description,
    visible: element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && rect.width > 0 && rect.height > 0,
    indicator: composite || (element.matches(':focus-visible') && (outline || style.boxShadow !== 'none')),
  };
});

async function expectVisibleFocus(page: Page): Promise<FocusStop> {
  const stop = await focusStop(page);
  expect(stop.visible, `focus on a hidden element: ${stop.description}`).toBe(true);
  expect(stop.indicator, `no visible focus indicator: ${stop.description}`).toBe(true);
  return stop;
}

/** Presses Tab (or Shift+Tab) until `selector` has focus, checking every stop on the way. */
async function tabTo(page: Page, selector: string, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${selector} not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

const isFocused = (page: Page, selector: string): Promise<boolean> => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
const focusInside = (page: Page, selector: string): Promise<boolean> => page.evaluate((wanted) => document.activeElement?.closest(wanted) != null, selector);

/**
 * Opens a page for the walkthrough of `features`, once each has mounted there
 * (test/unit/quality/feature-lists.test.ts reads the names: a feature walked nowhere is exempt there, with the reason).
 */
async function open(path: string, { features }: { features: readonly string[] }): Promise<Page> {
  current = await openPage(path);
  await expectMounted(current.page, ...features);
  return current.page;
}

describe('keyboard-only walkthroughs', () => {
  it('consent banner: first Tab enters it; preferences open with Enter, a category toggles with Space, Save with Enter; manage consent reopens a trapped dialog that Escape closes', async () => {
    const page = await open('/consent.html', { features: ['consent'] });
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.cmplz-cookiebanner')).toBe(true);
    await expectVisibleFocus(page);
    await tabTo(page, '.cmplz-view-preferences');
    await page.keyboard.press('Enter');
    await expect(page.locator('.cmplz-categories')).toBeVisible();
    expect(await focusInside(page, '.cmplz-categories')).toBe(true);
    // One tab stop per category: the checkbox (the label's own tab stop is taken out).
    await tabTo(page, '#cmplz-statistics-optin', { max: 2 });
    await page.keyboard.press('Space');
    expect(await page.locator('#cmplz-statistics-optin').isChecked()).toBe(true);
    await tabTo(page, '.cmplz-save-preferences');
    await page.keyboard.press('Enter');
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
    expect(cookies.cmplz_statistics).toBe('allow');
    expect(cookies.cmplz_marketing).toBe('deny');
    // The statistics script ran; the marketing ones did not.
    await page.waitForFunction(() => ((window as unknown as { __runs?: string[] }).__runs ?? []).includes('stats-inline'));
    expect(await page.evaluate(() => (window as unknown as { __runs?: string[] }).__runs ?? [])).toEqual(['stats-inline']);
    // Manage consent, reached by keyboard, reopens the banner as a modal dialog.
    await tabTo(page, 'button.cmplz-manage-consent');
    await page.keyboard.press('Enter');
    await expect(page.locator('.cmplz-cookiebanner')).toHaveAttribute('aria-modal', 'true');
    expect(await focusInside(page, '.cmplz-cookiebanner')).toBe(true);
    for (let presses = 0; presses < 15; presses++) {
      await page.keyboard.press(presses % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusInside(page, '.cmplz-cookiebanner')).toBe(true);
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    expect(await isFocused(page, 'button.cmplz-manage-consent')).toBe(true);
  });

  it('popup box: a link opens it with Enter, focus moves in and stays in with Tab and Shift+Tab; Escape closes it and focus returns to the link', async () => {
    const page = await open('/popups.html', { features: ['popups'] });
    await tabTo(page, 'a[href="#boxzilla-301"]');
    await page.keyboard.press('Enter');
    await expect(page.locator('#boxzilla-301')).toBeVisible();
    expect(await focusInside(page, '#boxzilla-301')).toBe(true);
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInside(page, '#boxzilla-301')).toBe(true);
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('#boxzilla-301')).toBeHidden();
    expect(await isFocused(page, 'a[href="#boxzilla-301"]')).toBe(true);
    // The close button, reached with Tab, closes with Space too.
    await page.keyboard.press('Enter');
    await expect(page.locator('#boxzilla-301')).toBeVisible();
    await tabTo(page, '#boxzilla-301 .boxzilla-close-icon', { max: 5 });
    await page.keyboard.press('Space');
    await expect(page.locator('#boxzilla-301')).toBeHidden();
    expect(await isFocused(page, 'a[href="#boxzilla-301"]')).toBe(true);
  });

  it('contact form: fields in order, Space ticks the acceptance, Enter submits; focus goes to the first invalid field, then the form is sent', async () => {
    const page = await open('/forms.html', { features: ['cf7'] });
    const form = '#wpcf7-f124-o2';
    // The form is enhanced (its validation and schema come at its first interaction).
    await page.waitForFunction((selector) => document.querySelector(`${selector}.js`), form);
    await tabTo(page, `${form} [name="your-name"]`);
    await page.keyboard.press('Tab');
    expect(await isFocused(page, `${form} [name="your-email"]`)).toBe(true);
    await page.keyboard.type('not an address');
    await page.keyboard.press('Enter');
    await expect(page.locator(`${form} form`)).toHaveAttribute('data-status', 'invalid');
    expect(await isFocused(page, `${form} [name="your-name"]`)).toBe(true);
    await expectVisibleFocus(page);
    await expect(page.locator(`${form} [name="your-name"]`)).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('ada@example.com');
    await tabTo(page, `${form} [name="news"]`, { max: 5 });
    await page.keyboard.press('Space');
    expect(await page.locator(`${form} [name="news"]`).isChecked()).toBe(true);
    await tabTo(page, `${form} .wpcf7-submit`, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.locator(`${form} form`)).toHaveAttribute('data-status', 'sent');
    expect(await page.locator(`${form} .screen-reader-response [role="status"]`).textContent()).toBe('Thank you for your message. It has been sent.');
  });

  it('tabs: Tab lands on the selected tab only; arrows, Home and End move selection and focus; Tab goes on into the panel', async () => {
    const page = await open('/tabs.html', { features: ['tabs'] });
    await tabTo(page, '#shows [role="tab"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expectVisibleFocus(page);
    await expect(page.locator('#tab-afternoon')).toHaveClass(/vc_active/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    await page.keyboard.press('End');
    await expect(page.locator('#tab-night')).toHaveClass(/vc_active/);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#tab-morning')).toHaveClass(/vc_active/);
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#tab-night')).toHaveClass(/vc_active/);
    await page.keyboard.press('Home');
    await expect(page.locator('#tab-morning')).toHaveClass(/vc_active/);
    // The other tabs are out of the tab order: the next Tab leaves the tab list.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    expect(await focusInside(page, '#shows [role="tablist"]')).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
  });

  it('accordion: headers are reached with Tab and toggle with Enter and Space, aria-expanded following', async () => {
    const page = await open('/accordion.html', { features: ['accordion'] });
    const header = '#faq-apps [data-vc-accordion]';
    await tabTo(page, header);
    await expect(page.locator(header)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page.locator(header)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-apps .vc_tta-panel-body')).toBeVisible();
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(page.locator(header)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-apps .vc_tta-panel-body')).toBeHidden();
    expect(await isFocused(page, header)).toBe(true);
  });

  it('drawer: the menu button opens it with Enter, a sub-menu expands with Space, Tab cycles inside, Escape closes and restores focus', async () => {
    const page = await open('/navigation.html', { features: ['drawer', 'sidenav'] });
    await tabTo(page, '.button-collapse');
    await page.keyboard.press('Enter');
    await expect(page.locator('#qt-mobile-menu')).toHaveClass(/\bopen\b/);
    expect(await focusInside(page, '#qt-mobile-menu')).toBe(true);
    await tabTo(page, '#qt-mobile-menu .qt-openthis', { max: 4 });
    await page.keyboard.press('Space');
    await expect(page.locator('#qt-mobile-menu .qt-openthis').first()).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, '#qt-mobile-menu .sub-menu a', { max: 2 });
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#qt-mobile-menu')).toBe(true);
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('#qt-mobile-menu')).not.toHaveClass(/\bopen\b/);
    expect(await isFocused(page, '.button-collapse')).toBe(true);
    // The channel drawer the same way, closed from its own close link with Enter.
    await tabTo(page, '.button-playlistswitch', { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.locator('#channelslist')).toHaveClass(/\bopen\b/);
    await tabTo(page, '.button-playlistswitch-close', { backwards: true, max: 6 });
    await page.keyboard.press('Enter');
    await expect(page.locator('#channelslist')).not.toHaveClass(/\bopen\b/);
    expect(await isFocused(page, '.button-playlistswitch')).toBe(true);
  });

  it('tooltip: shown while its element has keyboard focus on a wide screen, hidden with Escape', async () => {
    const page = await open('/navigation.html', { features: ['tooltip'] });
    await page.setViewportSize({ width: 1400, height: 900 });
    await tabTo(page, '.qt-tooltipped');
    await expect(page.locator('.material-tooltip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.material-tooltip')).toBeHidden();
  });

  it('playlist: the player\'s play button toggles with Enter and Space, next with Enter, the volume slider moves with arrows, a track in the list plays with Enter', async () => {
    const page = await open('/media.html', { features: ['media'] });
    const playlist = '#audio-playlist';
    const audio = () => page.evaluate(() => {
      const media = document.querySelector<HTMLAudioElement>('#audio-playlist audio')!;
      return { paused: media.paused, volume: media.volume, src: media.currentSrc };
    });
    await tabTo(page, `${playlist} .mejs-playpause-button button`);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await audio()).paused).toBe(false);
    await expect(page.locator(`${playlist} .mejs-playpause-button button`)).toHaveAttribute('aria-label', /Pause/i);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audio()).paused).toBe(true);
    // Next (the track button after play/pause in the controls bar).
    await tabTo(page, `${playlist} .wp-playlist-next-button`, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.locator(`${playlist} .wp-playlist-item`).nth(1)).toHaveClass(/\bplaying\b/);
    // The volume slider is further on in the controls.
    const volumeBefore = (await audio()).volume;
    await tabTo(page, `${playlist} .mejs-horizontal-volume-slider`, { max: 10 });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await audio()).volume).toBeLessThan(volumeBefore);
    // Then a track from the list.
    await tabTo(page, `${playlist} .wp-playlist-item:nth-child(3) a`, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page.locator(`${playlist} .wp-playlist-item`).nth(2)).toHaveClass(/\bplaying\b/);
    await expect.poll(async () => (await audio()).paused).toBe(false);
    expect((await audio()).src).toMatch(/three\.ogg/);
  });

  it('radio bar: the play button plays with Enter, the volume slider moves with arrows, Space on the button stops', async () => {
    const page = await open('/radio.html', { features: ['radio'] });
    const bar = page.locator('#qtplayercontainer');
    await expect(bar).toHaveAttribute('data-radio-state', 'stopped');
    await tabTo(page, '#qtpausebtn');
    await page.keyboard.press('Enter');
    await expect(bar).toHaveAttribute('data-radio-state', 'playing');
    const howlVolume = () => page.evaluate(() => (window as unknown as { Howler: { _howls: { volume(): number }[] } }).Howler._howls[0]?.volume() ?? -1);
    const slider = page.locator('.airlift-radio-volume input');
    const before = Number(await slider.inputValue());
    await tabTo(page, '.airlift-radio-volume input', { max: 10 });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => Number(await slider.inputValue())).toBe(before - 5);
    await expect.poll(howlVolume).toBeCloseTo((before - 5) / 100);
    await tabTo(page, '#qtpausebtn', { backwards: true, max: 10 });
    await page.keyboard.press('Space');
    await expect(bar).toHaveAttribute('data-radio-state', /stopped|paused/);
  });
});
