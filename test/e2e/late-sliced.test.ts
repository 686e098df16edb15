// Content added after the first scan mounts in slices, as the first scan does: 6,000 share links
// appended in one go cost the appending task one slice, not the mounts of all of them; every
// link is mounted, once, in document order.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { airliftReady, baseUrl, openPage, pagePerTest } from './helpers';

const open = pagePerTest(openPage);
const LINKS = 6000;

/**
 * Gives the page `lateDone()`: it adds a share link of its own (in a `.late-last`) and resolves
 * once airlift has mounted it. Late work runs in the order it came, so by then everything added
 * before it has been mounted or dropped: the end of the work, where a fixed wait would guess it.
 * And `nextTask()`, which resolves in a task of its own.
 */
async function openWidgets(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await open('');
  await page.goto(new URL('/widgets.html', baseUrl).href);
  await airliftReady(page);
  // The widgets pack is here already (the page has share links), so mounts are not waiting for it.
  await page.waitForFunction(() => document.querySelector('.qt-sharelink[role="button"]') !== null);
  await page.evaluate(() => {
    Object.assign(window, {
      lateDone: () => new Promise<void>((resolve) => {
        const holder = document.createElement('div');
        holder.className = 'late-last';
        holder.innerHTML = '<a href="#" class="qt-sharelink" data-sharetype="copy">Last</a>';
        const link = holder.firstElementChild!;
        new MutationObserver((_, observer) => {
          if (!link.hasAttribute('role')) return;
          observer.disconnect();
          resolve();
        }).observe(link, { attributes: true, attributeFilter: ['role'] });
        document.body.append(holder);
      }),
      nextTask: () => new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    });
  });
  return { page, errors };
}

interface Waits {
  lateDone(): Promise<void>;
  nextTask(): Promise<void>;
}

describe('late content', () => {
  it(`${LINKS} widgets added at once mount in slices, each once and in order`, async () => {
    const { page, errors } = await openWidgets();
    // How long its tasks are is the bench's to measure (npm run bench), not a test's: limits in
    // milliseconds here failed under a loaded run. What slicing means, the test checks: when the
    // append's task is over, the observer's queue has not reached every widget (a scan then finds
    // some to mount), and every widget is mounted once, in order.
    const leftAtOnce = await page.evaluate(async (count) => {
      const w = window as unknown as Waits & { mountedOrder: number[]; airlift: { scan(root: ParentNode): number } };
      // airlift has nothing left to do from the page's own load.
      await w.lateDone();
      w.mountedOrder = [];
      const host = document.createElement('div');
      host.className = 'late-host';
      document.body.append(host);
      const template = document.createElement('template');
      template.innerHTML = Array.from({ length: count }, (_, index) => `<p><a href="#" class="qt-sharelink" data-sharetype="copy" data-index="${index}">Copy ${index}</a></p>`).join('');
      const widgets = Array.from(template.content.children);
      // The parsing above was a task of the test's own: the long tasks counted are from here on.
      await w.nextTask();
      new MutationObserver((records) => {
        for (const record of records) w.mountedOrder.push(Number((record.target as Element).getAttribute('data-index')));
      }).observe(host, { subtree: true, attributes: true, attributeFilter: ['role'] });
      // Each widget a node of its own (a page's script appending results one by one).
      host.append(...widgets);
      // airlift's MutationObserver callback runs in the microtask before this one.
      await Promise.resolve();
      return w.airlift.scan(host);
    }, LINKS);
    await page.waitForFunction((count) => document.querySelectorAll('.late-host a[role="button"]').length === count, LINKS, { timeout: 60000 });
    const order = await page.evaluate(() => (window as unknown as { mountedOrder: number[] }).mountedOrder);
    expect(order).toEqual(Array.from({ length: LINKS }, (_, index) => index));
    expect(leftAtOnce).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('late content removed before its turn is not mounted; moved, it is mounted once', async () => {
    const { page, errors } = await openWidgets();
    const counts = await page.evaluate(async () => {
      const w = window as unknown as Waits;
      const make = (name: string): HTMLElement => {
        const host = document.createElement('div');
        host.className = name;
        document.body.append(host);
        return host;
      };
      const widgets = (): Element[] => {
        const template = document.createElement('template');
        template.innerHTML = '<p><a href="#" class="qt-sharelink" data-sharetype="copy">Copy</a></p>'.repeat(4000);
        return Array.from(template.content.children);
      };
      let roles = 0;
      const gone = make('late-gone');
      const moved = make('late-moved');
      // airlift has nothing left to do from the page's own load: the first slice runs at once.
      await w.lateDone();
      const observer = new MutationObserver((records) => {
        roles += records.filter((record) => !(record.target as Element).closest('.late-last')).length;
      });
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['role'] });
      gone.append(...widgets());
      moved.append(...widgets());
      await Promise.resolve();
      gone.remove();
      document.querySelector('main')!.append(moved);
      // Everything queued before a last link has been done or dropped once that one is mounted
      // (and the observer above, older than lateDone's, has been told of every mount by then).
      await w.lateDone();
      return {
        gone: gone.querySelectorAll('[role="button"]').length,
        moved: moved.querySelectorAll('[role="button"]').length,
        roles,
      };
    });
    expect(counts.moved).toBe(4000);
    // Removed after the first slice: at most what that slice mounted, and torn down.
    expect(counts.gone).toBeLessThan(4000);
    expect(counts.roles).toBeLessThan(8000);
    expect(errors).toEqual([]);
  });
});
