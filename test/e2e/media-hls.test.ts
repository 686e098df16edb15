// SPEC §4, §7, §8 — HLS: through an hls.js pack (the light build for the demo's stream, see
// media-hls-light.test.ts; loaded only for an HLS source the browser does not play itself, and only
// when there is something to load), end to end against the demo server's stream; a stream that
// cannot load ends in 'Network error' on the error overlay.
import { describe, expect, it } from 'vitest';
import { axeViolations, pagePerTest, requestsSettled } from './helpers';
import { mediaState, openMedia, packRequests, playerOf } from './media-support';

const LONG = { timeout: 15000 };
const open = pagePerTest(openMedia);

const segments = (requests: string[]) => requests.filter((url) => /\/media\/live\/segment-\d+\.mp3$/.test(url));

describe('HLS', { timeout: 60000 }, () => {
  it('plays the stream through hls.js where the browser has no HLS of its own', async () => {
    const current = await open('/media.html', { noNativeHls: true });
    const { page, requests } = current;
    const player = playerOf(page, 'video-45-2');
    await expect.poll(() => packRequests(requests), LONG).toContain('hls-light.js');
    await player.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#video-45-2')).time, LONG).toBeGreaterThan(2.5);
    const state = await mediaState(page, '#video-45-2');
    expect(state.src).toMatch(/^blob:/);
    expect(state.paused).toBe(false);
    // Past the first two-second segment: hls.js went on to the next ones.
    expect(segments(requests).length).toBeGreaterThan(1);
    await expect(player.locator('.mejs-overlay-error')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('plays the stream in this Chromium as it is, natively or, where its own HLS fails, through hls.js', async () => {
    const current = await open('/media.html');
    const { page } = current;
    await playerOf(page, 'video-45-2').locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#video-45-2')).time, LONG).toBeGreaterThan(2.5);
    await expect(playerOf(page, 'video-45-2').locator('.mejs-overlay-error')).toBeHidden();
  });

  it('asks for nothing, not even an hls.js pack, before a stream that is not preloaded is played', async () => {
    const current = await open('/test-fixtures/media-hls.html', { noNativeHls: true });
    const { page, requests } = current;
    await expect(playerOf(page, 'lazy-stream')).toHaveCount(1);
    await requestsSettled(page, requests);
    // The page's subtitled video asks for its captions menu; nothing is asked for the stream.
    expect(packRequests(requests).sort()).toEqual(['captions.js', 'media.js', 'schema.js', 'ui.js']);
    expect(requests.filter((url) => url.includes('.m3u8'))).toEqual([]);
    await playerOf(page, 'lazy-stream').locator('.mejs-playpause-button button').click();
    await expect.poll(async () => (await mediaState(page, '#lazy-stream')).time, LONG).toBeGreaterThan(0.5);
    expect(packRequests(requests)).toContain('hls-light.js');
    expect(packRequests(requests)).not.toContain('mediaelement.js');
  });

  it('a stream whose playlist cannot be loaded ends in Network error, with the controls disabled', async () => {
    const current = await open('/test-fixtures/media-hls.html', { noNativeHls: true });
    const { page, requests } = current;
    const player = playerOf(page, 'missing-stream');
    await player.locator('.mejs-playpause-button button').click();
    await expect(player.locator('.mejs-overlay-error')).toBeVisible();
    expect(await player.locator('.mejs-cannotplay p').textContent()).toBe('Network error');
    expect(await player.locator('.mejs-cannotplay a').allTextContents()).toEqual(['Download file: missing.m3u8']);
    expect(requests.some((url) => url.endsWith('/media/live/missing.m3u8'))).toBe(true);
    expect(await player.locator('.mejs-controls button').evaluateAll((list) => list.every((button) => (button as HTMLButtonElement).disabled))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
