// Issue 16, SPEC §7 — MPEG-DASH: a `.mpd` source plays end to end through the dash.js pack
// (dist/packs/dash.js, loaded only for such a source and, when it is not preloaded, only once it
// is played) against the demo server's stream, cut at serve time from demo/media/clip.webm.
import { describe, expect, it } from 'vitest';
import { axeViolations, requestsSettled, pagePerTest } from './helpers';
import { mediaState, openMedia, packRequests, playerOf } from './media-support';

const LONG = { timeout: 15000 };
const open = pagePerTest(openMedia);

const segments = (requests: string[], kind: string) => requests.filter((url) => new RegExp(`/media/dash/${kind}-\\d+\\.webm$`).test(url));

describe('MPEG-DASH', { timeout: 60000 }, () => {
  it('plays the demo\'s stream through dash.js, asked for only once the player is played', async () => {
    const { page, requests, errors } = await open('/media.html');
    const player = playerOf(page, 'video-45-4');
    await expect(player).toHaveCount(1);
    await requestsSettled(page, requests);
    expect(packRequests(requests)).not.toContain('dash.js');
    expect(requests.filter((url) => url.includes('/media/dash/'))).toEqual([]);
    await player.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#video-45-4')).time, LONG).toBeGreaterThan(1.5);
    const state = await mediaState(page, '#video-45-4');
    expect(state.src).toMatch(/^blob:/);
    expect(packRequests(requests)).toContain('dash.js');
    expect(requests.some((url) => url.endsWith('/media/dash/clip.mpd'))).toBe(true);
    // Both representations, and past the first audio segment.
    expect(segments(requests, 'video').length).toBe(1);
    expect(segments(requests, 'audio').length).toBeGreaterThan(1);
    await expect(player.locator('.mejs-overlay-play')).toBeHidden();
    await expect(player.locator('.mejs-overlay-error')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a preloaded .mpd source (known by its extension) loads at once and plays', async () => {
    const { page, requests } = await open('/test-fixtures/media-dash.html');
    await expect.poll(() => packRequests(requests), LONG).toContain('dash.js');
    await expect.poll(() => requests.some((url) => url.endsWith('/media/dash/video-init.webm')), LONG).toBe(true);
    await playerOf(page, 'dash-auto').locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#dash-auto')).time, LONG).toBeGreaterThan(1.5);
  });

  it('a manifest whose segments cannot load ends in Network error; with a file after it, the file plays', async () => {
    const { page } = await open('/test-fixtures/media-dash.html');
    const gone = playerOf(page, 'dash-gone');
    await gone.locator('.mejs-overlay-button').click();
    await expect.poll(() => gone.locator('.mejs-overlay-error').isVisible(), LONG).toBe(true);
    expect(await gone.locator('.mejs-cannotplay p').textContent()).toBe('Network error');
    const then = playerOf(page, 'dash-then-file');
    await then.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#dash-then-file')).src, LONG).toMatch(/\/media\/clip2\.webm$/);
    await expect.poll(async () => (await mediaState(page, '#dash-then-file')).time, LONG).toBeGreaterThan(0.3);
    await expect(then.locator('.mejs-overlay-error')).toBeHidden();
  });

  it('dash.js sets up no player of its own on the page\'s DASH markup: one MediaSource per play, a site\'s window.dashjs kept', async () => {
    const { page } = await open('/test-fixtures/media-dash.html', {
      init: () => {
        const own = { site: true };
        Object.assign(window, { dashjs: own, siteDashjs: own, mediaSources: 0 });
        const Original = window.MediaSource;
        window.MediaSource = class extends Original {
          constructor() {
            super();
            (window as unknown as { mediaSources: number }).mediaSources += 1;
          }
        };
      },
    });
    const auto = playerOf(page, 'dash-auto');
    await auto.locator('.mejs-overlay-button').click();
    await expect.poll(async () => (await mediaState(page, '#dash-auto')).time, LONG).toBeGreaterThan(1.5);
    const seen = await page.evaluate(() => {
      const win = window as unknown as { dashjs?: unknown; siteDashjs: unknown; mediaSources: number };
      return {
        mediaSources: win.mediaSources,
        ownPlayers: [...document.querySelectorAll('video')].filter((video) => '_dashjs_player' in video).map((video) => video.id),
        siteObjectKept: win.dashjs === win.siteDashjs,
        siteObjectUntouched: Object.keys(win.siteDashjs as object),
      };
    });
    expect(seen).toEqual({ mediaSources: 1, ownPlayers: [], siteObjectKept: true, siteObjectUntouched: ['site'] });
  });

  it('a page without a .mpd source never asks for dash.js, whatever it plays', async () => {
    const { page, requests } = await open('/test-fixtures/media-hls.html', { noNativeHls: true });
    await playerOf(page, 'lazy-stream').locator('.mejs-playpause-button button').click();
    await expect.poll(async () => (await mediaState(page, '#lazy-stream')).time, LONG).toBeGreaterThan(0.5);
    await requestsSettled(page, requests);
    expect(packRequests(requests)).toContain('hls-light.js');
    expect(packRequests(requests)).not.toContain('dash.js');
  });
});
