// Shared by the popup browser tests: the fixture page with the Boxzilla options a test wants.
import { airliftReady, baseUrl, openPage } from './helpers';
import type { TestPage } from './helpers';

export interface FixtureOptions {
  boxes: unknown[];
  testMode?: boolean;
  loggedIn?: boolean;
  stub?: boolean;
  hash?: string;
  width?: number;
  /** Install Playwright's fake clock before the page loads. */
  clock?: boolean;
  globals?: Record<string, unknown>;
  /** Emulate prefers-reduced-motion: reduce (the default) or not. */
  reducedMotion?: boolean;
}

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
  if (options.clock) {
    // The page's time stands still from the start and moves only when the test says so.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
  }
  await page.goto(new URL(`${fixtureUrl()}${options.hash ?? ''}`, baseUrl).href);
  await airliftReady(page);
  // The boxes start once the popups pack has arrived: on a busy machine that can be after the
  // load event and after ready (the scan runs in slices). The real API has the boxes list.
  await page.waitForFunction(() => Array.isArray((window as unknown as { Boxzilla?: { boxes?: unknown } }).Boxzilla?.boxes), null, { timeout: 10000 });
  return current;
}

export function fixtureUrl(): string {
  return '/test-fixtures/popups.html';
}
