// Shared by the radio browser tests.
import type { Page } from 'playwright-core';
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { warmUp } from './page-helpers';

export const bar = '#qtplayercontainer';
export const channel = (title: string): string => `a[data-title="${title}"]`;

export async function openRadio(path = '/radio.html', setup?: (page: TestPage) => Promise<void>): Promise<TestPage> {
  const opened = await openPage('');
  await setup?.(opened);
  await opened.page.goto(new URL(path, baseUrl).href);
  await airliftReady(opened.page);
  await warmUp(opened.page);
  // The bar is rendered once the radio and ui packs arrived.
  await opened.page.locator(`${bar}[data-radio-state], .airlift-radio-bar`).first().waitFor({ state: 'attached' });
  return opened;
}

export async function radioState(page: Page): Promise<string | null> {
  return page.locator(bar).getAttribute('data-radio-state');
}

/** Requests to now-playing feeds, the metadata proxy or the music store so far. */
export function feedRequests(requests: string[]): string[] {
  return requests.filter((url) => /\/radio\/feeds\/|proxy\.php|\/stats\?|itunes|radio\.co|live365/.test(url));
}

/** The music store, radio.co and Live365, answered by the demo server's stand-ins. */
export async function routeThirdParties({ context }: TestPage): Promise<void> {
  const standIns: [RegExp, (url: URL) => string][] = [
    [/^https:\/\/itunes\.apple\.com\/search/, (url) => `/radio/itunes/search${url.search}`],
    [/^https:\/\/public\.radio\.co\/stations\/([\w-]+)\/status/, (url) => `/radio/feeds/radioco/${url.pathname.split('/')[2]}/status`],
    [/^https:\/\/api\.live365\.com\/station\/([\w-]+)/, (url) => `/radio/feeds/live365/${url.pathname.split('/')[2]}`],
  ];
  for (const [pattern, local] of standIns) {
    await context.route(pattern, async (route) => {
      const response = await route.fetch({ url: new URL(local(new URL(route.request().url())), baseUrl).href });
      await route.fulfill({ response });
    });
  }
}
