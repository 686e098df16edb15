// Popup boxes against hostile or careless page data, and the layout rules airlift brings in
// place of Boxzilla's script: lookups keyed by the page's names never reach the prototype,
// nothing unchecked becomes a class or a style, and a box is laid out without any site CSS.
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl } from './helpers';
import type { TestPage } from './helpers';
import { box, openFixture } from './popups-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

type Api = { Boxzilla: Record<string, (...args: unknown[]) => unknown> };

describe('popup boxes: names from the page', () => {
  it('a queued Boxzilla.on("toString", …) is a listener like any other: every box is still built', async () => {
    current = await openFixture({
      boxes: [box(1), box(2, { position: 'top-left' })],
      globals: { boxzilla_queue: [['on', ['toString', null]], ['on', ['__proto__', null]], ['constructor', []], ['__defineGetter__', ['boxes', null]]] },
    });
    const { page } = current;
    await page.click('#link-2');
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    const seen = await page.evaluate(() => {
      const { Boxzilla } = window as unknown as Api;
      const calls: string[] = [];
      Boxzilla.on!('toString', () => calls.push('toString'));
      Boxzilla.on!('hasOwnProperty', () => calls.push('hasOwnProperty'));
      Boxzilla.trigger!('toString');
      Boxzilla.trigger!('hasOwnProperty', 'not a list');
      Boxzilla.trigger!('valueOf');
      return calls;
    });
    expect(seen).toEqual(['toString', 'hasOwnProperty']);
    expect(current.errors).toEqual([]);
  });

  it('a slug that is not a class name adds no classes; a valid slug is kept', async () => {
    current = await openFixture({
      boxes: [box(1, { post: { id: 1, title: 'One', slug: 'evil slug boxzilla-overlay' } }), box(2, { post: { id: 2, title: 'Two', slug: 'two-%c3%a9' } })],
    });
    const { page } = current;
    await page.waitForSelector('#boxzilla-2', { state: 'attached' });
    expect(await page.locator('#boxzilla-1').getAttribute('class')).toBe('boxzilla boxzilla-1 boxzilla-center');
    expect(await page.locator('#boxzilla-2').getAttribute('class')).toBe('boxzilla boxzilla-2 boxzilla-center boxzilla-two-%c3%a9');
    expect(current.errors).toEqual([]);
  });

  it('a background_color of url(…) loads nothing and sets nothing; colours and sizes that fit are applied', async () => {
    const image = new URL('/never-requested.png', baseUrl).href;
    current = await openFixture({
      boxes: [
        box(1, { css: { background_color: `url(${image})`, color: 'red; background: url(x)', border_style: 'solid url(y)', width: 'wide' } }),
        box(2, { position: 'top-left', css: { background_color: '#123456', color: 'rgb(1, 2, 3)', border_color: 'teal', border_width: '3', border_style: 'dashed', width: 300 } }),
      ],
    });
    const { page } = current;
    await page.evaluate(() => { (window as unknown as Api).Boxzilla.show!(); });
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    const first = await page.locator('#boxzilla-1').evaluate((element: HTMLElement) => element.style.cssText.replace(/display: [^;]+;\s*/, ''));
    expect(first).not.toMatch(/url|background|color|border|max-width/);
    const second = await page.locator('#boxzilla-2').evaluate((element: HTMLElement) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.borderTopColor, style.borderTopWidth, style.borderTopStyle, style.maxWidth];
    });
    expect(second).toEqual(['rgb(18, 52, 86)', 'rgb(1, 2, 3)', 'rgb(0, 128, 128)', '3px', 'dashed', '300px']);
    expect(current.requests.filter((url) => url.includes('never-requested'))).toEqual([]);
  });

  it('boxzilla_options.boxes printed as an object (a PHP list with gaps) still gives its boxes', async () => {
    current = await openFixture({ boxes: { 3: box(1), 7: box(2, { position: 'top-left' }) } as unknown as unknown[] });
    const { page } = current;
    await page.click('#link-2');
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { Boxzilla: { boxes: unknown[] } }).Boxzilla.boxes.length)).toBe(2);
  });
});

describe('popup boxes: layout', () => {
  it('with no Boxzilla stylesheet on the page, a centred box sits over a full-viewport overlay and corner boxes in their corners', async () => {
    current = await openFixture({ boxes: [box(1), box(2, { position: 'top-left' }), box(5, { position: 'bottom-right' })] });
    const { page } = current;
    await page.evaluate(() => { (window as unknown as Api).Boxzilla.show!(); });
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    const layout = await page.evaluate(() => {
      const rect = (selector: string) => {
        const { left, top, right, bottom, width, height } = document.querySelector(selector)!.getBoundingClientRect();
        return { left: Math.round(left), top: Math.round(top), right: Math.round(right), bottom: Math.round(bottom), width: Math.round(width), height: Math.round(height) };
      };
      return {
        viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
        overlay: rect('#boxzilla-overlay-1'),
        centre: rect('#boxzilla-1'),
        topLeft: rect('#boxzilla-2'),
        bottomRight: rect('#boxzilla-5'),
        container: getComputedStyle(document.querySelector('.boxzilla-center-container')!).position,
        first: document.head.firstElementChild!.hasAttribute('data-airlift-boxzilla-css'),
      };
    });
    expect(layout.overlay).toMatchObject({ left: 0, top: 0 });
    expect(layout.overlay.width).toBeGreaterThanOrEqual(layout.viewport.width);
    expect(layout.overlay.height).toBe(layout.viewport.height);
    expect(layout.container).toBe('fixed');
    // Centred horizontally, and vertically by its top margin.
    expect(Math.abs(layout.centre.left + layout.centre.width / 2 - layout.viewport.width / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(layout.centre.top + layout.centre.height / 2 - layout.viewport.height / 2)).toBeLessThanOrEqual(2);
    expect(layout.topLeft).toMatchObject({ left: 0, top: 0 });
    expect(layout.bottomRight.right).toBe(layout.viewport.width);
    expect(layout.bottomRight.bottom).toBe(layout.viewport.height);
    // First in <head>: any stylesheet of the site comes later.
    expect(layout.first).toBe(true);
  });

  it("a site's own rules win over airlift's layout rules", async () => {
    current = await openFixture({ boxes: [box(1)] });
    const { page } = current;
    await page.addStyleTag({ content: '.boxzilla-overlay { background: rgb(1, 2, 3); } .boxzilla { padding: 7px; } .boxzilla-close-icon { opacity: 1; }' });
    await page.evaluate(() => { (window as unknown as Api).Boxzilla.show!(1); });
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    const styles = await page.evaluate(() => [
      getComputedStyle(document.querySelector('#boxzilla-overlay-1')!).backgroundColor,
      getComputedStyle(document.querySelector('#boxzilla-1')!).paddingTop,
      getComputedStyle(document.querySelector('#boxzilla-1 .boxzilla-close-icon')!).opacity,
    ]);
    expect(styles).toEqual(['rgb(1, 2, 3)', '7px', '1']);
  });
});
