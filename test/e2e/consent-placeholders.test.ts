// Placeholders over blocked embeds far down a long page wait for the viewport or idle time
// (lib/idle), as other widgets of the first scan do, and are never put over content that
// was let in meanwhile. The page's clock is paused, so idle time never comes on its own.
import { describe, expect, it } from 'vitest';
import { airliftReady, baseUrl, openPage, pagePerTest } from './helpers';

const open = pagePerTest(async () => {
  const current = await openPage('');
  await current.page.clock.install();
  await current.page.clock.pauseAt(Date.now() + 1000);
  await current.page.goto(new URL('/test-fixtures/consent-far.html', baseUrl).href);
  await airliftReady(current.page);
  return current;
});

const container = '#video-wrapper';
const placeholdersPackRequests = (requests: string[]): string[] => requests.filter((url) => new URL(url).pathname.endsWith('/packs/consent-placeholders.js'));

describe('consent: placeholders far from the viewport', () => {
  it('are added once the embed comes near the viewport', async () => {
    const { page, errors, requests } = await open();
    await expect(page.locator('#video-wrapper iframe')).toHaveClass(/cmplz-processed|cmplz-placeholder-element/);
    await expect(page.locator(container)).not.toHaveClass(/cmplz-blocked-content-container/);
    await expect(page.locator(`${container} .cmplz-blocked-content-notice`)).toHaveCount(0);
    // The placeholders' code is a part pack, asked for with the first placeholder.
    expect(placeholdersPackRequests(requests)).toEqual([]);
    await page.locator(container).scrollIntoViewIfNeeded();
    await expect(page.locator(container)).toHaveClass(/cmplz-blocked-content-container/);
    await expect(page.locator(`${container} .cmplz-blocked-content-notice`)).toHaveCount(1);
    expect(placeholdersPackRequests(requests)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('are not added over an embed let in before it came near', async () => {
    const { page, errors, requests } = await open();
    await page.evaluate(() => (window as unknown as { cmplz_set_consent(category: string, value: string): void }).cmplz_set_consent('marketing', 'allow'));
    await expect(page.locator(`${container} iframe`)).toHaveAttribute('src', /embed\.html\?v=youtube/);
    await page.locator(container).scrollIntoViewIfNeeded();
    // The viewport's report: an observer of the test's own is told in the same update as airlift's;
    // then the tasks that report queued (not timers: the clock is paused) have run. In the test
    // above, the placeholder appears by then.
    await page.evaluate((selector) => new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(() => {
        observer.disconnect();
        const channel = new MessageChannel();
        let hops = 0;
        channel.port1.onmessage = () => {
          if (++hops < 3) channel.port2.postMessage(0);
          else resolve();
        };
        channel.port2.postMessage(0);
      });
      observer.observe(document.querySelector(selector)!);
    }), container);
    await expect(page.locator(container)).not.toHaveClass(/cmplz-blocked-content-container/);
    await expect(page.locator(`${container} .cmplz-blocked-content-notice`)).toHaveCount(0);
    expect(placeholdersPackRequests(requests)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
