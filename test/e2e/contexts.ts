// Browser contexts for the browser tests. A worker's tests take turns on one context, emptied
// between them, instead of a new context each: a new context starts a new renderer process for its
// first page, about half of a test's processor time on the demo's small pages (0.56 s a load of the
// accordion page in a new context, 0.27 s in the kept one; measured over 20 loads each).
//
// What a test did to the context is undone when its page closes: its pages close, its init
// scripts and routes go, and every cookie and stored item of the test's origins is cleared. A test
// that does what cannot be undone (installs a clock, grants a permission, goes offline, exposes a
// binding, listens on the context) marks it spent: it is closed after that test, and the next test
// gets a new one. A second page opened while the kept context is in use gets a context of its own.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { inject } from 'vitest';

/** Context calls whose effect outlives the test's pages and cannot be taken back. */
const LASTING = ['exposeBinding', 'exposeFunction', 'grantPermissions', 'setGeolocation', 'setOffline',
  'setExtraHTTPHeaders', 'setHTTPCredentials', 'routeFromHAR', 'routeWebSocket', 'setDefaultTimeout',
  'setDefaultNavigationTimeout', 'on', 'once', 'addListener', 'prependListener'] as const;

/** The origins a test's pages store things under: the demo server by its two names. */
function testOrigins(): string[] {
  const url = new URL(inject('baseUrl'));
  return [url.origin, `${url.protocol}//localhost:${url.port}`, `${url.protocol}//127.0.0.1:${url.port}`];
}

interface Kept {
  context: BrowserContext;
  /** A blank page of the demo's origin that stays open: the next test's page reuses its renderer process. */
  keeper: Page;
  cdp: CDPSession;
  inUse: boolean;
  spent: boolean;
  scripts: Array<{ dispose(): Promise<void> }>;
  /** The current test's release, while the context is in use. */
  release?: () => Promise<void>;
}

let kept: Promise<Kept> | null = null;
/** The test's contexts of its own, until it releases them. */
const loose = new Set<BrowserContext>();

/** Every test page's first script: keeps airlift:ready's detail for `airliftReady()`. */
function recordReady(): void {
  document.addEventListener('airlift:ready', (event) => {
    (window as unknown as { __airliftReady?: unknown }).__airliftReady = (event as CustomEvent).detail;
  });
}

async function newContext(browser: Browser, userAgent?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...(userAgent ? { userAgent } : {}) });
  await context.addInitScript(recordReady);
  return context;
}

/**
 * Marks the kept context spent whenever a page's `clock` (the context's) is touched: pages the test
 * opens with `newPage`; a popup the page opens itself is not watched (no test installs a clock there).
 */
function watchClock(page: Page, state: Kept): void {
  const clock = page.clock;
  Object.defineProperty(page, 'clock', { configurable: true, get: () => ((state.spent = true), clock) });
}

async function keep(browser: Browser): Promise<Kept> {
  const context = await newContext(browser);
  const keeper = await context.newPage();
  // The WordPress tests' site has no such file: its 404 page is a page of the origin all the same.
  await keeper.goto(new URL('/test-fixtures/blank.html', inject('baseUrl')).href);
  const state: Kept = { context, keeper, cdp: await context.newCDPSession(keeper), inUse: false, spent: false, scripts: [] };
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    watchClock(page, state);
    return page;
  };
  const addInitScript = context.addInitScript.bind(context);
  context.addInitScript = (async (...args: Parameters<typeof addInitScript>) => {
    const script = await addInitScript(...args);
    state.scripts.push(script);
    return script;
  }) as typeof context.addInitScript;
  for (const name of LASTING) {
    const original = Reflect.get(context, name) as (...args: unknown[]) => unknown;
    Reflect.set(context, name, (...args: unknown[]) => {
      state.spent = true;
      return original.apply(context, args);
    });
  }
  return state;
}

/** Empties the kept context for the next test. */
async function empty(state: Kept): Promise<void> {
  const { context, keeper, cdp } = state;
  await Promise.all(context.pages().filter((page) => page !== keeper).map((page) => page.close()));
  await Promise.all(state.scripts.splice(0).map((script) => script.dispose()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  for (const origin of testOrigins()) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
}

/**
 * After each test (test/e2e/reclaim.ts): what the test left open is closed, and the kept context
 * emptied for the next test. Returns whether the test had left anything open.
 */
export async function reclaim(): Promise<boolean> {
  const state = kept && (await kept);
  const left = Boolean(state?.inUse) || loose.size > 0;
  await state?.release?.();
  await Promise.all([...loose].map((context) => context.close().catch(() => undefined)));
  loose.clear();
  return left;
}

export interface TestContext {
  context: BrowserContext;
  /** Ends the test's use of the context: emptied and kept for the next test, or closed. */
  release(): Promise<void>;
}

/**
 * A context for one test, its pages' reduced motion emulated and airlift:ready recorded: the
 * worker's kept context when it is free, else a new one (always for another browser, `fresh`, or
 * a user agent of the test's own).
 */
export async function testContext(browser: Browser, options: { fresh?: boolean; userAgent?: string } = {}): Promise<TestContext> {
  const state = options.fresh || options.userAgent ? null : await (kept ??= keep(browser));
  if (!state || state.inUse) {
    const context = await newContext(browser, options.userAgent);
    loose.add(context);
    return {
      context,
      release: async () => {
        loose.delete(context);
        await context.close();
      },
    };
  }
  state.inUse = true;
  const release = async (): Promise<void> => {
    if (state.release !== release) return;
    state.release = undefined;
    try {
      if (state.spent) throw new Error('spent');
      await empty(state);
      state.inUse = false;
    } catch {
      // Spent, or emptying it failed (a page that would not close): the next test gets a new one.
      if (kept && (await kept) === state) kept = null;
      await state.context.close().catch(() => undefined);
    }
  };
  state.release = release;
  return { context: state.context, release };
}

