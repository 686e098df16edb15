// SPEC §3, §4 Playlist — the track list (numbers, images, artists), one current track with the
// `playing` highlight, next/previous wrapping, a click selecting and playing, ended advancing,
// the end-of-list rule, and a rebuilt player on a change of file extension (else a source swap).
import { describe, expect, it } from 'vitest';
import type { JSHandle, Page } from 'playwright-core';
import { axeViolations, pagePerTest } from './helpers';
import { mediaState, openMedia, packRequests } from './media-support';
import { frames } from './page-helpers';

const LONG = { timeout: 10000 };
const open = pagePerTest(openMedia);

const AUDIO = '#audio-playlist';
const items = (page: Page, root: string) => page.locator(`${root} .wp-playlist-item`);
const currentIndex = (page: Page, root: string) => page.locator(`${root} .wp-playlist-item`).evaluateAll((list) => list.findIndex((item) => item.classList.contains('playing') && item.classList.contains('wp-playlist-playing')));
const mediaIn = (page: Page, root: string) => page.locator(`${root} audio, ${root} video`);

async function expectIndex(page: Page, root: string, index: number): Promise<void> {
  await expect.poll(() => currentIndex(page, root), LONG).toBe(index);
  await expect(page.locator(`${root} .wp-playlist-item.playing`)).toHaveCount(1);
  await expect(page.locator(`${root} .wp-playlist-item a[aria-current="true"]`)).toHaveCount(1);
}

/** Plays the current track from just before its end. */
async function playToEnd(page: Page, root: string): Promise<void> {
  await page.locator(`${root} audio, ${root} video`).evaluate(async (media: HTMLMediaElement) => {
    // A preload="none" element has nothing until it plays.
    if (media.readyState < 1) {
      const loaded = new Promise((resolve) => media.addEventListener('loadedmetadata', resolve, { once: true }));
      void media.play();
      await loaded;
    }
    media.currentTime = Math.max(0, media.duration - 0.3);
    await media.play();
  });
}

describe('playlists', { timeout: 60000 }, () => {
  it('render the current item and the track list with numbers, images and artists', async () => {
    const current = await open('/media.html');
    const { page } = current;
    await expect(items(page, AUDIO)).toHaveCount(3);
    expect(await items(page, AUDIO).allTextContents()).toEqual(['1. “One” — Artist A0:03', '2. “Two” — Artist B0:03', '3. “Three”0:03']);
    await expectIndex(page, AUDIO, 0);
    expect(await page.locator(`${AUDIO} .wp-playlist-current-item .wp-playlist-item-title`).textContent()).toBe('“One”');
    expect(await page.locator(`${AUDIO} .wp-playlist-current-item .wp-playlist-item-album`).textContent()).toBe('Album');
    expect(await page.locator(`${AUDIO} .wp-playlist-current-item .wp-playlist-item-artist`).textContent()).toBe('Artist A');
    expect(await page.locator(`${AUDIO} .wp-playlist-current-item img`).getAttribute('src')).toBe('/media/one.jpg');
    // The video playlist: no artists, the track's poster unless it is WordPress's placeholder.
    await expect(items(page, '#video-playlist')).toHaveCount(3);
    expect(await items(page, '#video-playlist').first().textContent()).toBe('1. “Test card”0:03');
    expect(await page.locator('#video-playlist .mejs-poster img').getAttribute('src')).toBe('/media/poster.jpg');
    expect(await page.locator('#video-playlist video').getAttribute('width')).toBe('320');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('next wraps to the first after the last and previous to the last from the first', async () => {
    const current = await open('/media.html');
    const { page } = current;
    await expectIndex(page, AUDIO, 0);
    await page.click(`${AUDIO} .wp-playlist-prev-button`);
    await expectIndex(page, AUDIO, 2);
    expect(await page.locator(`${AUDIO} .wp-playlist-current-item .wp-playlist-item-title`).textContent()).toBe('“Three”');
    // The current item of a track without an image has none.
    await expect(page.locator(`${AUDIO} .wp-playlist-current-item img`)).toHaveCount(0);
    await page.click(`${AUDIO} .wp-playlist-next-button`);
    await expectIndex(page, AUDIO, 0);
    await page.click(`${AUDIO} .wp-playlist-next-button`);
    await expectIndex(page, AUDIO, 1);
    // wp-playlist's own next/previous elements work too.
    await page.locator(`${AUDIO} .wp-playlist-prev`).evaluate((element: HTMLElement) => element.click());
    await expectIndex(page, AUDIO, 0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('clicking a track makes it current and plays it', async () => {
    const current = await open('/media.html');
    const { page } = current;
    await page.click(`${AUDIO} .wp-playlist-item:nth-child(2) a`);
    await expectIndex(page, AUDIO, 1);
    await expect.poll(async () => (await mediaState(page, `${AUDIO} audio`)).time, LONG).toBeGreaterThan(0.2);
    const state = await mediaState(page, `${AUDIO} audio`);
    expect(state.src).toMatch(/\/media\/two\.mp3$/);
    expect(state.paused).toBe(false);
    expect(page.url()).toMatch(/\/media\.html$/);
    // Keyboard: the track links are links.
    await page.focus(`${AUDIO} .wp-playlist-item:nth-child(1) a`);
    await page.keyboard.press('Enter');
    await expectIndex(page, AUDIO, 0);
  });

  it('the same file extension swaps the source in the same player; another rebuilds the player and plays', async () => {
    const current = await open('/media.html');
    const { page } = current;
    const firstMedia: JSHandle = await mediaIn(page, AUDIO).elementHandle() as JSHandle;
    const firstFrame = await page.locator(`${AUDIO} .mejs-container`).elementHandle();
    await page.click(`${AUDIO} .wp-playlist-next-button`); // one.mp3 → two.mp3
    await expect.poll(async () => (await mediaState(page, `${AUDIO} audio`)).src, LONG).toMatch(/two\.mp3$/);
    expect(await firstMedia.evaluate((media) => (media as HTMLMediaElement).isConnected)).toBe(true);
    expect(await firstFrame.evaluate((frame) => frame.isConnected)).toBe(true);
    await page.click(`${AUDIO} .wp-playlist-next-button`); // two.mp3 → three.ogg
    await expect.poll(async () => (await mediaState(page, `${AUDIO} audio`)).src, LONG).toMatch(/three\.ogg$/);
    expect(await firstMedia.evaluate((media) => (media as HTMLMediaElement).isConnected)).toBe(false);
    expect(await firstFrame.evaluate((frame) => frame.isConnected)).toBe(false);
    await expect(page.locator(`${AUDIO} .mejs-container`)).toHaveCount(1);
    // The track button pressed stays focused: the new player's own (the next press goes on).
    await expect(page.locator(`${AUDIO} .wp-playlist-next-button`)).toBeFocused();
    await expect.poll(async () => (await mediaState(page, `${AUDIO} audio`)).time, LONG).toBeGreaterThan(0.2);
    expect((await mediaState(page, `${AUDIO} audio`)).paused).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('when a track ends the next plays', async () => {
    const current = await open('/media.html');
    const { page } = current;
    await playToEnd(page, AUDIO);
    await expectIndex(page, AUDIO, 1);
    await expect.poll(async () => (await mediaState(page, `${AUDIO} audio`)).src, LONG).toMatch(/two\.mp3$/);
    await expect.poll(async () => (await mediaState(page, `${AUDIO} audio`)).time, LONG).toBeGreaterThan(0.2);
  });

  it('after the last ends, the first is loaded and plays when the player had to be rebuilt (ogg → mp3)', async () => {
    const current = await open('/media.html');
    const { page } = current;
    await page.click(`${AUDIO} .wp-playlist-prev-button`);
    await expectIndex(page, AUDIO, 2);
    const frame = await page.locator(`${AUDIO} .mejs-container`).elementHandle();
    // The visitor is on the player's controls when it is rebuilt: focus follows to the new player.
    await page.focus(`${AUDIO} .mejs-playpause-button button`);
    await playToEnd(page, AUDIO);
    await expectIndex(page, AUDIO, 0);
    await expect.poll(async () => (await mediaState(page, `${AUDIO} audio`)).src, LONG).toMatch(/one\.mp3$/);
    expect(await frame.evaluate((element) => element.isConnected)).toBe(false);
    await expect.poll(async () => (await mediaState(page, `${AUDIO} audio`)).time, LONG).toBeGreaterThan(0.2);
    await expect(page.locator(`${AUDIO} .mejs-playpause-button button`)).toBeFocused();
  });

  it('after the last ends, the first is loaded but does not play when its source was swapped (mp3 → mp3)', async () => {
    const current = await open('/test-fixtures/media-playlist.html');
    const { page } = current;
    const root = '#mp3-playlist';
    await page.click(`${root} .wp-playlist-next-button`);
    await expectIndex(page, root, 1);
    const frame = await page.locator(`${root} .mejs-container`).elementHandle();
    await playToEnd(page, root);
    await expectIndex(page, root, 0);
    await expect.poll(async () => (await mediaState(page, `${root} audio`)).src, LONG).toMatch(/one\.mp3$/);
    // Loaded (a play would have started by then), and two frames on.
    await expect.poll(() => page.locator(`${root} audio`).evaluate((media: HTMLMediaElement) => media.readyState), LONG).toBeGreaterThanOrEqual(1);
    await frames(page);
    const state = await mediaState(page, `${root} audio`);
    expect(state.paused).toBe(true);
    expect(state.time).toBe(0);
    expect(await frame.evaluate((element) => element.isConnected)).toBe(true);
    // The play overlay is for video; the play button says Play.
    expect(await page.locator(`${root} .mejs-playpause-button button`).getAttribute('aria-label')).toBe('Play');
    // Plain files without text tracks: neither the stream drivers nor the captions menu were asked for.
    expect(packRequests(current.requests)).toContain('media.js');
    expect(packRequests(current.requests).filter((name) => /^(streams|hls|hls-light|dash|flv|captions)\.js/.test(name))).toEqual([]);
  });

  it('flags, text and broken input: no numbers, images or artists when hidden; titles as text; broken JSON leaves the markup; a missing template says so', async () => {
    const current = await open('/test-fixtures/media-playlist.html');
    const { page, requests } = current;
    const root = '#mp3-playlist';
    await expect(items(page, root)).toHaveCount(2);
    expect(await items(page, root).allTextContents()).toEqual(['“One”', '“Two <b>bold</b>”']);
    await expect(page.locator(`${root} b`)).toHaveCount(0);
    await expect(page.locator(`${root} .wp-playlist-current-item img`)).toHaveCount(0);
    expect(await page.locator('#no-template .wp-playlist-error').textContent()).toBe('Template not found');
    await expect(page.locator('#broken-json .mejs-container')).toHaveCount(0);
    expect(await page.locator('#broken-json audio').getAttribute('controls')).not.toBeNull();
    // The video shortcode library is not MediaElement on this page: its video keeps the browser's player.
    await expect(page.locator('.mejs-container:has(#plain-video)')).toHaveCount(0);
    // The class prefix is mejs- whatever the page says.
    await expect(page.locator('.other-container')).toHaveCount(0);
    // Playlists alone need the media pack and its needs (ui, schema), nothing of hls.js or MediaElement.
    expect(packRequests(requests).sort()).toEqual(['media.js', 'schema.js', 'ui.js']);
    expect(current.errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('teardown puts the legacy markup back', async () => {
    const current = await open('/test-fixtures/media-playlist.html');
    const { page } = current;
    await expect(page.locator('#mp3-playlist .mejs-container')).toHaveCount(1);
    await page.evaluate(() => (window as unknown as { airlift: { teardown(): number } }).airlift.teardown());
    await expect(page.locator('.mejs-container')).toHaveCount(0);
    await expect(page.locator('#mp3-playlist .wp-playlist-item')).toHaveCount(0);
    await expect(page.locator('#no-template .wp-playlist-error')).toHaveCount(0);
    expect(await page.locator('#mp3-playlist > audio').getAttribute('controls')).toBe('controls');
  });
});
