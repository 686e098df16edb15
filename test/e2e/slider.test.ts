// SPEC §2, §9 — the theme's sliders as an ARIA carousel: arrows, dots, keyboard, swipe,
// autoplay every 4 s with a visible pause control, breakpoints 1170 and 600.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, axeViolations, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { warmUp } from './page-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

async function open(options: { clock?: boolean; width?: number } = {}): Promise<Page> {
  current = await openPage('');
  const { page } = current;
  if (options.width) await page.setViewportSize({ width: options.width, height: 800 });
  if (options.clock) await page.clock.install();
  await page.goto(new URL('/sliders.html', baseUrl).href);
  await airliftReady(page);
  await warmUp(page);
  // Time stands still from here (two seconds on, for the round trip): only runFor moves it.
  if (options.clock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
  await page.mouse.move(1, 1);
  return page;
}

const slider = '#slider-1';
/** Presses the pause control, so that rotation cannot move slides during a test. */
async function stopRotation(page: Page): Promise<void> {
  await page.click(`${slider} .airlift-slider-pause`);
  expect(await page.locator(`${slider} .airlift-slider-pause`).textContent()).toBe('Play');
  await page.click(`${slider} .slick-dots li:nth-child(1) button`);
}
const current1 = (page: Page) => page.locator(`${slider} .qt-item.slick-current`).textContent();
const shown = (page: Page) => page.locator(`${slider} .qt-item.slick-active`).evaluateAll((items) => items.map((item) => item.textContent));

describe('slider', () => {
  it('is an ARIA carousel of labelled slides, made visible once ready, showing three slides on desktop', async () => {
    const page = await open();
    const root = page.locator(slider);
    await expect(root).not.toHaveClass(/qt-invisible/);
    await expect(root).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(root).toHaveAttribute('role', 'region');
    const first = root.locator('.qt-item').first();
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect(first).toHaveAttribute('aria-label', '1 of 5');
    expect(await shown(page)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    const widths = await root.locator('.qt-item').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
    const listWidth = await root.locator('.slick-list').evaluate((list) => list.clientWidth);
    expect(widths[0]).toBe(Math.round(listWidth / 3));
    // Slides out of view cannot take focus.
    expect(await root.locator('.qt-item').nth(4).evaluate((item) => (item as HTMLElement).inert)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('arrows, dots and arrow keys move the slides, wrapping when infinite', async () => {
    const page = await open();
    await stopRotation(page);
    await page.click(`${slider} .slick-next`);
    expect(await current1(page)).toBe('Slide 2');
    const offset = await page.locator(`${slider} .slick-track`).evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);
    const width = await page.locator(`${slider} .qt-item`).first().evaluate((item) => item.getBoundingClientRect().width);
    expect(Math.abs(offset + width)).toBeLessThanOrEqual(1);
    await page.locator(`${slider} .slick-next`).focus();
    await page.keyboard.press('ArrowRight');
    // The last page shows the last three slides; the next step wraps to the first.
    expect(await shown(page)).toEqual(['Slide 3', 'Slide 4', 'Slide 5']);
    await page.keyboard.press('ArrowRight');
    expect(await current1(page)).toBe('Slide 1');
    await page.keyboard.press('ArrowLeft');
    expect(await current1(page)).toBe('Slide 3');
    await page.click(`${slider} .slick-dots li:nth-child(2) button`);
    expect(await current1(page)).toBe('Slide 2');
    await expect(page.locator(`${slider} .slick-dots li:nth-child(2) button`)).toHaveAttribute('aria-current', 'true');
    await page.click(`${slider} .slick-prev`);
    expect(await current1(page)).toBe('Slide 1');
  });

  it('a swipe to the left shows the next slide, to the right the previous one; a tap does nothing', async () => {
    const page = await open();
    await stopRotation(page);
    const box = (await page.locator(`${slider} .slick-list`).boundingBox())!;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(box.x + from, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + to, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(400, 200);
    expect(await current1(page)).toBe('Slide 2');
    await swipe(200, 400);
    expect(await current1(page)).toBe('Slide 1');
    await swipe(300, 290);
    expect(await current1(page)).toBe('Slide 1');
  });

  it('autoplay moves every 4 s, pauses while hovered, and the visible pause control stops and restarts it', async () => {
    const page = await open({ clock: true });
    const pause = page.locator(`${slider} .airlift-slider-pause`);
    await expect(pause).toBeVisible();
    expect(await pause.textContent()).toBe('Pause');
    await expect(page.locator(`${slider} .slick-list`)).toHaveAttribute('aria-live', 'off');
    // Leaving the slider starts a fresh 4 s period.
    await page.hover(`${slider} .slick-list`);
    await page.mouse.move(1, 1);
    const before = await current1(page);
    await page.clock.runFor(3900);
    expect(await current1(page)).toBe(before);
    await page.clock.runFor(200);
    const after = before === 'Slide 1' ? 'Slide 2' : 'Slide 3';
    expect(await current1(page)).toBe(after);
    await page.hover(`${slider} .slick-list`);
    await page.clock.runFor(10000);
    expect(await current1(page)).toBe(after);
    await page.mouse.move(1, 1);
    await page.clock.runFor(4100);
    const third = await current1(page);
    expect(third).not.toBe(after);
    await pause.click();
    await page.mouse.move(1, 1);
    expect(await pause.textContent()).toBe('Play');
    await expect(page.locator(`${slider} .slick-list`)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10000);
    expect(await current1(page)).toBe(third);
    await pause.click();
    await page.mouse.move(1, 1);
    expect(await pause.textContent()).toBe('Pause');
    await page.clock.runFor(4100);
    expect(await current1(page)).not.toBe(third);
  });

  it('focus entering the slider stops rotation for good', async () => {
    const page = await open({ clock: true });
    await page.locator(`${slider} .slick-next`).focus();
    expect(await page.locator(`${slider} .airlift-slider-pause`).textContent()).toBe('Play');
    const focused = await current1(page);
    await page.locator('h1').click();
    await page.clock.runFor(20000);
    expect(await current1(page)).toBe(focused);
  });

  it('shows two slides up to 1170 px and one without arrows up to 600 px, and follows a resize', async () => {
    let page = await open({ width: 1000 });
    // Laid out once the widgets pack has arrived and the layout frame has run (late on a busy machine).
    await expect.poll(() => shown(page)).toEqual(['Slide 1', 'Slide 2']);
    await expect(page.locator(`${slider} .slick-next`)).toHaveCount(1);
    await page.setViewportSize({ width: 500, height: 800 });
    // After the resize debounce the arrows go.
    await expect(page.locator(`${slider} .slick-next`)).toHaveCount(0);
    await expect.poll(() => shown(page)).toEqual(['Slide 1']);
    await expect(page.locator(`${slider} .slick-dots`)).toHaveCount(1);
    await current?.close();
    page = await open({ width: 1300 });
    await expect.poll(async () => (await shown(page)).length).toBe(3);
  });

  it('centre mode centres the current slide; a finite slider stops at the last one', async () => {
    const page = await open();
    const centre = async () => page.locator('#slider-2 .qt-item.slick-current').evaluate((item) => {
      const box = item.getBoundingClientRect();
      const list = item.closest('.slick-list')!.getBoundingClientRect();
      return Math.round(box.left + box.width / 2 - (list.left + list.width / 2));
    });
    await page.click('#slider-2 .slick-next');
    expect(Math.abs(await centre())).toBeLessThanOrEqual(1);
    for (let at = 0; at < 5; at++) await page.click('#slider-2 .slick-next');
    expect(await page.locator('#slider-2 .qt-item.slick-current').textContent()).toBe('Dev');
    await expect(page.locator('#slider-2 .airlift-slider-pause')).toHaveCount(0);
  });

  it('teardown puts the slides back where they were', async () => {
    const page = await open();
    const restored = await page.evaluate(() => {
      const root = document.querySelector('#slider-2')!;
      (window as unknown as { airlift: { teardown(root: Node): number } }).airlift.teardown(root);
      return [root.children.length, root.querySelectorAll(':scope > .qt-item').length, root.hasAttribute('role')];
    });
    expect(restored).toEqual([4, 4, false]);
  });
});
