// Shared by the media browser tests: open a page with the media players mounted, optionally in
// a browser that says it cannot play HLS itself (so hls.js is exercised whatever Chromium claims).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { warmUp } from './page-helpers';

export interface MediaPageOptions {
  /** canPlayType answers '' for HLS types: no native HLS. */
  noNativeHls?: boolean;
  /** Route the YouTube iframe API to the local stand-in. */
  youtube?: boolean;
  /** Runs in the page before its scripts (a site's own globals, counters). */
  init?: () => void;
  /** Routes of the page's context, set before it opens. */
  routes?: (context: BrowserContext) => Promise<void>;
  /**
   * Playwright's fake clock, installed before the page loads and left running at the real
   * pace: a test then runs the page's timers past a period at once (`page.clock.runFor`) to
   * show that something does not happen in it.
   */
  clock?: boolean;
}

export async function openMedia(path: string, options: MediaPageOptions = {}): Promise<TestPage> {
  const opened = await openPage('');
  if (options.noNativeHls) {
    await opened.context.addInitScript(() => {
      const original = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function canPlayType(type: string) {
        return /mpegurl/i.test(type) ? '' : original.call(this, type);
      };
    });
  }
  if (options.init) await opened.context.addInitScript(options.init);
  await options.routes?.(opened.context);
  if (options.clock) await opened.page.clock.install();
  if (options.youtube) {
    const body = await readFile(join(import.meta.dirname, 'fixtures', 'youtube-iframe-api.js'), 'utf8');
    await opened.context.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body }));
  }
  await opened.page.goto(new URL(path, baseUrl).href);
  await airliftReady(opened.page);
  await warmUp(opened.page);
  return opened;
}

/** The player frame around the media element with this id. */
export const playerOf = (page: Page, id: string): Locator => page.locator(`.mejs-container:has(#${id})`);

/** Reads the media element's playback state. */
export function mediaState(page: Page, selector: string): Promise<{ paused: boolean; ended: boolean; time: number; src: string; duration: number }> {
  return page.locator(selector).evaluate((media: HTMLMediaElement) => ({
    paused: media.paused, ended: media.ended, time: media.currentTime, src: media.currentSrc, duration: media.duration,
  }));
}

export const packRequests = (requests: string[]): string[] =>
  requests.filter((url) => url.includes('/dist/packs/')).map((url) => url.replace(/^.*\/dist\/packs\//, '').replace(/\?.*$/, ''));
