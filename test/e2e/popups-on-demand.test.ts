// Boxes that wait for the visitor (src/features/popups/on-demand.ts): where every box opens from
// a link only (Boxzilla's trigger "Never"), the popups pack is not loaded with the page; a box link
// under the pointer or the keyboard's focus fetches it, and its click, or a call to window.Boxzilla,
// mounts the boxes with the request replayed. A box that may show by itself loads it at once
// (openFixture checks that on every popups test: a trigger, the hash, a queued call, a form just sent).
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, expectMounted, openPage, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { box, openFixture } from './popups-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const packRequests = (requests: readonly string[]): string[] => requests.filter((url) => url.includes('/packs/popups.js'));

describe('popup boxes that wait for the visitor', () => {
  it('load no pack with the page; the pointer on a box link fetches it, the click opens the box as a modal dialog', async () => {
    current = await openFixture({ boxes: [box(1), box(2, { trigger: false })], untouched: true });
    const { page, requests } = current;
    await requestsSettled(page, requests);
    expect(packRequests(requests)).toEqual([]);
    // Page code finds Boxzilla's API as it did.
    expect(await page.evaluate(() => typeof (window as unknown as { Boxzilla?: { show?: unknown } }).Boxzilla?.show)).toBe('function');
    await page.hover('#link-1');
    await expect.poll(() => packRequests(requests).length).toBe(1);
    // Fetched, not mounted: the box is still hidden and Boxzilla's content still where it was.
    expect(await page.locator('#boxzilla-1').count()).toBe(0);
    await page.click('#link-1');
    const dialog = page.locator('#boxzilla-1');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('role', 'dialog');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#boxzilla-1')))).toBe(true);
    // A link to this page only toggles: the address keeps its hash.
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(packRequests(requests)).toHaveLength(1);
    expect(current.errors).toEqual([]);
  });

  it('from the keyboard: the focused link fetches the pack, Enter opens the box, Escape closes it and focus goes back', async () => {
    current = await openFixture({ boxes: [box(2)], untouched: true });
    const { page, requests } = current;
    await page.focus('#link-2');
    await expect.poll(() => packRequests(requests).length).toBe(1);
    await page.keyboard.press('Enter');
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#boxzilla-2')).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('link-2');
  });

  it('a link to another page that names a box is followed, as Boxzilla does', async () => {
    current = await openFixture({ boxes: [box(2)], untouched: true });
    const { page } = current;
    const prevented = await page.evaluate(() => new Promise<boolean>((resolve) => {
      document.addEventListener('click', (event) => {
        resolve(event.defaultPrevented);
        event.preventDefault();
      }, { once: true });
      document.getElementById('link-amp')!.click();
    }));
    expect(prevented).toBe(false);
    // The same rule as the pack's (lib/dom linkHash): an address of this page whose box id is in its
    // query, not its hash, is followed too.
    const samePath = await page.evaluate(() => new Promise<boolean>((resolve) => {
      const link = Object.assign(document.createElement('a'), { href: `${location.pathname}?y=1&boxzilla-2`, textContent: 'query' });
      document.body.append(link);
      document.addEventListener('click', (event) => {
        resolve(event.defaultPrevented);
        event.preventDefault();
      }, { once: true });
      link.click();
    }));
    expect(samePath).toBe(false);
  });

  it('page code: on() alone loads nothing; show(id) loads the pack, opens the box and tells the listener', async () => {
    current = await openFixture({ boxes: [box(1), box(5)], untouched: true });
    const { page, requests } = current;
    await page.evaluate(() => {
      const w = window as unknown as { Boxzilla: { on(event: string, fn: (box: { id: string }) => void): void }; __shown: string[] };
      w.__shown = [];
      w.Boxzilla.on('box.show', (shown) => w.__shown.push(shown.id));
    });
    await requestsSettled(page, requests);
    expect(packRequests(requests)).toEqual([]);
    await page.evaluate(() => (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(5));
    await expect(page.locator('#boxzilla-5')).toBeVisible();
    await expect(page.locator('#boxzilla-1')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)).toEqual(['5']);
    // The boxes are airlift's from then on: the real API, with every box.
    expect(await page.evaluate(() => (window as unknown as { Boxzilla: { boxes: unknown[] } }).Boxzilla.boxes.length)).toBe(2);
    expect(packRequests(requests)).toHaveLength(1);
  });

  it('Boxzilla\'s own <head> stub: its listeners wait in the queue; its show(id) loads the pack and opens the box', async () => {
    current = await openFixture({ boxes: [box(1), box(2)], stub: 'quiet', untouched: true });
    const { page, requests } = current;
    await requestsSettled(page, requests);
    expect(packRequests(requests)).toEqual([]);
    await page.evaluate(() => (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(2));
    await expect(page.locator('#boxzilla-2')).toBeVisible();
    // The stub's listeners, queued before, heard the boxes start and the box show.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(['ready', 'done:2', 'show:2']);
    expect(packRequests(requests)).toHaveLength(1);
  });

  // Boxzilla 3.4's own stub (assets/js/preload.js), as a classic script: run after airlift, as Rocket
  // Loader or WP Rocket's delay run it, it declares a new queue and a new Boxzilla in their place.
  const LATE_STUB = "var boxzilla_queue = []; var Boxzilla = {}; ['on', 'off', 'toggle', 'show'].forEach(function (m) { Boxzilla[m] = function () { boxzilla_queue.push([m, arguments]); }; }); window.Boxzilla = Boxzilla; window.boxzilla_queue = boxzilla_queue;";

  it('Boxzilla\'s stub run after airlift (an optimiser delayed it): its show(id) still loads the pack and opens the box; with the pack here, it runs at once', async () => {
    // all.html has one box that opens from its link, and no stub of its own (the fixture's declares
    // its queue before airlift runs, as a site without an optimiser does).
    current = await openPage('/all.html');
    const { page } = current;
    await airliftReady(page);
    await page.addScriptTag({ content: LATE_STUB });
    await page.evaluate(() => (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(901));
    await expect(page.locator('#boxzilla-901')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#boxzilla-901')).toBeHidden();
    await page.addScriptTag({ content: LATE_STUB });
    await page.evaluate(() => (window as unknown as { Boxzilla: { toggle(id: number): void } }).Boxzilla.toggle(901));
    await expect(page.locator('#boxzilla-901')).toBeVisible();
    expect(current.errors).toEqual([]);
  });

  it('a box with a trigger loads the pack with the page, beside boxes that wait', async () => {
    current = await openFixture({ boxes: [box(1), box(2, { trigger: { method: 'time_on_page', value: '100' } })] });
    await expectMounted(current.page, 'popups');
    expect(packRequests(current.requests)).toHaveLength(1);
  });
});
