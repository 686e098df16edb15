// SPEC §7, §8, §9 — the video-site player: the iframe API loaded on demand and only with
// marketing consent; time polled (250 ms), volume 0–100, the poster, and the error messages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, axeViolations, baseUrl, openPage, pagePerTest, requestsSettled } from './helpers';
import { rewritePage } from './consent-helpers';
import { openMedia, packRequests, playerOf } from './media-support';

const LONG = { timeout: 10000 };
const WATCH = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const CONSENTED = [{ name: 'cmplz_marketing', value: 'allow', url: baseUrl }, { name: 'cmplz_policy_id', value: '14', url: baseUrl }, { name: 'cmplz_banner-status', value: 'dismissed', url: baseUrl }];
/** A second YouTube video after the first, its source `src`. */
const secondVideo = (src: string): [string, string] => ['</main>', `<div style="width: 320px;" class="wp-video"><video class="wp-video-shortcode" id="video-45-90" width="320" height="180" preload="metadata" controls="controls">
  <source type="video/youtube" src="${src}"></video></div></main>`];
const open = pagePerTest(openMedia);

const youtubeRequests = (requests: string[]) => requests.filter((url) => /youtube\.com|ytimg|img\.youtube/.test(url));
const fixture = (page: Page) => page.evaluate(() => (window as unknown as { __ytFixture: { players: Array<{ videoId: string; playerVars: Record<string, unknown> }>; volume?: number; muted?: boolean; time?: number } }).__ytFixture);

describe('YouTube player', { timeout: 60000 }, () => {
  it('comes in the video-sites pack, asked for on a page with a video-site [video] and never on one without', async () => {
    const withVideo = await open('/media.html', { youtube: true });
    await expect(playerOf(withVideo.page, 'video-45-3').locator('.cmplz-blocked-content-notice')).toHaveCount(1);
    await requestsSettled(withVideo.page, withVideo.requests);
    expect(packRequests(withVideo.requests)).toContain('video-sites.js');
    await withVideo.close();
    const without = await open('/test-fixtures/media-hls.html');
    await expect(without.page.locator('.mejs-container').first()).toBeVisible();
    await requestsSettled(without.page, without.requests);
    expect(packRequests(without.requests)).toContain('media.js');
    expect(packRequests(without.requests)).not.toContain('video-sites.js');
  });

  it('a video-sites pack that cannot load is reported once; the video keeps its markup and the other players work', async () => {
    const current = await openPage('');
    try {
      await current.context.route('**/dist/packs/video-sites.js?*', (route) => route.fulfill({ status: 404, body: '' }));
      await current.page.goto(`${baseUrl}/media.html`);
      await airliftReady(current.page);
      await expect.poll(() => current.errors.filter((text) => text.startsWith('[airlift:media]')).length).toBe(1);
      expect(packRequests(current.requests).filter((name) => name === 'video-sites.js')).toHaveLength(1);
      // The YouTube <video> stays as the server sent it; the file players around it are built.
      await expect(current.page.locator('.mejs-container:has(#video-45-3)')).toHaveCount(0);
      await expect(current.page.locator('#video-45-3')).toHaveCount(1);
      await expect(playerOf(current.page, 'video-45-1')).toHaveCount(1);
      expect(current.errors.filter((text) => !text.startsWith('[airlift:media]') && !/Failed to load resource/.test(text))).toEqual([]);
    } finally {
      await current.close();
    }
  });

  it('without marketing consent shows the consent notice and asks YouTube for nothing; consenting loads the API and the player', async () => {
    const current = await open('/media.html', { youtube: true });
    const { page, requests } = current;
    const player = playerOf(page, 'video-45-3');
    const notice = player.locator('.cmplz-blocked-content-notice');
    await expect(notice).toHaveCount(1);
    expect(await notice.textContent()).toBe('Click to accept marketing cookies and enable this content');
    await expect(player.locator('.mejs-overlay-play')).toBeHidden();
    expect(await player.locator('.mejs-playpause-button button').isDisabled()).toBe(true);
    await requestsSettled(page, requests);
    expect(youtubeRequests(requests)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await notice.click();
    await expect(player.locator('iframe[data-video-id="aqz-KE-bpKQ"]')).toHaveCount(1);
    expect(youtubeRequests(requests)).toContain('https://www.youtube.com/iframe_api');
    expect((await fixture(page)).players[0]!.playerVars).toMatchObject({ controls: 0, playsinline: 1 });
    await expect(notice).toHaveCount(0);
    // The poster in the configured quality (hqdefault by default).
    expect(await player.locator('.mejs-poster img').getAttribute('src')).toBe('https://img.youtube.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('plays through the iframe API: time polled into the controls, volume scaled to 0–100, ended', async () => {
    const current = await open('', { youtube: true });
    await current.context.addCookies([{ name: 'cmplz_marketing', value: 'allow', url: baseUrl }, { name: 'cmplz_policy_id', value: '14', url: baseUrl }, { name: 'cmplz_banner-status', value: 'dismissed', url: baseUrl }]);
    const { page } = current;
    await page.goto(new URL('/media.html', baseUrl).href);
    const player = playerOf(page, 'video-45-3');
    await expect(player.locator('iframe')).toHaveCount(1);
    await expect(player.locator('.cmplz-blocked-content-notice')).toHaveCount(0);
    await expect.poll(() => player.locator('.mejs-playpause-button button').isDisabled(), LONG).toBe(false);
    await player.locator('.mejs-overlay-button').click();
    await expect(player.locator('.mejs-playpause-button')).toHaveClass(/mejs-pause/);
    await expect(player.locator('.mejs-poster')).toBeHidden();
    await expect.poll(() => player.locator('.mejs-currenttime').textContent(), LONG).toBe('00:01');
    // A video's volume slider shows over its mute button once the focus is there: Tab on from it.
    await player.locator('.mejs-volume-button button').focus();
    await page.keyboard.press('Tab');
    await expect(player.locator('.mejs-volume-slider')).toBeFocused();
    for (const key of ['Home', 'PageUp', 'PageUp', 'PageUp', 'PageUp']) await page.keyboard.press(key);
    expect((await fixture(page)).volume).toBe(40);
    // The API's getters answer 50 ms behind (the stand-in's, as YouTube's): each key press stepped
    // from the value the one before it set, and the controls show what was set.
    await expect(player.locator('.mejs-volume-slider')).toHaveAttribute('aria-valuenow', '40');
    await expect(player.locator('.mejs-playpause-button')).toHaveClass(/mejs-replay/);
    await expect(player.locator('.mejs-overlay-play')).toBeVisible();
    // Once it has ended, no event of the player's would correct a stale answer.
    await player.locator('.mejs-volume-button button').click();
    await expect(player.locator('.mejs-volume-button button')).toHaveAttribute('aria-label', 'Unmute');
    expect((await fixture(page)).muted).toBe(true);
    // Seeking by keyboard, per the slider pattern: Home, then two steps of 5 % (0.15 s of 3 s).
    const rail = player.locator('.mejs-time-total.mejs-time-slider');
    await rail.focus();
    for (const key of ['Home', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expect.poll(async () => (await fixture(page)).time).toBeCloseTo(0.3, 5);
    // Fullscreen takes the player with the frame, which fills the screen.
    await player.locator('.mejs-fullscreen-button button').click();
    await expect(player).toHaveClass(/mejs-container-fullscreen/);
    const screen = await page.evaluate(() => [innerWidth, innerHeight]);
    await expect.poll(() => player.locator('iframe').evaluate((frame: HTMLElement) => [frame.offsetWidth, frame.offsetHeight])).toEqual(screen);
    await player.locator('.mejs-fullscreen-button button').click();
    await expect(player).not.toHaveClass(/mejs-container-fullscreen/);
  });

  it('one player at a time: a YouTube video that starts pauses the [audio] playing, and the [audio] started again pauses it', async () => {
    const current = await open('', { youtube: true });
    await current.context.addCookies(CONSENTED);
    const { page } = current;
    await page.goto(new URL('/media.html', baseUrl).href);
    const player = playerOf(page, 'video-45-3');
    const audio = page.locator('#audio-45-1');
    await expect.poll(() => player.locator('.mejs-playpause-button button').isDisabled(), LONG).toBe(false);
    await audio.evaluate((media: HTMLMediaElement) => { media.loop = true; media.muted = true; return media.play(); });
    await player.locator('.mejs-overlay-button').click();
    await expect(player.locator('.mejs-playpause-button')).toHaveClass(/mejs-pause/);
    await expect.poll(() => audio.evaluate((media: HTMLMediaElement) => media.paused), LONG).toBe(true);
    await audio.evaluate((media: HTMLMediaElement) => media.play());
    await expect(player.locator('.mejs-playpause-button')).toHaveClass(/mejs-play\b/);
    expect((await fixture(page)).players).toHaveLength(1);
  });

  it('reads a source as the page does: a protocol-relative address is the video, a relative /watch?v= one a page of the site (the invalid-id message, nothing asked of YouTube)', async () => {
    const current = await open('', { youtube: true });
    await current.context.addCookies(CONSENTED);
    await rewritePage('/media.html', [[`src="${WATCH}"`, `src="${WATCH.replace('https:', '')}"`], secondVideo('/watch?v=aqz-KE-bpKQ')])(current.context);
    const { page } = current;
    await page.goto(new URL('/media.html', baseUrl).href);
    await expect(playerOf(page, 'video-45-3').locator('iframe[data-video-id="aqz-KE-bpKQ"]')).toHaveCount(1);
    const relative = playerOf(page, 'video-45-90');
    await expect(relative.locator('.mejs-overlay-error')).toBeVisible();
    expect(await relative.locator('.mejs-cannotplay p').textContent()).toMatch(/^The request contains an invalid parameter value\./);
    await expect(relative.locator('iframe')).toHaveCount(0);
    expect((await fixture(page)).players.map((player) => player.videoId)).toEqual(['aqz-KE-bpKQ']);
  });

  it("words the consent notice as the site does, its aria_label included, as auto-embeds and Complianz's placeholders do", async () => {
    const current = await open('', { youtube: true });
    await rewritePage('/media.html', [['"aria_label": ""', '"aria_label": "Accept {category} cookies to watch this {service} video"']])(current.context);
    const { page } = current;
    await page.goto(new URL('/media.html', baseUrl).href);
    const notice = playerOf(page, 'video-45-3').locator('.cmplz-blocked-content-notice');
    await expect(notice).toHaveText('Click to accept marketing cookies and enable this content');
    await expect(notice).toHaveAttribute('aria-label', 'Accept marketing cookies to watch this Youtube video');
    await expect(notice).toHaveAttribute('data-service', 'youtube');
  });

  it('shows the message for each error code', async () => {
    const current = await open('', { youtube: true });
    await current.context.addCookies([{ name: 'cmplz_marketing', value: 'allow', url: baseUrl }, { name: 'cmplz_policy_id', value: '14', url: baseUrl }]);
    const { page } = current;
    await page.goto(new URL('/media.html', baseUrl).href);
    const player = playerOf(page, 'video-45-3');
    await expect.poll(() => player.locator('.mejs-playpause-button button').isDisabled(), LONG).toBe(false);
    await page.evaluate(() => {
      (window as unknown as { __ytFixture: { error: number } }).__ytFixture.error = 100;
    });
    await player.locator('.mejs-overlay-button').click();
    await expect(player.locator('.mejs-overlay-error')).toBeVisible();
    expect(await player.locator('.mejs-cannotplay p').textContent()).toBe('The video requested was not found. Either video has been removed or has been marked as private.');
    expect(await player.locator('.mejs-playpause-button button').isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
