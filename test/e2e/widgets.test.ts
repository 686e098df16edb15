// SPEC §2, §8, §9 — countdowns, share links and the copy notice, popup windows, reveal
// animations, hover boxes and data-bgimage backgrounds.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, axeViolations, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { frames, warmUp } from './page-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

async function open(options: { reducedMotion?: boolean; before?: (page: Page) => Promise<void> } = {}): Promise<Page> {
  current = await openPage('', { reducedMotion: options.reducedMotion });
  const { page } = current;
  await options.before?.(page);
  await page.goto(new URL('/widgets.html', baseUrl).href);
  await airliftReady(page);
  await warmUp(page);
  return page;
}

/** Replaces window.open with a recorder; `result` is what it returns ('window' or null). */
async function recordWindowOpen(page: Page, result: 'window' | null = 'window'): Promise<void> {
  await page.evaluate((answer) => {
    const calls: string[][] = [];
    (window as unknown as { opened: string[][] }).opened = calls;
    window.open = ((url: string, name: string, features: string) => {
      calls.push([url, name, features]);
      return answer ? ({ opener: window } as unknown as Window) : null;
    }) as typeof window.open;
  }, result);
}
const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[][] }).opened);

const units = (page: Page) => page.locator('#countdown-1 .qt-countdown-value').allTextContents();
const T0 = new Date('2026-11-21T20:00:00').getTime();

describe('countdown', () => {
  it('shows end − now at load with the four labels, then subtracts real elapsed time from Date.now()', async () => {
    const page = await open({ before: (p) => p.clock.setFixedTime(T0 + 5 * 86400_000) });
    // The visitor clock is five days off: only the server's end − now counts.
    expect(await units(page)).toEqual(['40', '00', '00', '00']);
    expect(await page.locator('#countdown-1 .qt-countdown-label').allTextContents()).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    // One second of timers, but a day, an hour, a minute and a second of real time.
    await page.clock.setFixedTime(T0 + 5 * 86400_000 + 90061_000);
    await expect.poll(() => units(page)).toEqual(['38', '22', '58', '59']);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('hides the ticking digits from screen readers and tells the time left at most once a minute', async () => {
    const page = await open({ before: (p) => p.clock.setFixedTime(T0) });
    await expect(page.locator('#countdown-1 .qt-countdown-units')).toHaveAttribute('aria-hidden', 'true');
    const status = page.locator('#countdown-1 [role="status"]');
    expect(await status.textContent()).toBe('40 Days, 0 Hours, 0 Minutes');
    await page.clock.setFixedTime(T0 + 30_000);
    await expect.poll(() => units(page)).toEqual(['39', '23', '59', '30']);
    expect(await status.textContent()).toBe('40 Days, 0 Hours, 0 Minutes');
    await page.clock.setFixedTime(T0 + 61_000);
    await expect.poll(() => status.textContent()).toBe('39 Days, 23 Hours, 58 Minutes');
  });

  it('stops at zero', async () => {
    const page = await open({ before: (p) => p.clock.setFixedTime(T0) });
    await page.clock.setFixedTime(T0 + 41 * 86400_000);
    await expect.poll(() => units(page)).toEqual(['00', '00', '00', '00']);
  });

  it('an absurd end keeps the server markup; an absurd server now is replaced by the browser clock', async () => {
    const page = await open();
    const huge = '9'.repeat(400);
    await page.evaluate((digits) => {
      document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<div id="cd-inf" class="qt-countdown" data-end="${digits}">Season finale soon</div>`
        + '<div id="cd-far" class="qt-countdown" data-end="99999999999999">Season finale soon</div>'
        + `<div id="cd-now" class="qt-countdown" data-end="2090-01-01T00:00:00" data-now="${digits}">Soon</div>`);
    }, huge);
    await expect(page.locator('#cd-now .qt-countdown-units')).toHaveCount(1);
    const days = Number(await page.locator('#cd-now .qt-countdown-days .qt-countdown-value').textContent());
    expect(days).toBeGreaterThan(365);
    await expect(page.locator('#cd-inf')).toHaveText('Season finale soon');
    await expect(page.locator('#cd-far')).toHaveText('Season finale soon');
    expect(await page.locator('main').textContent()).not.toMatch(/Infinity|NaN/);
    expect(current!.errors).toEqual([]);
  });
});

describe('share links', () => {
  it('open the network share page for this address in a 575 × 520 window', async () => {
    const page = await open();
    await recordWindowOpen(page);
    await page.click('.qt-sharelink[data-sharetype="facebook"]');
    await page.click('.qt-sharelink[data-sharetype="twitter"]');
    const calls = await opened(page);
    const href = encodeURIComponent(new URL('/widgets.html', baseUrl).href);
    expect(calls[0]![0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${href}`);
    expect(calls[1]![0]).toContain(`https://twitter.com/intent/tweet?url=${href}&text=`);
    for (const call of calls) expect(call[2]).toMatch(/^width=575,height=520,/);
    expect(page.url()).toBe(new URL('/widgets.html', baseUrl).href);
  });

  it("copy puts the address on the clipboard and shows 'URL Copied!', faded after 1500 ms and removed 1000 ms later", async () => {
    const page = await open({ before: (p) => p.clock.install() });
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    // The Clipboard API as the browser offers it to a focused page that may write to it.
    await page.evaluate(() => {
      const written: string[] = [];
      (window as unknown as { written: string[] }).written = written;
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: (text: string) => { written.push(text); return Promise.resolve(); } } });
    });
    await page.click('.qt-sharelink[data-sharetype="copy"]');
    const notice = page.locator('.qt-sharelink-notice');
    await expect(notice).toHaveCount(1);
    expect(await notice.textContent()).toBe('URL Copied!');
    await expect(notice).toHaveAttribute('role', 'status');
    expect(await page.evaluate(() => (window as unknown as { written: string[] }).written)).toEqual([new URL('/widgets.html', baseUrl).href]);
    await page.clock.runFor(1490);
    expect(await notice.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await page.clock.runFor(20);
    await expect(notice).toHaveClass(/qt-fading/);
    await page.clock.runFor(970);
    await expect(notice).toHaveCount(1);
    await page.clock.runFor(30);
    await expect(notice).toHaveCount(0);
  });

  it('falls back to a selected field and execCommand when the Clipboard API is refused', async () => {
    const page = await open();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) } });
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      document.execCommand = ((command: string) => {
        copied.push(`${command}:${(document.activeElement as HTMLTextAreaElement).value}`);
        return true;
      });
    });
    await expect(page.locator('.qt-sharelink[data-sharetype="copy"]')).toHaveAttribute('role', 'button');
    await page.locator('.qt-sharelink[data-sharetype="copy"]').focus();
    await page.keyboard.press('Space');
    await expect(page.locator('.qt-sharelink-notice')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([`copy:${new URL('/widgets.html', baseUrl).href}`]);
    await expect(page.locator('.qt-sharelink[data-sharetype="copy"]')).toBeFocused();
    await expect(page.locator('textarea')).toHaveCount(0);
  });
});

describe('share links: names from the page', () => {
  it('data-sharetype="__proto__" or "constructor" names no network: nothing opens, nothing throws', async () => {
    const page = await open();
    await recordWindowOpen(page);
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<a href="#" id="sh-proto" class="qt-sharelink" data-sharetype="__proto__">Share</a>'
        + '<a href="#" id="sh-ctor" class="qt-sharelink" data-sharetype="constructor">Share</a>');
    });
    await expect(page.locator('#sh-ctor')).toHaveAttribute('role', 'button');
    await page.click('#sh-proto');
    await page.click('#sh-ctor');
    expect(await opened(page)).toEqual([]);
    expect(current!.errors).toEqual([]);
  });
});

describe('popup windows', () => {
  it('open 600 × 600 by default or the data-popup size, after a bubbling airlift:popupwindow:open', async () => {
    const page = await open();
    await recordWindowOpen(page);
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { events: unknown[] }).events = events;
      document.addEventListener('airlift:popupwindow:open', (event) => events.push({ target: (event.target as Element).textContent, ...(event as CustomEvent).detail }));
    });
    await page.click('text=Pop-up player');
    await page.click('text=Chat');
    const calls = await opened(page);
    expect(calls[0]![0]).toBe(new URL('/widgets.html?player', baseUrl).href);
    expect(calls[0]![2]).toMatch(/^width=600,height=600,/);
    expect(calls[1]![2]).toMatch(/^width=400,height=700,/);
    expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual([
      { target: 'Pop-up player', url: new URL('/widgets.html?player', baseUrl).href, width: 600, height: 600 },
      { target: 'Chat', url: new URL('/widgets.html?chat', baseUrl).href, width: 400, height: 700 },
    ]);
    expect(page.url()).toBe(new URL('/widgets.html', baseUrl).href);
  });

  it('a refused popup lets the link navigate', async () => {
    const page = await open();
    await recordWindowOpen(page, null);
    await page.click('text=Pop-up player');
    await page.waitForURL(/\?player$/);
  });
});

describe('page builder', () => {
  it('reveal animations start once 85% into the viewport', async () => {
    const page = await open({ reducedMotion: false });
    const reveal = page.locator('#reveal-1');
    await expect(reveal).not.toHaveClass(/wpb_start_animation/);
    const placeAt = (ratio: number) => page.evaluate((at) => {
      const element = document.querySelector('#reveal-1')!;
      window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight * at);
    }, ratio);
    await placeAt(0.9);
    // The scroll's intersections are delivered by then.
    await frames(page);
    await expect(reveal).not.toHaveClass(/wpb_start_animation/);
    await placeAt(0.8);
    await expect(reveal).toHaveClass(/\bwpb_start_animation\b/);
    await expect(reveal).toHaveClass(/\banimated\b/);
  });

  it('reveal animations start at once under reduced motion', async () => {
    const page = await open();
    await expect(page.locator('#reveal-1')).toHaveClass(/wpb_start_animation animated|animated wpb_start_animation/);
  });

  it('hover boxes are at least 250 px tall and data-bgimage sets the background', async () => {
    const page = await open();
    expect(await page.locator('.vc-hoverbox').evaluate((box) => box.getBoundingClientRect().height)).toBeGreaterThanOrEqual(250);
    expect(await page.locator('.qt-header-bg').evaluate((element) => getComputedStyle(element).backgroundImage))
      .toBe(`url("${new URL('/img/header.svg', baseUrl).href}")`);
  });
});
