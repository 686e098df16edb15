// Shared by the matrix's tests: the cell this project runs (cells.mjs), what its seed made, and
// one page opened on either side: with airlift's plugin active, or as if it were deactivated
// (mu-switch.php: the cookie airlift_matrix=off, kept for the visitor's next pages).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl, openPage, pagePerTest } from '../../e2e/helpers';
import type { TestPage } from '../../e2e/helpers';
import { CELLS } from './cells.mjs';

export const cellName = inject('cell');
const found = CELLS[cellName];
if (!found) throw new Error(`WordPress matrix: no cell ${cellName} in cells.mjs`);
export const cell = found;
export const seeded = JSON.parse(inject('seeded')) as {
  pages: Record<string, number>;
  form: { id: number; shortcode: string };
  boxes: Record<string, number>;
};

export type Side = 'airlift' | 'legacy';

/** Runs `look` on each side in turn (airlift's first): what each side showed. */
export async function onBothSides<T>(look: (side: Side) => Promise<T>): Promise<Record<Side, T>> {
  const airlift = await look('airlift');
  return { airlift, legacy: await look('legacy') };
}

/** Runs a command of cli.php against the cell's site. */
export function wp(...args: string[]): string {
  return execFileSync('php', [join(import.meta.dirname, '..', 'cli.php'), inject('wordpressRoot'), ...args], { encoding: 'utf8' }).trim();
}

/** A page of the seeded site by its slug (plain permalinks). */
export const pageUrl = (slug: string, query = ''): string => `/?pagename=${slug}${query ? `&${query}` : ''}`;

/**
 * The scripts airlift replaces, as the real plugins and WordPress name them: none of them may be
 * requested on airlift's side.
 */
export const REPLACED_SCRIPT = new RegExp([
  '/wp-includes/js/jquery/',
  '/wp-includes/js/(underscore|backbone|wp-util)(\\.min)?\\.js',
  '/wp-includes/js/mediaelement/',
  '/plugins/contact-form-7/includes/(js|swv/js)/',
  '/plugins/boxzilla(-3\\.2)?/assets/js/',
  '/plugins/complianz-gdpr/cookiebanner/js/',
].join('|'));

export interface SidePage extends TestPage {
  side: Side;
}

export interface SideOptions {
  /** The viewport's width (1280 by default). */
  width?: number;
  /** Runs before the page loads (an init script, a route). */
  before?: (page: Page) => Promise<unknown>;
}

/** Opens `path` on one side. */
async function openSide(side: Side, path: string, options: SideOptions = {}): Promise<SidePage> {
  const opened = await openPage('');
  await opened.page.setViewportSize({ width: options.width ?? 1280, height: 800 });
  if (side === 'legacy') await opened.context.addCookies([{ name: 'airlift_matrix', value: 'off', url: baseUrl }]);
  await options.before?.(opened.page);
  await opened.page.goto(new URL(path, baseUrl).href);
  return { ...opened, side };
}

const opener = pagePerTest(openSide);

/** openSide, with the test's pages closed after it. */
export const open = (side: Side, path: string, options?: SideOptions): Promise<SidePage> => opener(side, path, options) as Promise<SidePage>;

/**
 * The page has started on its side: airlift's ready event, or the plugins' own scripts done
 * (the window's load, then the next frame).
 */
export async function started(opened: SidePage): Promise<void> {
  if (opened.side === 'airlift') {
    await opened.page.waitForFunction(() => (window as unknown as { __airliftReady?: unknown }).__airliftReady, undefined, { timeout: 20000 });
  } else {
    await opened.page.waitForLoadState('load');
  }
  await opened.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The errors a page logged, but the browser's own failures to reach other hosts (YouTube, emoji). */
export const pageErrors = (opened: TestPage): string[] => opened.errors.filter((error) => !/ERR_NAME_NOT_RESOLVED|status of 404 \(Not Found\)$/.test(error));

/** On airlift's side, no replaced script was requested and none ran. */
export function expectNoReplacedScript(opened: SidePage): void {
  const scripts = opened.requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js'));
  expect(scripts.filter((path) => REPLACED_SCRIPT.test(path)), opened.page.url()).toEqual([]);
}

/** The cookies of the site's origin, by name, with what a visitor's browser keeps of them. */
export async function siteCookies(opened: TestPage): Promise<Record<string, { value: string; path: string; days: number | null }>> {
  const now = Date.now() / 1000;
  const cookies = await opened.context.cookies(baseUrl);
  return Object.fromEntries(cookies.filter((cookie) => cookie.name !== 'airlift_matrix').map((cookie) => [cookie.name, {
    value: cookie.value,
    path: cookie.path,
    days: cookie.expires > 0 ? Math.round((cookie.expires - now) / 86400) : null,
  }]));
}
