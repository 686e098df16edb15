// SPEC §4, §9 — Boxzilla's triggers in Chromium: time on page and on site (fake clock), page
// views across reloads, exit intent (mouse and touch), scroll percentage with rehide, element.
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, expectMounted } from './helpers';
import type { TestPage } from './helpers';
import { box, fixtureUrl, openFixture, scrollPage } from './popups-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const visible = (id: number) => `#boxzilla-${id}`;

describe('popup triggers', () => {
  it('time on page: the box shows once the seconds on the page are more than the value, not before', async () => {
    current = await openFixture({ boxes: [box(1, { trigger: { method: 'time_on_page', value: 3 } })], clock: true });
    const { page } = current;
    await page.clock.runFor(2500);
    await expect(page.locator(visible(1))).toBeHidden();
    await page.clock.runFor(2000);
    await expect(page.locator(visible(1))).toBeVisible();
    // It shows by itself once: hidden (not dismissed) by a link, it stays hidden.
    await page.evaluate(() => (window as unknown as { Boxzilla: { hide(id: number): void } }).Boxzilla.hide(1));
    await page.clock.runFor(3000);
    await expect(page.locator(visible(1))).toBeHidden();
  });

  it('time on site is kept across pages in sessionStorage (boxzilla_timer)', async () => {
    current = await openFixture({ boxes: [box(5, { trigger: { method: 'time_on_site', value: 4 } })], clock: true });
    const { page } = current;
    await page.clock.runFor(3100);
    await expect(page.locator(visible(5))).toBeHidden();
    expect(Number(await page.evaluate(() => sessionStorage.getItem('boxzilla_timer')))).toBe(3);
    // A second page of the same visit: 3 s already counted, so 2 more seconds are enough.
    await page.goto(new URL(fixtureUrl(), baseUrl).href);
    await expectMounted(page, 'popups');
    await page.clock.runFor(900);
    await expect(page.locator(visible(5))).toBeHidden();
    await page.clock.runFor(1200);
    await expect(page.locator(visible(5))).toBeVisible();
  });

  it('page views: counted in sessionStorage across reloads, the box shows 1 s after a view count above the value', async () => {
    current = await openFixture({ boxes: [box(2, { trigger: { method: 'pageviews', value: 2 } })], clock: true });
    const { page } = current;
    await page.clock.runFor(1500);
    await expect(page.locator(visible(2))).toBeHidden();
    await page.reload();
    await expectMounted(page, 'popups');
    await page.clock.runFor(1500);
    await expect(page.locator(visible(2))).toBeHidden();
    await page.reload();
    await expectMounted(page, 'popups');
    expect(await page.evaluate(() => sessionStorage.getItem('boxzilla_pageviews'))).toBe('3');
    await page.clock.runFor(900);
    await expect(page.locator(visible(2))).toBeHidden();
    await page.clock.runFor(200);
    await expect(page.locator(visible(2))).toBeVisible();
  });

  it('exit intent (mouse): leaving through the top shows the box after 600 ms; coming back in cancels it', async () => {
    current = await openFixture({ boxes: [box(1, { trigger: { method: 'exit_intent', value: '' } })], clock: true });
    const { page } = current;
    // The pointer rests inside the page, so only the events the test dispatches come and go.
    await page.mouse.move(200, 200);
    const leave = (clientX: number, clientY: number) => page.evaluate(([x, y]) => {
      document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientX: x, clientY: y }));
    }, [clientX, clientY]);
    await leave(100, -2);
    await page.clock.runFor(300);
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseenter')));
    await page.clock.runFor(1000);
    await expect(page.locator(visible(1))).toBeHidden();
    // Leaving through the side or the top-right corner is no exit intent.
    await leave(-2, 300);
    await leave(1200, -2);
    await page.clock.runFor(1000);
    await expect(page.locator(visible(1))).toBeHidden();
    await leave(100, -2);
    await page.clock.runFor(590);
    await expect(page.locator(visible(1))).toBeHidden();
    await page.clock.runFor(20);
    await expect(page.locator(visible(1))).toBeVisible();
  });

  it('exit intent (touch): a quick upward scroll of at least 20 px shows the box after 800 ms', async () => {
    current = await openFixture({ boxes: [box(1, { trigger: { method: 'exit_intent', value: '' } })], clock: true });
    const { page } = current;
    await page.evaluate(() => window.scrollTo(0, 1000));
    await page.evaluate(() => {
      window.dispatchEvent(new Event('touchstart'));
      window.scrollTo(0, 900);
      document.body.dispatchEvent(new Event('touchend', { bubbles: true }));
    });
    await page.clock.runFor(790);
    await expect(page.locator(visible(1))).toBeHidden();
    await page.clock.runFor(20);
    await expect(page.locator(visible(1))).toBeVisible();
  });

  it('exit intent (touch): a slow or downward swipe is none', async () => {
    current = await openFixture({ boxes: [box(1, { trigger: { method: 'exit_intent', value: '' } })], clock: true });
    const { page } = current;
    await page.evaluate(() => window.scrollTo(0, 1000));
    await page.evaluate(() => {
      window.dispatchEvent(new Event('touchstart'));
      window.scrollTo(0, 1100);
      document.body.dispatchEvent(new Event('touchend', { bubbles: true }));
    });
    await page.evaluate(() => window.dispatchEvent(new Event('touchstart')));
    await page.clock.runFor(400);
    await page.evaluate(() => {
      window.scrollTo(0, 800);
      document.body.dispatchEvent(new Event('touchend', { bubbles: true }));
    });
    await page.clock.runFor(2000);
    await expect(page.locator(visible(1))).toBeHidden();
    // The same page still answers a quick upward swipe: the swipes above were checked and refused.
    await page.evaluate(() => {
      window.dispatchEvent(new Event('touchstart'));
      window.scrollTo(0, 700);
      document.body.dispatchEvent(new Event('touchend', { bubbles: true }));
    });
    await page.clock.runFor(810);
    await expect(page.locator(visible(1))).toBeVisible();
  });

  it('scroll percentage: the point 90% down the viewport passing value% of the page shows the box; rehide hides it above, and it shows again', async () => {
    current = await openFixture({ boxes: [box(2, { position: 'bottom-right', rehide: true, trigger: { method: 'percentage', value: 50 } })], clock: 'running' });
    const { page } = current;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const viewport = await page.evaluate(() => window.innerHeight);
    const scrollFor = (point: number) => scrollPage(page, point - viewport * 0.9);
    // The scroll checks are throttled (800 ms, leading and trailing): each jump of the clock runs
    // a pending check and lets the next scroll be checked at once.
    await scrollFor(height * 0.5 - 20);
    await page.clock.runFor(900);
    await expect(page.locator(visible(2))).toHaveCount(1);
    await expect(page.locator(visible(2))).toBeHidden();
    await scrollFor(height * 0.5 + 20);
    await expect(page.locator(visible(2))).toBeVisible();
    await page.clock.runFor(900);
    await scrollFor(height * 0.5 - 20);
    await expect(page.locator(visible(2))).toBeHidden();
    await page.clock.runFor(900);
    await scrollFor(height * 0.5 + 40);
    await expect(page.locator(visible(2))).toBeVisible();
  });

  it('without rehide a shown scroll box stays when the visitor scrolls back up', async () => {
    current = await openFixture({ boxes: [box(2, { position: 'bottom-right', trigger: { method: 'percentage', value: 30 } })], clock: 'running' });
    const { page } = current;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator(visible(2))).toBeVisible();
    await page.clock.runFor(900);
    await scrollPage(page, 0);
    await page.clock.runFor(1000);
    await expect(page.locator(visible(2))).toBeVisible();
  });

  it('element: the box shows when the scroll point passes the element, also on a page loaded already scrolled', async () => {
    current = await openFixture({ boxes: [box(6, { position: 'bottom-left', trigger: { method: 'element', value: '#target' } })], hash: '#bottom' });
    const { page } = current;
    // Loaded at #bottom: the element's top is measured in document coordinates, not from the viewport.
    await page.evaluate(() => window.scrollBy(0, -10));
    await expect(page.locator(visible(6))).toBeVisible();
  });

  it('element: not before the scroll point reaches the element', async () => {
    current = await openFixture({ boxes: [box(6, { position: 'bottom-left', trigger: { method: 'element', value: '#target' } })], clock: 'running' });
    const { page } = current;
    const top = await page.evaluate(() => document.getElementById('target')!.getBoundingClientRect().top + window.scrollY);
    const viewport = await page.evaluate(() => window.innerHeight);
    await scrollPage(page, top - viewport * 0.9 - 30);
    await page.clock.runFor(1000);
    await expect(page.locator(visible(6))).toHaveCount(1);
    await expect(page.locator(visible(6))).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), top - viewport * 0.9 + 30);
    await expect(page.locator(visible(6))).toBeVisible();
  });
});
