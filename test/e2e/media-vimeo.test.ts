// A Vimeo video in WordPress's [video] (type video/vimeo, which MediaElement played with its
// Vimeo renderer): airlift's player over Vimeo's frame, driven by Vimeo's player API from the
// Vimeo pack; nothing of Vimeo before marketing consent. player.vimeo.com is a local stand-in
// that speaks Vimeo's postMessage protocol (fixtures/vimeo-player.html).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { airliftReady, axeViolations, baseUrl, openPage, pagePerTest, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { playerOf } from './media-support';

const FIXTURE = '/test-fixtures/media-vimeo.html';
const LONG = { timeout: 10000 };
const CONSENTED = [{ name: 'cmplz_marketing', value: 'allow', url: baseUrl }, { name: 'cmplz_policy_id', value: '14', url: baseUrl }, { name: 'cmplz_banner-status', value: 'dismissed', url: baseUrl }];

const open = pagePerTest(async (consented: boolean): Promise<TestPage> => {
  const opened = await openPage('');
  const body = await readFile(join(import.meta.dirname, 'fixtures', 'vimeo-player.html'), 'utf8');
  await opened.context.route('https://player.vimeo.com/video/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
  if (consented) await opened.context.addCookies(CONSENTED);
  await opened.page.goto(new URL(FIXTURE, baseUrl).href);
  await airliftReady(opened.page);
  return opened;
});

const vimeoRequests = (requests: string[]): string[] => requests.filter((url) => /vimeo\.com|\/packs\/vimeo\.js/.test(url));
const vimeoFrame = (page: Page): Frame | undefined => page.frames().find((frame) => frame.url().startsWith('https://player.vimeo.com/'));
interface FixtureState { calls: string[]; paused: boolean; volume: number; muted: boolean; query: string }
const fixture = (page: Page): Promise<FixtureState> => vimeoFrame(page)!.evaluate(() => (window as unknown as { vimeoFixture: FixtureState }).vimeoFixture);

describe('Vimeo player', { timeout: 60000 }, () => {
  it('without marketing consent shows the consent notice and asks nothing of Vimeo, nor loads its pack; consenting builds the player frame', async () => {
    const { page, requests } = await open(false);
    const player = playerOf(page, 'vimeo-video');
    const notice = player.locator('.cmplz-blocked-content-notice');
    await expect(notice).toHaveCount(1);
    expect(await notice.textContent()).toBe('Click to accept marketing cookies and enable this content');
    expect(await player.locator('.mejs-playpause-button button').isDisabled()).toBe(true);
    await requestsSettled(page, requests);
    expect(vimeoRequests(requests)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await notice.click();
    const frame = player.locator('iframe');
    await expect(frame).toHaveCount(1);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe('https://player.vimeo.com/video/76979871');
    // The private link's hash, Vimeo's own controls off, no tracking cookie.
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ h: '8272103f6e', controls: '0', dnt: '1', playsinline: '1' });
    expect(await frame.getAttribute('title')).toBe('Video Player');
    await expect(notice).toHaveCount(0);
    await expect.poll(() => player.locator('.mejs-playpause-button button').isDisabled(), LONG).toBe(false);
    expect(requests.filter((url) => new URL(url).pathname.endsWith('/packs/vimeo.js'))).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('plays through Vimeo\'s player API: play and pause asked of the frame, its time in the controls, volume 0–1, ended', async () => {
    const { page, errors } = await open(true);
    const player = playerOf(page, 'vimeo-video');
    await expect(player.locator('iframe')).toHaveCount(1);
    await expect.poll(() => player.locator('.mejs-playpause-button button').isDisabled(), LONG).toBe(false);
    expect(await player.locator('.mejs-duration').textContent()).toBe('00:04');

    await player.locator('.mejs-overlay-button').click();
    await expect(player.locator('.mejs-playpause-button')).toHaveClass(/mejs-pause/);
    expect((await fixture(page)).calls).toContain('play');
    // The page's address is not handed to Vimeo (the API's "appendVideoMetadata" is off).
    expect((await fixture(page)).calls).not.toContain('appendVideoMetadata');
    await expect.poll(() => player.locator('.mejs-currenttime').textContent(), LONG).toBe('00:01');
    await player.locator('.mejs-playpause-button button').click();
    await expect(player.locator('.mejs-playpause-button')).toHaveClass(/mejs-play/);
    expect((await fixture(page)).paused).toBe(true);

    // A video's volume slider shows over its mute button once the focus is there: Tab on from it.
    await player.locator('.mejs-volume-button button').focus();
    await page.keyboard.press('Tab');
    await expect(player.locator('.mejs-volume-slider')).toBeFocused();
    for (const key of ['Home', 'PageUp', 'PageUp', 'PageUp', 'PageUp']) await page.keyboard.press(key);
    await expect.poll(async () => (await fixture(page)).volume).toBeCloseTo(0.4, 5);

    await player.locator('.mejs-playpause-button button').click();
    await expect.poll(() => player.locator('.mejs-playpause-button').getAttribute('class'), LONG).toMatch(/mejs-replay/);
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('an address that names no video shows the format message with its link, and nothing is asked of Vimeo for it', async () => {
    const { page, requests } = await open(true);
    const none = playerOf(page, 'vimeo-none');
    await expect(none.locator('.mejs-overlay-error')).toBeVisible();
    expect(await none.locator('.mejs-cannotplay p').textContent()).toBe('Media error: Format(s) not supported or source(s) not found');
    await expect(none.locator('iframe')).toHaveCount(0);
    // The other player's one frame is all that was asked of Vimeo.
    await expect(playerOf(page, 'vimeo-video').locator('iframe')).toHaveCount(1);
    await requestsSettled(page, requests);
    expect(requests.filter((url) => url.startsWith('https://player.vimeo.com/'))).toHaveLength(1);
  });

  it('torn down, the player takes Vimeo\'s frame with it and the element is as the server sent it', async () => {
    const { page } = await open(true);
    await expect(playerOf(page, 'vimeo-video').locator('iframe')).toHaveCount(1);
    await page.evaluate(() => (window as unknown as { airlift: { teardown(root?: Element): void } }).airlift.teardown(document.querySelector('main')!));
    await expect(page.locator('.mejs-container')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await page.locator('#vimeo-video').evaluate((video: HTMLVideoElement) => ({ display: video.style.display, parent: video.parentElement!.className }))).toEqual({ display: '', parent: 'wp-video' });
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('https://player.vimeo.com/'))).toBe(false);
  });
});
