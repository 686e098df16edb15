// Strict CSP for media: with `media-src 'self' blob:` (demo/mock/csp.mjs, /csp-media/<page>.html)
// the radio plays and stops, and HLS plays through MediaSource (a blob: URL), with no violation;
// airlift never sets a data: URL on a media element (stopping a stream used to load a silent
// data: WAV). Without blob:, MediaSource is refused: the README's recipe names it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, baseUrl, openPage, pagePerTest } from './helpers';
import type { TestPage } from './helpers';
import { warmUp } from './page-helpers';

interface Recorded {
  violations: string[];
  /** Every address set on a media element through `src` or setAttribute('src'). */
  sources: string[];
}

async function openStrictMedia(path: string, options: { noNativeHls?: boolean } = {}): Promise<TestPage> {
  const opened = await openPage('', { reducedMotion: false });
  await opened.context.addInitScript((noNativeHls: boolean) => {
    const recorded: Recorded = { violations: [], sources: [] };
    (window as unknown as { __recorded: Recorded }).__recorded = recorded;
    document.addEventListener('securitypolicyviolation', (event) => {
      recorded.violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
    const descriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
    Object.defineProperty(HTMLMediaElement.prototype, 'src', {
      ...descriptor,
      set(value: string) {
        recorded.sources.push(String(value));
        descriptor.set!.call(this, value);
      },
    });
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name: string, value: string) {
      if (this instanceof HTMLMediaElement && name.toLowerCase() === 'src') recorded.sources.push(String(value));
      return setAttribute.call(this, name, value);
    };
    if (noNativeHls) {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    }
  }, options.noNativeHls ?? false);
  const response = await opened.page.goto(new URL(path, baseUrl).href);
  expect(response?.headers()['content-security-policy']).toMatch(/; media-src 'self'( blob:)?$/);
  await airliftReady(opened.page);
  await warmUp(opened.page);
  return opened;
}

const open = pagePerTest(openStrictMedia);
const recorded = (page: Page): Promise<Recorded> => page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);
const bar = '#qtplayercontainer';

/** Clicks a channel link from script: the bar may sit over it. */
const clickChannel = (page: Page, title: string): Promise<void> =>
  page.locator(`a[data-title="${title}"]`).first().evaluate((link: HTMLElement) => link.click());

describe('strict CSP for media', { timeout: 60000 }, () => {
  it('the radio plays and stops a stream without a data: URL and without a violation', async () => {
    const { page, errors } = await open('/csp-media/radio.html');
    await clickChannel(page, 'Station Two');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await clickChannel(page, 'Station Two');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    // Played again after the stop: a fresh sound, from the stream's own address.
    await clickChannel(page, 'Station Two');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    await clickChannel(page, 'Station Two');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    const { violations, sources } = await recorded(page);
    expect(sources.filter((source) => /^\s*data:/i.test(source))).toEqual([]);
    expect(sources.some((source) => source.endsWith('/radio/stream/two.mp3'))).toBe(true);
    expect(violations).toEqual([]);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  it('HLS plays through MediaSource from a blob: URL under media-src blob:, and stops cleanly', async () => {
    const { page, errors } = await open('/csp-media/radio.html', { noNativeHls: true });
    await clickChannel(page, 'Station Five');
    await expect.poll(() => page.locator(bar).getAttribute('data-radio-state'), { timeout: 20000 }).toBe('playing');
    await clickChannel(page, 'Station Five');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'stopped');
    const { violations, sources } = await recorded(page);
    expect(sources.some((source) => source.startsWith('blob:'))).toBe(true);
    expect(sources.filter((source) => /^\s*data:/i.test(source))).toEqual([]);
    expect(violations).toEqual([]);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  it('an HLS video player plays through MediaSource under media-src \'self\' blob: with no violation', async () => {
    const { page } = await open('/csp-media/media.html', { noNativeHls: true });
    await page.locator('.mejs-container:has(#video-45-2) .mejs-overlay-button').click();
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('#video-45-2');
      return !!video && video.currentTime > 0;
    }, null, { timeout: 20000 });
    const { violations, sources } = await recorded(page);
    expect(sources.some((source) => source.startsWith('blob:'))).toBe(true);
    // Judged here: what MediaSource and airlift load (the page's style="…" attributes are style-src's
    // business, and its YouTube <source> is another origin's, outside this policy).
    expect(violations.filter((violation) => /^media-src (blob|data|http:\/\/localhost)/.test(violation))).toEqual([]);
  });

  it('an MPEG-DASH video player plays through the dash.js pack under the strict policy, with no violation', async () => {
    const { page, requests } = await open('/csp-media/media.html');
    await page.locator('.mejs-container:has(#video-45-4) .mejs-overlay-button').click();
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('#video-45-4');
      return !!video && video.currentTime > 0.5;
    }, null, { timeout: 20000 });
    expect(requests.filter((url) => new URL(url).pathname.endsWith('/dist/packs/dash.js'))).toHaveLength(1);
    expect(await page.locator('script[data-airlift-pack="dash"]').evaluate((script: HTMLScriptElement) => script.nonce)).not.toBe('');
    const { violations, sources } = await recorded(page);
    expect(sources.some((source) => source.startsWith('blob:'))).toBe(true);
    // No eval and nothing refused of what dash.js loads (judged as for HLS: the page's YouTube
    // <source> and its style="…" attributes are outside this test).
    expect(violations.filter((violation) => /^(script-src|connect-src|media-src (blob|data|http:\/\/localhost))/.test(violation))).toEqual([]);
  });

  it('a Flash video (FLV) player plays through the FLV pack under the strict policy, with no violation', async () => {
    const { page, requests } = await open('/csp-media/media.html');
    await page.locator('.mejs-container:has(#video-45-5) .mejs-overlay-button').click();
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('#video-45-5');
      return !!video && video.currentTime > 0.5;
    }, null, { timeout: 20000 });
    expect(requests.filter((url) => new URL(url).pathname.endsWith('/dist/packs/flv.js'))).toHaveLength(1);
    expect(await page.locator('script[data-airlift-pack="flv"]').evaluate((script: HTMLScriptElement) => script.nonce)).not.toBe('');
    const { violations, sources } = await recorded(page);
    expect(sources.some((source) => source.startsWith('blob:'))).toBe(true);
    // No eval (mpegts.js runs without a worker) and nothing refused of what it loads.
    expect(violations.filter((violation) => /^(script-src|worker-src|connect-src|media-src (blob|data|http:\/\/localhost))/.test(violation))).toEqual([]);
  });

  it('without blob: in media-src, the browser refuses MediaSource: the recipe needs it', async () => {
    const { page } = await open('/csp-media/radio.html?noblob', { noNativeHls: true });
    await clickChannel(page, 'Station Five');
    await expect.poll(async () => (await recorded(page)).violations, { timeout: 20000 }).toContainEqual(expect.stringMatching(/^media-src blob/));
  });
});
