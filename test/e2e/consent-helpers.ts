// Shared by the consent browser tests: a context with the test's user agent, signals and
// cookies, every request recorded, and Complianz's document events collected.
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { testContext } from './contexts';
import { baseUrl, connectBrowser, requestsSettled } from './helpers';
import { frames } from './page-helpers';

export const EVENTS = ['cmplz_before_cookiebanner', 'cmplz_cookie_warning_loaded', 'cmplz_enable_category', 'cmplz_run_after_all_scripts',
  'cmplz_status_change', 'cmplz_status_change_service', 'cmplz_fire_categories', 'cmplz_revoke', 'cmplz_banner_status',
  'cmplz_track_status', 'cmplz_before_category', 'cmplz_before_categories_consent', 'wp_consent_type_defined', 'wp_listen_for_consent_change', 'cmplz_manage_consent_container_loaded'];

/** URLs that must never be requested before consent. */
export const BLOCKED_URLS = ['/consent-assets/remote.css', '/consent-assets/pixel-base.js', '/consent-assets/embed.html',
  '/consent-assets/remote-banner.svg', '/wp-json/complianz/v1/consent-area/'];

export interface ConsentPage {
  page: Page;
  context: BrowserContext;
  requests: string[];
  errors: string[];
  logs: string[];
  close(): Promise<void>;
}

export interface ConsentOptions {
  userAgent?: string;
  gpc?: boolean;
  dnt?: boolean;
  cookies?: Record<string, string>;
  /** Runs before the page is opened: routes that stand in for the page or the server. */
  setup?: (context: BrowserContext) => Promise<void>;
}

let counter = 0;


/** Each consent page's requests that have ended (answered or failed), in the order they ended. */
const endedRequests = new WeakMap<Page, string[]>();

export async function openConsent(path: string, options: ConsentOptions = {}): Promise<ConsentPage> {
  const browser = await connectBrowser();
  const { context, release } = await testContext(browser, { userAgent: options.userAgent });
  const key = `t${Date.now()}-${process.pid}-${counter++}`;
  const cookies = { airlift_test: key, ...options.cookies };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl })));
  await context.addInitScript(({ events, gpc, dnt }) => {
    const w = window as unknown as { __events: Array<{ type: string; detail: unknown }> };
    w.__events = [];
    for (const type of events) {
      document.addEventListener(type, (event) => {
        w.__events.push({ type, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)) });
      });
    }
    if (gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    if (dnt) Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
  }, { events: EVENTS, gpc: Boolean(options.gpc), dnt: Boolean(options.dnt) });
  await options.setup?.(context);
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  const logs: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const ended: string[] = [];
  endedRequests.set(page, ended);
  page.on('requestfinished', (request) => ended.push(request.url()));
  page.on('requestfailed', (request) => ended.push(request.url()));
  page.on('console', (message) => (message.type() === 'error' ? errors : logs).push(message.text()));
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(new URL(path, baseUrl).href);
  await page.waitForFunction(() => (window as unknown as { airlift?: unknown }).airlift !== undefined);
  return { page, context, requests, errors, logs, close: release };
}

export const blockedRequests = (requests: string[]): string[] => requests.filter((url) => BLOCKED_URLS.some((blocked) => url.includes(blocked)));

export async function runs(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __runs?: string[] }).__runs ?? []);
}

export async function events(page: Page, type?: string): Promise<Array<{ type: string; detail: unknown }>> {
  const all = await page.evaluate(() => (window as unknown as { __events: Array<{ type: string; detail: unknown }> }).__events);
  return type ? all.filter((event) => event.type === type) : all;
}

export async function tracked(page: Page): Promise<{ tracked: Array<{ body: unknown; contentType: string }>; calls: string[] }> {
  return page.evaluate(async () => (await fetch('/wp-json/complianz/v1/__tracked')).json() as Promise<{ tracked: Array<{ body: unknown; contentType: string }>; calls: string[] }>);
}

export async function cookieMap(context: BrowserContext): Promise<Record<string, string>> {
  const list = await context.cookies();
  return Object.fromEntries(list.filter((cookie) => cookie.name.startsWith('cmplz_')).map((cookie) => [cookie.name, cookie.value]));
}

/** Lab page (strict CSP with a nonce) with configuration overrides. */
export const lab = (cfg: Record<string, string> = {}, extra = ''): string => `/test-fixtures/consent-lab.html?cfg=${encodeURIComponent(JSON.stringify(cfg))}${extra}`;

const isChoicePack = (url: string): boolean => new URL(url).pathname.endsWith('/packs/consent-choice.js');

/**
 * Returns once the consent feature has started and handled everything asked of it before the
 * call. It applies a choice in the task that makes it and the microtasks after (a scheduled
 * flush); what the choice lets in waits for the part pack consent-choice where it was asked for,
 * so once that has ended and two frames later a script it let through has run or been requested, and
 * `requestsSettled` has every request the page started. For "nothing was let through" without a
 * fixed wait; what acts after a timer (the reload after a revoke, the cleaning interval) is
 * waited for by its own condition.
 */

export async function consentSettled(current: Pick<ConsentPage, 'page' | 'requests'>): Promise<void> {
  await current.page.waitForFunction(() => ((window as unknown as { __events?: Array<{ type: string }> }).__events ?? [])
    .some((event) => event.type === 'wp_consent_type_defined'));
  await frames(current.page, 2);
  await requestsSettled(current.page, current.requests);
  // What a choice allows is let in once the part pack consent-choice arrives (choice.ts): where it
  // was asked for, wait until every request for it has ended (a 404 too), then as above. Counted
  // from here rather than in the page: a test may have installed the page's clock.
  const ended = endedRequests.get(current.page);
  const asked = (): number => current.requests.filter(isChoicePack).length;
  if (!ended || !asked()) return;
  await expect.poll(() => ended.filter(isChoicePack).length >= asked(), { timeout: 10_000 }).toBe(true);
  await frames(current.page, 2);
  await requestsSettled(current.page, current.requests);
}

/** Serves the page at `path` with each `[from, to]` replaced (markup the server would print). */
export const rewritePage = (path: string, replacements: Array<[string, string]>) => async (context: BrowserContext): Promise<void> => {
  await context.route((url) => url.pathname === path, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    for (const [from, to] of replacements) body = body.replace(from, to);
    await route.fulfill({ response, body });
  });
};

/** Answers a Complianz REST call (`banner`, `cookie_data`, `consent-area/…`) with `body` as JSON. */
export const replyJson = (path: string, body: unknown) => async (context: BrowserContext): Promise<void> => {
  await context.route((url) => url.pathname.startsWith(`/wp-json/complianz/v1/${path}`), (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }));
};
