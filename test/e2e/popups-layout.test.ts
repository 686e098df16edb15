// Boxzilla's layout rules come from Boxzilla's own stylesheet where the page has it (Boxzilla 3.3
// and later enqueue it), else from the popups feature's part pack `popups-layout`, which the boxes
// wait for: no box shows unstyled, a box the address's hash opens at load included. Where the part
// cannot load, that is reported once and the boxes work without it.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestPage } from './helpers';
import { box, openFixture } from './popups-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const layoutRequests = (requests: readonly string[]): string[] => requests.filter((url) => new URL(url).pathname.endsWith('/packs/popups-layout.js'));

/** Records, as box 1 first shows, whether airlift's layout rules were on the page and where its overlay was. */
function watchFirstShow(): void {
  const w = window as unknown as { __firstShown?: { rules: boolean; overlay: string } };
  new MutationObserver((_, observer) => {
    const shown = document.getElementById('boxzilla-1');
    if (!shown || shown.style.display === 'none') return;
    const overlay = document.getElementById('boxzilla-overlay-1');
    w.__firstShown = { rules: Boolean(document.querySelector('style[data-airlift-boxzilla-css]')), overlay: overlay ? getComputedStyle(overlay).position : '' };
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
}

/** Where the centred box 1, its overlay and the top-left box 2 are, against the viewport. */
const layout = (page: Page) => page.evaluate(() => {
  const rect = (selector: string) => {
    const { left, top, width, height } = document.querySelector(selector)!.getBoundingClientRect();
    return { left: Math.round(left), top: Math.round(top), width: Math.round(width), height: Math.round(height) };
  };
  return {
    viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    overlay: getComputedStyle(document.querySelector('#boxzilla-overlay-1')!).position,
    overlayRect: rect('#boxzilla-overlay-1'),
    container: getComputedStyle(document.querySelector('.boxzilla-center-container')!).position,
    centre: rect('#boxzilla-1'),
    topLeft: rect('#boxzilla-2'),
    airliftRules: document.querySelectorAll('style[data-airlift-boxzilla-css]').length,
  };
});

async function expectLaidOut(page: Page): Promise<Awaited<ReturnType<typeof layout>>> {
  await page.evaluate(() => { (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(2); });
  await expect(page.locator('#boxzilla-2')).toBeVisible();
  const seen = await layout(page);
  expect(seen.overlay).toBe('fixed');
  expect(seen.overlayRect).toMatchObject({ left: 0, top: 0, height: seen.viewport.height });
  expect(seen.container).toBe('fixed');
  expect(Math.abs(seen.centre.left + seen.centre.width / 2 - seen.viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(seen.topLeft).toMatchObject({ left: 0, top: 0 });
  return seen;
}

const BOXES = [box(1), box(2, { position: 'top-left' })];

describe('popup boxes: where their layout rules come from', () => {
  it('a page without Boxzilla\'s stylesheet gets the layout part pack once; the box its hash opens waits for it', async () => {
    current = await openFixture({ boxes: BOXES, hash: '#boxzilla-1', layoutPack: 'slow', init: watchFirstShow });
    const { page, requests } = current;
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    // Shown only once the rules were in: its overlay already covered the page.
    expect(await page.evaluate(() => (window as unknown as { __firstShown?: unknown }).__firstShown)).toEqual({ rules: true, overlay: 'fixed' });
    const seen = await expectLaidOut(page);
    expect(seen.airliftRules).toBe(1);
    expect(layoutRequests(requests)).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __reported: string[] }).__reported)).toEqual([]);
    expect(current.errors).toEqual([]);
  });

  it('a page with Boxzilla\'s stylesheet (3.4\'s `boxzilla-css` link) asks for no layout part: its boxes are laid out by that stylesheet', async () => {
    current = await openFixture({ boxes: BOXES, hash: '#boxzilla-1', boxzillaStylesheet: true, init: watchFirstShow });
    const { page, requests } = current;
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __firstShown?: unknown }).__firstShown)).toEqual({ rules: false, overlay: 'fixed' });
    const seen = await expectLaidOut(page);
    expect(seen.airliftRules).toBe(0);
    expect(requests.some((url) => url.includes('/boxzilla/assets/css/styles.css'))).toBe(true);
    expect(layoutRequests(requests)).toEqual([]);
    expect(current.errors).toEqual([]);
  });

  it('a layout part that cannot load is reported once; the boxes still open and close', async () => {
    current = await openFixture({ boxes: BOXES, hash: '#boxzilla-1', layoutPack: 'missing' });
    const { page, requests } = current;
    await expect(page.locator('#boxzilla-1')).toBeVisible();
    await page.locator('#boxzilla-1 .boxzilla-close-icon').click();
    await expect(page.locator('#boxzilla-1')).toBeHidden();
    await page.click('#link-2');
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    const reported = await page.evaluate(() => (window as unknown as { __reported: string[] }).__reported);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/^popups: .*popups-layout/);
    expect(layoutRequests(requests)).toHaveLength(1);
    expect(await page.locator('style[data-airlift-boxzilla-css]').count()).toBe(0);
  });
});
