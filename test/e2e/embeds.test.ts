// SPEC §5, §7 — auto-embeds: recognised links in content become players; the sound-sharing
// site through its oEmbed (format=json&maxheight=140). Every third-party URL is answered by
// a local fixture.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, axeViolations, baseUrl, expectMounted, openPage, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { frames, warmUp } from './page-helpers';

let current: TestPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const PLAYER = '<!doctype html><html lang="en"><title>player</title><body>player</body></html>';

async function open(path: string, oembed = true): Promise<{ page: Page; oembedRequests: string[] }> {
  current = await openPage('');
  const { context, page } = current;
  const oembedRequests: string[] = [];
  await context.route(/^https:\/\/(www\.youtube\.com\/embed|open\.spotify\.com\/embed|w\.soundcloud\.com\/player|www\.mixcloud\.com\/widget)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: PLAYER }));
  await context.route(/^https:\/\/soundcloud\.com\/oembed/, (route) => {
    oembedRequests.push(route.request().url());
    return oembed
      ? route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify({
        version: 1, type: 'rich', html: '<iframe width="100%" height="140" scrolling="no" frameborder="no" src="https://w.soundcloud.com/player/?visual=true&amp;url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1"></iframe>',
      }) })
      : route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"html": 42}' });
  });
  await page.goto(new URL(path, baseUrl).href);
  await airliftReady(page);
  await warmUp(page);
  return { page, oembedRequests };
}

const frameSrc = (page: Page, selector: string) => page.locator(`${selector} iframe`).getAttribute('src');

describe('auto-embeds', () => {
  it('video watch and short links, music tracks and mixes become players in place of the link', async () => {
    const { page } = await open('/test-fixtures/embeds.html');
    await expect(page.locator('#p-video .qt-autoembed-youtube iframe')).toHaveCount(1);
    expect(await frameSrc(page, '#p-video')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(await frameSrc(page, '#p-short')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(await frameSrc(page, '#p-track')).toBe('https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC');
    expect(await frameSrc(page, '#p-mix')).toBe('https://www.mixcloud.com/widget/iframe/?hide_cover=1&feed=%2Fairlift-demo%2Ffriday-night%2F');
    expect(await frameSrc(page, '#inline')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    await expect(page.locator('#p-video a')).toBeHidden();
    await expect(page.locator('#p-video iframe')).toHaveAttribute('title', 'Video player');
    // The video player is responsive: 16:9 of the content width.
    const box = (await page.locator('#p-video iframe').boundingBox())!;
    expect(Math.abs(box.height - box.width * 9 / 16)).toBeLessThanOrEqual(1);
    expect(Math.round((await page.locator('#p-track iframe').boundingBox())!.height)).toBe(80);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the sound-sharing site is embedded from its oEmbed html, asked with format=json&maxheight=140', async () => {
    const { page, oembedRequests } = await open('/test-fixtures/embeds.html');
    await expect(page.locator('#p-sound iframe')).toHaveCount(1);
    expect(oembedRequests).toEqual([`https://soundcloud.com/oembed?format=json&maxheight=140&url=${encodeURIComponent('https://soundcloud.com/airlift-demo/morning-mix')}`]);
    expect(await frameSrc(page, '#p-sound')).toBe('https://w.soundcloud.com/player/?visual=true&url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1');
    expect(Math.round((await page.locator('#p-sound iframe').boundingBox())!.height)).toBe(140);
  });

  it('an oEmbed answer without usable html leaves the link alone', async () => {
    const { page } = await open('/test-fixtures/embeds.html', false);
    await expect(page.locator('#p-video iframe')).toHaveCount(1);
    // The oEmbed answer has come and the page has had two frames to use it.
    await expect.poll(() => current!.requests.some((url) => url.startsWith('https://soundcloud.com/oembed'))).toBe(true);
    await frames(page);
    await expect(page.locator('#p-sound iframe')).toHaveCount(0);
    await expect(page.locator('#p-sound a')).toBeVisible();
  });

  it('near misses, links outside the content and inside .qw-disableembedding stay links', async () => {
    const { page } = await open('/test-fixtures/embeds.html');
    await expect(page.locator('#p-video iframe')).toHaveCount(1);
    await expect(page.locator('#p-near iframe')).toHaveCount(0);
    await expect(page.locator('#p-near a')).toHaveCount(2);
    await expect(page.locator('#p-disabled iframe')).toHaveCount(0);
    await expect(page.locator('#p-outside iframe')).toHaveCount(0);
  });

  it('nothing is embedded when the body has qt-autoembed-disable', async () => {
    const { page, oembedRequests } = await open('/test-fixtures/embeds-disabled.html');
    // The links were handed to the feature: its pack is in, and its mounts have had their frames.
    await expectMounted(page, 'autoembed');
    await page.evaluate(() => (window as unknown as { airlift: { loadPack(name: string): Promise<unknown> } }).airlift.loadPack('widgets'));
    await frames(page, 3);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(oembedRequests).toEqual([]);
  });

  it('links added later are embedded; teardown gives the link back', async () => {
    const { page } = await open('/test-fixtures/embeds.html');
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'p-late';
      p.innerHTML = '<a href="https://youtu.be/aqz-KE-bpKQ">late</a>';
      document.querySelector('#maincontent')!.append(p);
    });
    await expect(page.locator('#p-late iframe')).toHaveCount(1);
    // A full teardown stops observing too, so the link given back is not embedded again.
    await page.evaluate(() => (window as unknown as { airlift: { teardown(): number } }).airlift.teardown());
    await expect(page.locator('#p-late iframe')).toHaveCount(0);
    await expect(page.locator('#p-late > a')).toBeVisible();
  });
});

describe('auto-embeds wait for marketing consent', () => {
  it('with a consent manager and no consent, a notice stands in place and nothing of the services is requested; accepting embeds in place', async () => {
    const { page } = await open('/test-fixtures/embeds-consent.html');
    const thirdParty = () => current!.requests.filter((url) => !url.startsWith(baseUrl));
    const notices = page.locator('#p-video .cmplz-blocked-content-notice');
    await expect(notices).toHaveCount(1);
    await expect(notices).toHaveAttribute('data-service', 'youtube');
    expect(await notices.textContent()).toBe('Click to accept marketing cookies and enable this content');
    await requestsSettled(page, current!.requests);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(thirdParty()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await notices.click();
    await expect(page.locator('#p-video iframe')).toHaveCount(1);
    await expect(page.locator('#p-track iframe')).toHaveCount(1);
    await expect(page.locator('#p-sound iframe')).toHaveCount(1);
    await expect(page.locator('.cmplz-blocked-content-notice')).toHaveCount(0);
    expect(await page.evaluate(() => document.cookie)).toContain('cmplz_marketing=allow');
    expect(current!.errors).toEqual([]);
  });

  it('a visitor who accepted marketing gets the players at once', async () => {
    current = await openPage('');
    await current.context.addCookies([{ name: 'cmplz_marketing', value: 'allow', url: baseUrl }, { name: 'cmplz_policy_id', value: '14', url: baseUrl }, { name: 'cmplz_banner-status', value: 'dismissed', url: baseUrl }]);
    await current.context.route(/^https:\/\/www\.youtube\.com\/embed\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PLAYER }));
    await current.page.goto(new URL('/test-fixtures/embeds-consent.html', baseUrl).href);
    await airliftReady(current.page);
    await expect(current.page.locator('#p-video iframe')).toHaveCount(1);
    await expect(current.page.locator('.cmplz-blocked-content-notice')).toHaveCount(0);
  });
});
