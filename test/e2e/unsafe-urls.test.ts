// Only http(s) and relative addresses reach links, media sources, images and the Media Session:
// a playlist's javascript: or data: tracks and pictures, a channel's javascript: logo and
// background, and a malformed artwork address from the music store.
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './helpers';
import { openMedia } from './media-support';
import { bar, openRadio } from './radio-support';

const PAGE = '/test-fixtures/unsafe-urls.html';
const media = pagePerTest(openMedia);
const radio = pagePerTest(openRadio);

describe('addresses that are not http(s)', { timeout: 60000 }, () => {
  it('a playlist leaves out tracks whose src is not http(s) or relative, and pictures that are not', async () => {
    const { page, errors } = await media(PAGE);
    const items = page.locator('#unsafe-playlist .wp-playlist-item');
    await expect(items).toHaveCount(2);
    expect(await items.allTextContents()).toEqual(['1. “One” — C0:03', '2. “Two” — D0:03']);
    const hrefs = await page.locator('#unsafe-playlist a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/media/one.mp3', '/media/two.mp3']);
    // The first track's picture is a javascript: URL: none is shown.
    await expect(page.locator('#unsafe-playlist .wp-playlist-current-item img')).toHaveCount(0);
    expect(await page.locator('#unsafe-playlist audio').getAttribute('src')).toBe('/media/one.mp3');
    // The second's image is a data: URL: its thumbnail is shown instead.
    await page.click('#unsafe-playlist .wp-playlist-next-button');
    await expect(page.locator('#unsafe-playlist .wp-playlist-current-item img')).toHaveAttribute('src', '/media/two.jpg');
    expect(errors).toEqual([]);
  });

  it('a channel\'s javascript: logo and background reach neither the bar nor the Media Session', async () => {
    const { page, errors } = await radio(PAGE);
    await page.locator('#unsafe-channel').evaluate((link: HTMLElement) => link.click());
    await expect(page.locator(`${bar}, .airlift-radio-bar`).first()).toHaveAttribute('data-radio-state', /buffering|playing/);
    await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Unsafe Radio');
    const shown = await page.evaluate(() => ({
      artwork: navigator.mediaSession.metadata?.artwork.map((image) => image.src),
      background: document.querySelector('#playerimage')?.getAttribute('data-bgimage'),
      images: Array.from(document.querySelectorAll('#playerimage img'), (image) => image.getAttribute('src')),
    }));
    expect(shown).toEqual({ artwork: [], background: '', images: [] });
    expect(errors).toEqual([]);
  });

  it('a malformed artwork address from the music store is left out; the titles still reach the Media Session', async () => {
    const { page, errors } = await radio(PAGE, async ({ context }) => {
      await context.route(/^https:\/\/itunes\.apple\.com\/search/, (route) => route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ resultCount: 1, results: [{ artworkUrl100: 'https://[bad/100x100bb.jpg' }] }),
      }));
    });
    const searched: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://itunes.apple.com/search')) searched.push(request.url());
    });
    // Clicked from script: airlift's own bar may sit over the link at the bottom of the viewport.
    await page.locator('#feed-channel').evaluate((link: HTMLElement) => link.click());
    await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artist ?? ''), { timeout: 20000 }).not.toBe('Icecast');
    await expect.poll(() => searched.length, { timeout: 20000 }).toBeGreaterThan(0);
    // The answer is handled by now (the search is the last step before the artwork is shown).
    await page.waitForFunction(() => navigator.mediaSession.metadata !== null);
    await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.artwork.map((image) => image.src))).toEqual([
      expect.stringMatching(/\/img\/g3\.svg$/),
    ]);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).not.toBe('Feed Radio');
    expect(errors).toEqual([]);
  });
});
