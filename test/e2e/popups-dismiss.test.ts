// SPEC §2, §4, §5, §9 — popup DOM, dismissal (close icon, Escape, overlay beyond 40 px,
// closable), cookies and expiry, screen width conditions and test mode, in Chromium.
import { afterEach, describe, expect, it } from 'vitest';
import { expectMounted, openPage } from './helpers';
import type { TestPage } from './helpers';
import { afterTimeTriggers, box, openFixture } from './popups-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const HOUR_S = 3600;
const onTime = { method: 'time_on_page', value: 0 };
/** A box the time trigger shows (no cookie, no condition, no overlay): the control of a box kept back. */
const control = (id = 2) => box(id, { trigger: onTime, position: 'bottom-right' });

describe('popup boxes: DOM and styling', () => {
  it('builds the DOM Boxzilla CSS targets, with the per-box styling, for both option generations', async () => {
    current = await openFixture({
      boxes: [
        box(1, { css: { background_color: '#fff8e1', color: '#222222', border_color: '#c59d00', border_width: 4, border_style: 'dashed', width: 480 } }),
        { id: 9, icon: '&times;', content: '<h3>Older box</h3><p>From the content option.</p>', css: {}, trigger: false, animation: 'shake',
          cookie: { triggered: 0, dismissed: 0 }, rehide: false, position: 'top-right', closable: true, post: { id: 9, title: 'Old', slug: 'old' }, minimumScreenWidth: 0 },
      ],
    });
    const { page } = current;
    await expect(page.locator('div.boxzilla-container.boxzilla-center-container > div#boxzilla-1.boxzilla.boxzilla-1.boxzilla-center.boxzilla-box-1')).toHaveCount(1);
    await expect(page.locator('#boxzilla-1 > .boxzilla-content#boxzilla-box-1-content + .boxzilla-close-icon[aria-label="close"]')).toHaveCount(1);
    await expect(page.locator('#boxzilla-overlay-1.boxzilla-overlay')).toHaveCount(1);
    await expect(page.locator('div.boxzilla-container.boxzilla-top-right-container > #boxzilla-9.boxzilla-top-right.boxzilla-old')).toHaveCount(1);
    await expect(page.locator('#boxzilla-overlay-9')).toHaveCount(0);
    expect(await page.locator('#boxzilla-9 .boxzilla-content h3').textContent()).toBe('Older box');
    expect(await page.locator('#boxzilla-1 .boxzilla-close-icon').textContent()).toBe('×');
    const style = await page.locator('#boxzilla-1').evaluate((element) => {
      const computed = getComputedStyle(element);
      return [computed.backgroundColor, computed.color, computed.borderTopColor, computed.borderTopWidth, computed.borderTopStyle, computed.maxWidth];
    });
    expect(style).toEqual(['rgb(255, 248, 225)', 'rgb(34, 34, 34)', 'rgb(197, 157, 0)', '4px', 'dashed', '480px']);
    await page.click('#link-1');
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    await expect(page.locator('#boxzilla-overlay-1')).toHaveClass(/boxzilla-1-overlay/);
    // Under prefers-reduced-motion the shake animation class is left off.
    await expect(page.locator('#boxzilla-9')).not.toHaveClass(/boxzilla-wobble/);
    expect(current.errors).toEqual([]);
  });

  it('shake adds boxzilla-wobble, and fade/slide animate, when motion is not reduced', async () => {
    current = await openFixture({ boxes: [box(1, { animation: 'shake' }), box(2, { animation: 'slide', position: 'bottom-left' })], reducedMotion: false });
    const { page } = current;
    await expect(page.locator('#boxzilla-1')).toHaveClass(/boxzilla-wobble/);
    const running = await page.evaluate(() => {
      (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(2);
      return document.getElementById('boxzilla-2')!.getAnimations().length;
    });
    expect(running).toBe(1);
    await expect(page.locator('#boxzilla-2')).toBeVisible();
  });

  it('a malformed box gives one console error and the other boxes still work', async () => {
    current = await openFixture({ boxes: [{ id: { bad: true }, trigger: 'nope' }, box(2), box(5, { trigger: { method: 'teleport', value: 1 } })] });
    const { page } = current;
    await page.click('#link-2');
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    expect(current.errors.filter((text) => text.includes('[airlift:popups]'))).toHaveLength(2);
    expect(current.errors).toHaveLength(2);
    await expect(page.locator('#boxzilla-5')).toHaveCount(0);
  });
});

describe('popup boxes: dismissal', () => {
  it('the close icon, Escape and a far overlay click dismiss; a click within 40 px of the box does not', async () => {
    current = await openFixture({ boxes: [box(1, { css: { width: 300 } })] });
    const { page } = current;
    const dialog = page.locator('#boxzilla-1');
    await page.click('#link-1');
    await expect(dialog).toBeVisible();
    await page.click('#boxzilla-1 .boxzilla-close-icon');
    await expect(dialog).toBeHidden();
    await expect(page.locator('#boxzilla-overlay-1')).toBeHidden();

    await page.evaluate(() => (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(1));
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.evaluate(() => (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(1));
    const rect = (await dialog.boundingBox())!;
    await page.mouse.click(rect.x + rect.width + 30, rect.y + rect.height / 2);
    await expect(dialog).toBeVisible();
    await page.mouse.click(rect.x - 30, rect.y + 10);
    await expect(dialog).toBeVisible();
    await page.mouse.click(rect.x + rect.width + 60, rect.y + rect.height / 2);
    await expect(dialog).toBeHidden();
  });

  it('a box that is not closable has no close icon and ignores Escape and overlay clicks', async () => {
    current = await openFixture({ boxes: [box(1, { closable: false, css: { width: 300 } })] });
    const { page } = current;
    await page.click('#link-1');
    const dialog = page.locator('#boxzilla-1');
    await expect(dialog).toBeVisible();
    await expect(page.locator('#boxzilla-1 .boxzilla-close-icon')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 700);
    // Hiding is synchronous (its fade would have started): two frames later the box is still up.
    const after = await page.evaluate(async () => {
      (window as unknown as { Boxzilla: { hide(id: number): void } }).Boxzilla.hide(1);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.getElementById('boxzilla-1')!;
      return { hidden: getComputedStyle(element).display === 'none', animations: element.getAnimations().length };
    });
    expect(after).toEqual({ hidden: false, animations: 0 });
    await expect(dialog).toBeVisible();
  });

  it('dismissing sets boxzilla_box_{id}=1 for the dismissed lifetime, and the box no longer shows by itself', async () => {
    current = await openFixture({ boxes: [box(1, { trigger: onTime, cookie: { triggered: 0, dismissed: 24 } }), control()] });
    const { page, context } = current;
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#boxzilla-1')).toBeHidden();
    const cookie = (await context.cookies()).find((known) => known.name === 'boxzilla_box_1');
    expect(cookie?.value).toBe('1');
    expect(cookie?.path).toBe('/');
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 24 * HOUR_S))).toBeLessThan(120);
    await page.reload();
    await expectMounted(page, 'popups');
    await afterTimeTriggers(page, 2);
    await expect(page.locator('#boxzilla-1')).toHaveCount(1);
    await expect(page.locator('#boxzilla-1')).toBeHidden();
    // Opening by link still works: the cookie only stops the box showing by itself.
    await page.click('#link-1');
    await expect(page.locator('#boxzilla-1')).toBeVisible();
  });

  it('a triggered box sets its cookie for the triggered lifetime', async () => {
    current = await openFixture({ boxes: [box(2, { trigger: { method: 'time_on_page', value: 0 }, cookie: { triggered: 2, dismissed: 0 } })] });
    const { page, context } = current;
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    const boxCookie = async () => (await context.cookies()).find((known) => known.name === 'boxzilla_box_2');
    // The cookie is written as the box is shown; give the write a moment on a busy machine.
    await expect.poll(async () => (await boxCookie())?.value, { timeout: 10000 }).toBe('1');
    const cookie = await boxCookie();
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 2 * HOUR_S))).toBeLessThan(120);
  });

  it('an older site\'s cookie value true also keeps the box back; an expired cookie does not', async () => {
    const options = { boxes: [box(1, { trigger: onTime, cookie: { triggered: 0, dismissed: 24 } }), control()] };
    current = await openFixture(options);
    const { page, context } = current;
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    const url = page.url();
    await context.addCookies([{ name: 'boxzilla_box_1', value: 'true', url, expires: Date.now() / 1000 + HOUR_S }]);
    await page.reload();
    await expectMounted(page, 'popups');
    await afterTimeTriggers(page, 2);
    await expect(page.locator('#boxzilla-1')).toHaveCount(1);
    await expect(page.locator('#boxzilla-1')).toBeHidden();
    await context.clearCookies();
    await context.addCookies([{ name: 'boxzilla_box_1', value: '1', url, expires: Date.now() / 1000 - 10 }]);
    await page.reload();
    await expectMounted(page, 'popups');
    await expect(page.locator('#boxzilla-1')).toBeVisible();
  });

  it('test mode (option on and body.logged-in) ignores cookies and logs a notice; without logged-in, cookies count', async () => {
    const options = { boxes: [box(1, { trigger: { method: 'time_on_page', value: 0 }, cookie: { triggered: 0, dismissed: 24 } })], testMode: true, loggedIn: true };
    // A page of the site to set the cookie on (a page whose options name no box loads no popups).
    current = await openPage('/test-fixtures/popups.html');
    const { context } = current;
    await context.addCookies([{ name: 'boxzilla_box_1', value: '1', url: current.page.url(), expires: Date.now() / 1000 + HOUR_S }]);
    await current.close();
    current = await openFixture(options);
    const { page } = current;
    const notices: string[] = [];
    page.on('console', (message) => notices.push(message.text()));
    await page.reload();
    await expectMounted(page, 'popups');
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    expect(notices).toContain('Boxzilla: Test mode is enabled. Please disable test mode if you\'re done testing.');
  });

  it('outside test mode a set cookie keeps the box back even for a logged-in visitor', async () => {
    current = await openFixture({ boxes: [box(1, { trigger: onTime, cookie: { triggered: 0, dismissed: 24 } }), control()], loggedIn: true });
    const { page, context } = current;
    await context.addCookies([{ name: 'boxzilla_box_1', value: '1', url: page.url(), expires: Date.now() / 1000 + HOUR_S }]);
    await page.reload();
    await expectMounted(page, 'popups');
    await afterTimeTriggers(page, 2);
    await expect(page.locator('#boxzilla-1')).toHaveCount(1);
    await expect(page.locator('#boxzilla-1')).toBeHidden();
  });
});

describe('popup boxes: screen width condition', () => {
  const trigger = onTime;
  it('"larger than" shows on a wide screen only', async () => {
    current = await openFixture({ boxes: [box(1, { trigger, screenWidthCondition: { condition: 'larger', value: 600 } }), control()], width: 500 });
    await afterTimeTriggers(current.page, 2);
    await expect(current.page.locator('#boxzilla-1')).toHaveCount(1);
    await expect(current.page.locator('#boxzilla-1')).toBeHidden();
    await current.close();
    current = await openFixture({ boxes: [box(1, { trigger, screenWidthCondition: { condition: 'larger', value: 600 } })], width: 800 });
    await expect(current.page.locator('#boxzilla-1')).toBeVisible();
  });

  it('"smaller than" shows on a narrow screen only', async () => {
    current = await openFixture({ boxes: [box(1, { trigger, screenWidthCondition: { condition: 'smaller', value: 600 } }), control()], width: 800 });
    await afterTimeTriggers(current.page, 2);
    await expect(current.page.locator('#boxzilla-1')).toHaveCount(1);
    await expect(current.page.locator('#boxzilla-1')).toBeHidden();
    await current.close();
    current = await openFixture({ boxes: [box(1, { trigger, screenWidthCondition: { condition: 'smaller', value: 600 } })], width: 500 });
    await expect(current.page.locator('#boxzilla-1')).toBeVisible();
  });

  it('the older minimumScreenWidth means "larger than"', async () => {
    const old = { ...box(1, { trigger }), screenWidthCondition: undefined, minimumScreenWidth: 700 };
    current = await openFixture({ boxes: [old, control()], width: 600 });
    await afterTimeTriggers(current.page, 2);
    await expect(current.page.locator('#boxzilla-1')).toHaveCount(1);
    await expect(current.page.locator('#boxzilla-1')).toBeHidden();
    await current.close();
    current = await openFixture({ boxes: [old], width: 900 });
    await expect(current.page.locator('#boxzilla-1')).toBeVisible();
  });
});
