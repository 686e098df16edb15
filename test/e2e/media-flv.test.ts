// SPEC §7 — FLV: a Flash video source (`.flv`, `video/x-flv`) plays end to end through the FLV pack
// (dist/packs/flv.js, mpegts.js; loaded only for such a source and only once it is played) against
// the demo server's file, remuxed at serve time from demo/media/clip.mp4 (demo/mock/_flv.mjs).
import { describe, expect, it } from 'vitest';
import { axeViolations, requestsSettled, pagePerTest } from './helpers';
import { mediaState, openMedia, packRequests, playerOf } from './media-support';

const LONG = { timeout: 15000 };
const open = pagePerTest(openMedia);

describe('FLV', { timeout: 60000 }, () => {
  it('plays an FLV file through mpegts.js, asked for only once the player is played', async () => {
    const { page, requests, errors } = await open('/test-fixtures/media-flv.html');
    const player = playerOf(page, 'flv-clip');
    await expect(player).toHaveCount(1);
    await requestsSettled(page, requests);
    expect(packRequests(requests)).not.toContain('flv.js');
    expect(requests.filter((url) => url.includes('/media/flv/'))).toEqual([]);
    await player.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#flv-clip')).time, LONG).toBeGreaterThan(0.5);
    const state = await mediaState(page, '#flv-clip');
    // Through Media Source Extensions: the element plays a blob, not the .flv address.
    expect(state.src).toMatch(/^blob:/);
    expect(packRequests(requests)).toContain('flv.js');
    expect(requests.some((url) => url.endsWith('/media/flv/clip.flv'))).toBe(true);
    await expect(player.locator('.mejs-overlay-play')).toBeHidden();
    await expect(player.locator('.mejs-overlay-error')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('an FLV file that cannot be loaded ends in Network error with its download link; with a file after it, the file plays', async () => {
    const { page } = await open('/test-fixtures/media-flv.html');
    const gone = playerOf(page, 'flv-gone');
    await gone.locator('.mejs-overlay-button').click();
    await expect.poll(() => gone.locator('.mejs-overlay-error').isVisible(), LONG).toBe(true);
    expect(await gone.locator('.mejs-cannotplay p').textContent()).toBe('Network error');
    expect(await gone.locator('.mejs-cannotplay a').textContent()).toBe('Download file: gone.flv');
    const then = playerOf(page, 'flv-then-file');
    await then.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#flv-then-file')).src, LONG).toMatch(/\/media\/clip2\.webm$/);
    await expect.poll(async () => (await mediaState(page, '#flv-then-file')).time, LONG).toBeGreaterThan(0.3);
    await expect(then.locator('.mejs-overlay-error')).toBeHidden();
  });

  it('a page without an FLV source never asks for flv.js, whatever it plays', async () => {
    const { page, requests } = await open('/test-fixtures/media-dash.html');
    await playerOf(page, 'dash-auto').locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#dash-auto')).time, LONG).toBeGreaterThan(0.5);
    await requestsSettled(page, requests);
    expect(packRequests(requests)).not.toContain('flv.js');
  });
});
