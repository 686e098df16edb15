// Issue 16 — hls.js only where a stream needs it: a stream with nothing the light build leaves
// out (the demo's, no subtitles) plays through dist/packs/hls-light.js and never loads the full
// hls.js pack; a stream with a subtitles rendition on a video player loads the full pack. The
// playlist read to choose is the one hls.js plays: it is asked for once. A playlist that cannot
// be read loads the full pack, which reports the failure as before.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pagePerTest, requestsSettled } from './helpers';
import { mediaState, openMedia, packRequests, playerOf } from './media-support';

const LONG = { timeout: 15000 };
const open = pagePerTest(openMedia);

const asked = (requests: string[], path: string) => requests.filter((url) => new URL(url).pathname === path);
/**
 * Script requests (fetch and XHR) for this path, from the page's resource timing: Chromium's own
 * HLS also asks for a `<source>` playlist when the element is played, which is not airlift's.
 */
const scriptFetches = (page: Page, path: string) => page.evaluate((wanted) => performance.getEntriesByType('resource')
  .filter((entry) => new URL(entry.name).pathname === wanted)
  .filter((entry) => ['fetch', 'xmlhttprequest'].includes((entry as PerformanceResourceTiming).initiatorType)).length, path);

describe('HLS: the light or the full hls.js pack', { timeout: 60000 }, () => {
  it('the demo\'s stream (no subtitles) plays through hls-light.js, its playlist asked for once, and hls.js is never loaded', async () => {
    const { page, requests } = await open('/media.html', { noNativeHls: true });
    const player = playerOf(page, 'video-45-2');
    await expect.poll(() => packRequests(requests), LONG).toContain('hls-light.js');
    // hls.js is driven by the media feature's streams part pack, asked for with it.
    expect(packRequests(requests).some((name) => name.startsWith('streams.js'))).toBe(true);
    await player.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#video-45-2')).time, LONG).toBeGreaterThan(2.5);
    expect((await mediaState(page, '#video-45-2')).src).toMatch(/^blob:/);
    await requestsSettled(page, requests);
    expect(packRequests(requests)).not.toContain('hls.js');
    expect(await scriptFetches(page, '/media/live/stream.m3u8')).toBe(1);
    // The page's own <track> is the browser's: its captions still show on the light build.
    await player.locator('.mejs-captions-button button').click();
    await player.locator('.mejs-captions-selector-label', { hasText: 'English' }).click();
    await expect.poll(() => page.locator('#video-45-2').evaluate((media: HTMLVideoElement) => media.textTracks[0]?.mode), LONG).toBe('hidden');
    await expect.poll(() => asked(requests, '/media/captions.vtt').length, LONG).toBeGreaterThan(0);
  });

  it('a stream with a subtitles rendition loads the full hls.js pack and plays, its playlist asked for once', async () => {
    const { page, requests } = await open('/test-fixtures/media-hls.html', { noNativeHls: true });
    const player = playerOf(page, 'subtitled-stream');
    await player.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#subtitled-stream')).time, LONG).toBeGreaterThan(0.5);
    await expect(player.locator('.mejs-overlay-error')).toBeHidden();
    await requestsSettled(page, requests);
    expect(packRequests(requests)).toContain('hls.js');
    expect(packRequests(requests)).not.toContain('hls-light.js');
    expect(await scriptFetches(page, '/media/live/subtitled.m3u8')).toBe(1);
  });

  it('an audio player shows no captions: the same stream plays through hls-light.js', async () => {
    const { page, requests } = await open('/test-fixtures/media-hls.html', { noNativeHls: true });
    await playerOf(page, 'subtitled-audio').locator('.mejs-playpause-button button').click();
    await expect.poll(async () => (await mediaState(page, '#subtitled-audio')).time, LONG).toBeGreaterThan(0.5);
    await requestsSettled(page, requests);
    expect(packRequests(requests)).toContain('hls-light.js');
    expect(packRequests(requests)).not.toContain('hls.js');
    expect(await scriptFetches(page, '/media/live/subtitled.m3u8')).toBe(1);
  });

  it('a playlist that cannot be read loads the full pack, whose own error handling says Network error', async () => {
    const { page, requests } = await open('/test-fixtures/media-hls.html', { noNativeHls: true });
    const player = playerOf(page, 'missing-stream');
    await player.locator('.mejs-playpause-button button').click();
    await expect(player.locator('.mejs-overlay-error')).toBeVisible();
    expect(await player.locator('.mejs-cannotplay p').textContent()).toBe('Network error');
    expect(packRequests(requests)).toContain('hls.js');
    expect(packRequests(requests)).not.toContain('hls-light.js');
  });
});
