// Smoke test of demo/kitchen-sink.html, a long page of every feature's legacy markup as a
// station's WordPress site renders it: every registered feature mounts there (features added
// later are covered by adding their markup to the page, not by editing this test), packs load,
// nothing reaches another host, nothing logs an error, and axe finds nothing in the first state.
import { afterEach, describe, expect, it } from 'vitest';
import { airliftReady, axeViolations, openPage } from './helpers';
import type { TestPage } from './helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const isLocal = (url: string) => ['localhost', '127.0.0.1'].includes(new URL(url).hostname) || !/^https?:/.test(url);

describe('kitchen-sink page', () => {
  it('every registered feature mounts, its packs load, no console error and no request leaves localhost', async () => {
    current = await openPage('/kitchen-sink.html');
    const { page, errors, requests } = current;
    const ready = await airliftReady(page);
    const registered = await page.evaluate(() => (window as unknown as { airlift: { features: string[] } }).airlift.features);
    expect(registered.length).toBeGreaterThan(20);
    const missing = registered.filter((name) => !(ready.features[name]! > 0));
    expect(missing, 'registered features with no element mounted on the kitchen-sink page').toEqual([]);
    expect(ready.mounted).toBe(Object.values(ready.features).reduce((sum, count) => sum + count, 0));

    // The feature packs arrive and enhance: the contact form in the box, the popup box API.
    await expect.poll(() => page.evaluate(() => document.querySelector('#wpcf7-f124-o1')?.classList.contains('js') ?? false)).toBe(true);
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { Boxzilla?: { show?: unknown } }).Boxzilla?.show)).toBe('function');
    await page.evaluate(() => (window as unknown as { Boxzilla: { show(id: number): void } }).Boxzilla.show(950));
    await expect(page.locator('#boxzilla-950')).toBeVisible();
    expect(await page.locator('#boxzilla-950 #wpcf7-f124-o1').count()).toBe(1);
    // Widgets far below the first screen are wired too (near the viewport or in idle time).
    await expect(page.locator('#ks-faq-podcast [data-vc-accordion]')).toHaveAttribute('role', 'button');
    await expect(page.locator('#ks-shows .vc_tta-tabs-list')).toHaveAttribute('role', 'tablist');
    await expect(page.locator('.qt-slickslider')).toHaveClass(/slick-initialized/);
    // Blocked content stays blocked before consent: the statistics script has not run.
    expect(await page.evaluate(() => (window as unknown as { __runs?: string[] }).__runs ?? [])).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __functional?: boolean }).__functional)).toBe(true);
    expect(errors).toEqual([]);
    expect(requests.filter((url) => !isLocal(url))).toEqual([]);
  });

  it('the test browser itself refuses every other host: a request to one fails at once, without leaving the machine', async () => {
    current = await openPage('/kitchen-sink.html');
    const { page } = current;
    const failures: string[] = [];
    page.on('requestfailed', (request) => failures.push(`${new URL(request.url()).hostname}: ${request.failure()?.errorText ?? ''}`));
    const outcome = await page.evaluate(() => fetch('https://example.com/', { mode: 'no-cors' }).then(() => 'reached', () => 'refused'));
    expect(outcome).toBe('refused');
    await expect.poll(() => failures).toEqual(['example.com: net::ERR_NAME_NOT_RESOLVED']);
  });

  it('has no WCAG 2.1 A/AA violations in its first state (cookie banner open)', async () => {
    current = await openPage('/kitchen-sink.html');
    const { page } = current;
    await airliftReady(page);
    await expect.poll(() => page.evaluate(() => document.querySelector('#wpcf7-f124-o1')?.classList.contains('js') ?? false)).toBe(true);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(current.errors).toEqual([]);
  });

  it('the song-request link opens the popup box with its contact form', async () => {
    current = await openPage('/kitchen-sink.html');
    const { page } = current;
    await airliftReady(page);
    await page.locator('.cmplz-cookiebanner .cmplz-deny').click();
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { Boxzilla?: { show?: unknown } }).Boxzilla?.show)).toBe('function');
    await page.locator('#newsletter-heading ~ p a[href="#boxzilla-950"]').click();
    const box = page.locator('#boxzilla-950');
    await expect(box).toBeVisible();
    await expect(box.locator('form.wpcf7-form')).toBeVisible();
    expect(current.errors).toEqual([]);
  });
});
