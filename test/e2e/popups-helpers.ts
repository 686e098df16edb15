// Shared by the popup browser tests: the fixture page with the Boxzilla options a test wants.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';
import { rewritePage } from './consent-helpers';

export interface FixtureOptions {
  boxes: unknown[];
  testMode?: boolean;
  loggedIn?: boolean;
  /** Boxzilla's `<head>` stub (on, off, toggle, show into `boxzilla_queue`), its listeners and a queued show(2); 'quiet': without the show. */
  stub?: boolean | 'quiet';
  hash?: string;
  width?: number;
  /**
   * Install Playwright's fake clock before the page loads: `true` stands the page's time still
   * (it moves only when the test says), `'running'` lets it run and the test jump it ahead.
   */
  clock?: boolean | 'running';
  globals?: Record<string, unknown>;
  /**
   * Where every box waits for the visitor, leave the page as it loaded (nothing asks for the
   * boxes): the caller checks what brings the pack.
   */
  untouched?: boolean;
  /** Emulate prefers-reduced-motion: reduce (the default) or not. */
  reducedMotion?: boolean;
  /**
   * Boxzilla 3.4's stylesheet link in `<head>`, as WordPress prints the `boxzilla` style handle
   * (`id="boxzilla-css"`), answered with the layout rules of fixtures/boxzilla-styles.css.
   */
  boxzillaStylesheet?: boolean;
  /** The popups feature's layout part pack (`popups-layout.js`) answers 404, or a while late. */
  layoutPack?: 'missing' | 'slow';
  /** Runs in the page before its own scripts (an init script). */
  init?: () => void;
}

/** How late a slow layout pack arrives. */
const SLOW_PACK_MS = 600;

/** Where Boxzilla 3.4 keeps its stylesheet, as WordPress prints its address. */
export const BOXZILLA_STYLESHEET = '/wp-content/plugins/boxzilla/assets/css/styles.css';

/** A current-generation box with sensible defaults; `overrides` replace them. */
export function box(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id, icon: '&times;', content: '', css: {}, trigger: false, animation: 'fade', cookie: { triggered: 0, dismissed: 0 },
    rehide: false, position: 'center', closable: true, post: { id, title: `Box ${id}`, slug: `box-${id}` }, screenWidthCondition: null,
    ...overrides,
  };
}

export async function openFixture(options: FixtureOptions): Promise<TestPage> {
  const current = await openPage('', { reducedMotion: options.reducedMotion ?? true });
  const { page, context } = current;
  if (options.width) await page.setViewportSize({ width: options.width, height: 720 });
  await context.addInitScript((init) => {
    const w = window as unknown as Record<string, unknown>;
    w['__boxes'] = init.boxes;
    w['__testMode'] = init.testMode;
    w['__loggedIn'] = init.loggedIn;
    w['__stub'] = init.stub;
    Object.assign(w, init.globals ?? {});
  }, { boxes: options.boxes, testMode: options.testMode ?? false, loggedIn: options.loggedIn ?? false, stub: options.stub ?? false, globals: options.globals });
  // What airlift reports (`airlift:error`), as `feature: message`.
  await context.addInitScript(() => {
    const reported: string[] = [];
    (window as unknown as { __reported: string[] }).__reported = reported;
    document.addEventListener('airlift:error', (event) => {
      const { feature, error } = (event as CustomEvent<{ feature: string; error: unknown }>).detail;
      reported.push(`${feature}: ${String(error)}`);
    });
  });
  if (options.init) await context.addInitScript(options.init);
  if (options.boxzillaStylesheet) {
    await rewritePage(fixtureUrl(), [['</title>', `</title>\n<link rel="stylesheet" id="boxzilla-css" href="${BOXZILLA_STYLESHEET}?ver=3.4.11" media="all">`]])(context);
    const css = await readFile(join(import.meta.dirname, 'fixtures', 'boxzilla-styles.css'), 'utf8');
    await context.route((url) => url.pathname === BOXZILLA_STYLESHEET, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: css }));
  }
  if (options.layoutPack) {
    const missing = options.layoutPack === 'missing';
    await context.route((url) => url.pathname === '/dist/packs/popups-layout.js', async (route) => {
      if (missing) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      await new Promise((resolve) => setTimeout(resolve, SLOW_PACK_MS));
      return route.continue();
    });
  }
  if (options.clock) {
    const start = Date.now();
    await page.clock.install({ time: start });
    // The page's time stands still from the start and moves only when the test says so.
    if (options.clock === true) await page.clock.pauseAt(start + 1000);
  }
  await page.goto(new URL(`${fixtureUrl()}${options.hash ?? ''}`, baseUrl).href);
  // Proof that the popups feature mounted: a box that stays hidden means something. Where every
  // box opens from a link only (no trigger, no hash naming a box, no call queued, no form just
  // sent), the pack waits for the visitor (popups-on-demand.test.ts): the page is ready without
  // it, then `Boxzilla.init()`, a call that asks for the boxes, brings it.
  const ready = await airliftReady(page);
  const queued = options.globals?.['boxzilla_queue'];
  const waits = Object.values(options.boxes).every((entry) => typeof (entry as { trigger?: unknown } | null)?.trigger !== 'object' || !(entry as { trigger?: unknown }).trigger)
    && !/boxzilla-\d/.test(options.hash ?? '') && (!options.stub || options.stub === 'quiet') && !Object.keys(options.globals ?? {}).some((name) => name.startsWith('mc4wp'))
    && !(Array.isArray(queued) && queued.some((call) => !['on', 'off'].includes((call as unknown[])[0] as string)));
  expect(Boolean(ready.features['popups']), `popups mounted on load (boxes ${waits ? 'wait for the visitor' : 'may show by themselves'})`).toBe(!waits);
  if (waits && options.untouched) return current;
  if (waits) {
    await page.evaluate(() => {
      const w = window as unknown as { Boxzilla: { init(): void }; __facade?: unknown };
      w.__facade = w.Boxzilla;
      w.Boxzilla.init();
    });
  }
  // The boxes start once the popups pack has arrived: on a busy machine that can be after the
  // load event and after ready (the scan runs in slices). The real API has the boxes list.
  // (Not the main script's stand-in that queued the call above.)
  await page.waitForFunction(() => {
    const w = window as unknown as { Boxzilla?: { boxes?: unknown }; __facade?: unknown };
    return w.Boxzilla !== w.__facade && Array.isArray(w.Boxzilla?.boxes);
  }, null, { timeout: 10000 });
  return current;
}

/**
 * Scrolls the page to `y` and returns once the page has handled the scroll event (airlift's
 * listeners on window run in the capture phase, before this one).
 */
export async function scrollPage(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => new Promise<void>((resolve) => {
    window.addEventListener('scroll', () => resolve(), { once: true });
    window.scrollTo(0, top);
  }), y);
}

/**
 * Proof that the time triggers checked the boxes: the control box (same trigger, no condition
 * that keeps it back) is shown; every box is checked in the same tick, so a box still hidden
 * then was kept back, not unchecked.
 */
export async function afterTimeTriggers(page: Page, control: number): Promise<void> {
  await page.locator(`#boxzilla-${control}`).waitFor({ state: 'visible', timeout: 10000 });
}

export function fixtureUrl(): string {
  return '/test-fixtures/popups.html';
}
