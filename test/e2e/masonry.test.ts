// SPEC §2, §9 — masonry galleries: shortest-column packing after images load, relaid on
// resize (debounced 100 ms), with a 0.4 s transition; items added later join.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { frames, warmUp } from './page-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

async function open(options: { clock?: boolean; reducedMotion?: boolean } = {}): Promise<Page> {
  current = await openPage('', { reducedMotion: options.reducedMotion });
  const { page } = current;
  await page.setViewportSize({ width: 1000, height: 800 });
  if (options.clock) await page.clock.install();
  await page.goto(new URL('/galleries.html', baseUrl).href);
  await airliftReady(page);
  await warmUp(page);
  if (options.clock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
  return page;
}

/** Each item's position relative to its grid, rounded, in document order. */
function positions(page: Page, grid: string): Promise<Array<[number, number]>> {
  return page.locator(`${grid} > *`).evaluateAll((items) => items.map((item) => {
    const parent = item.parentElement!.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    return [Math.round(box.left - parent.left), Math.round(box.top - parent.top)] as [number, number];
  }));
}

describe('masonry', () => {
  it('stacks each item into the shortest column and sizes the grid', async () => {
    const page = await open();
    const column = await page.locator('#masonry-1 > .qt-ms-item').first().evaluate((item) => Math.round(item.getBoundingClientRect().width));
    expect(await positions(page, '#masonry-1')).toEqual([[0, 0], [column, 0], [2 * column, 0], [2 * column, 80], [0, 120]]);
    expect(await page.locator('#masonry-1').evaluate((grid) => grid.getBoundingClientRect().height)).toBe(230);
  });

  it('relays the grid 100 ms after the window stops resizing', async () => {
    const page = await open({ clock: true });
    const wide = await positions(page, '#masonry-1');
    await page.evaluate(() => window.addEventListener('resize', () => { (window as unknown as { resized: boolean }).resized = true; }, { once: true }));
    await page.setViewportSize({ width: 500, height: 800 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { resized?: boolean }).resized)).toBe(true);
    await page.clock.runFor(90);
    expect(await positions(page, '#masonry-1')).toEqual(wide);
    await page.clock.runFor(20);
    const column = await page.locator('#masonry-1 > .qt-ms-item').first().evaluate((item) => Math.round(item.getBoundingClientRect().width));
    expect(await positions(page, '#masonry-1')).toEqual([[0, 0], [column, 0], [0, 120], [0, 200], [column, 200]]);
    expect(await page.locator('#masonry-1').evaluate((grid) => grid.getBoundingClientRect().height)).toBe(350);
  });

  it('lays out a WordPress gallery once its images have loaded, without overlaps', async () => {
    const page = await open();
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    // The layout that follows the images' load events has run.
    await frames(page);
    const boxes = await page.locator('#gallery-1 > .gallery-item').evaluateAll((items) => items.map((item) => {
      const box = item.getBoundingClientRect();
      return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    }));
    for (const [at, a] of boxes.entries()) {
      for (const b of boxes.slice(at + 1)) {
        const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        expect(overlap).toBe(false);
      }
    }
    const grid = await page.locator('#gallery-1').evaluate((element) => element.getBoundingClientRect());
    expect(Math.abs(grid.bottom - Math.max(...boxes.map((box) => box.bottom)))).toBeLessThanOrEqual(1);
  });

  it('an item added later joins the layout', async () => {
    const page = await open();
    await page.evaluate(() => {
      const item = document.createElement('div');
      item.className = 'qt-ms-item';
      item.style.height = '60px';
      item.textContent = 'F';
      document.querySelector('#masonry-1')!.append(item);
    });
    const column = await page.locator('#masonry-1 > .qt-ms-item').first().evaluate((item) => Math.round(item.getBoundingClientRect().width));
    await expect.poll(() => positions(page, '#masonry-1').then((all) => all[5])).toEqual([column, 200]);
  });

  it('moves items with a 0.4 s transition, none under reduced motion', async () => {
    let page = await open({ reducedMotion: false });
    expect(await page.locator('#masonry-1 > .qt-ms-item').first().evaluate((item) => getComputedStyle(item).transition)).toContain('transform 0.4s');
    await current?.close();
    page = await open();
    expect(await page.locator('#masonry-1 > .qt-ms-item').first().evaluate((item) => getComputedStyle(item).transitionDuration)).toBe('0s');
  });
});
