// Shared by the WordPress tests: the site's command line (cli.php) and what a page loaded.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** Runs a command of cli.php against the test site (activate, option-set, health…). */
export function wp(...args: string[]): string {
  return execFileSync('php', [join(import.meta.dirname, 'cli.php'), inject('wordpressRoot'), ...args], { encoding: 'utf8' }).trim();
}

/** A page of the seeded site, by its slug (plain permalinks: `/?pagename=…`). */
export const pageUrl = (slug: string, query = ''): string => (slug === 'home' ? `/${query ? `?${query}` : ''}` : `/?pagename=${slug}${query ? `&${query}` : ''}`);

/** The scripts the replaced plugins and WordPress's media and libraries would load. */
export const LEGACY_SCRIPT = /(\/plugins\/standin-common\/legacy|\/wp-includes\/js\/(jquery\/|underscore|backbone|wp-util|mediaelement\/(mediaelement|wp-mediaelement|wp-playlist|renderers)|wp-playlist|masonry|imagesloaded)[^?]*)\.js(\?|$)/;

export interface ReadyDetail {
  features: Record<string, number>;
  mounted: number;
}

/** airlift's ready event; fails (no made-up result) when airlift never gets ready. */
export async function ready(page: Page): Promise<ReadyDetail> {
  const handle = await page.waitForFunction(() => (window as unknown as { __airliftReady?: unknown }).__airliftReady, undefined, { timeout: 15000 });
  return (await handle.jsonValue()) as ReadyDetail;
}

/** The handles whose stand-in script ran on the page. */
export const legacyRan = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { legacyScriptsRan?: string[] }).legacyScriptsRan ?? []);
