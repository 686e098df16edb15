// The real Boxzilla in each cell, side by side: 3.4.11 everywhere, and on WordPress 6.1 also the
// generation before it (3.2.27, whose layout CSS lived in its script and whose cookie says
// `true`), switched in the same site. Boxes made through Boxzilla's own admin code
// (setup-boxzilla.php), one per trigger. Each shows on its trigger where Boxzilla's does, with
// the same overlay; closing it sets the same cookie, and the next page keeps it closed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../../e2e/helpers';
import { cell, expectNoReplacedScript, onBothSides, open, pageErrors, pageUrl, seeded, siteCookies, started, wp } from './helpers';
import type { Side, SidePage } from './helpers';

/** Where a box and its overlay are, as a visitor sees them. */
const look = (page: Page, id: number) => page.evaluate((box) => {
  const element = document.getElementById(`boxzilla-${box}`);
  const rect = (node: Element | null) => {
    if (!node || !(node as HTMLElement).offsetParent && getComputedStyle(node).position !== 'fixed') return null;
    const found = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0 || !found.width) return null;
    return [Math.round(found.x), Math.round(found.y), Math.round(found.width), Math.round(found.height)];
  };
  const overlay = Array.from(document.querySelectorAll('.boxzilla-overlay, #boxzilla-overlay')).map(rect).find(Boolean) ?? null;
  // Boxzilla ignores a close while its box fades or slides in: it has shown once fully opaque.
  const opaque = element ? getComputedStyle(element).opacity === '1' : false;
  return { box: rect(element), overlay, opaque };
}, id);

/** Waits until the box is in view and its animation done (its box stops moving). */
async function shown(page: Page, id: number): Promise<ReturnType<typeof look>> {
  let last = '';
  await expect.poll(async () => {
    const now = JSON.stringify(await look(page, id));
    const seen = JSON.parse(now) as Awaited<ReturnType<typeof look>>;
    const settled = now === last && seen.box !== null && seen.opaque;
    last = now;
    return settled;
  }, { timeout: 15000, interval: 150 }).toBe(true);
  return JSON.parse(last) as Awaited<ReturnType<typeof look>>;
}

const closeBox = (page: Page, id: number) => page.locator(`#boxzilla-${id} .boxzilla-close-icon`).click();

interface Trigger {
  id: number;
  /** What makes the box show. */
  act(page: Page): Promise<unknown>;
}

const ids = seeded.boxes;
const TRIGGERS: Record<string, Trigger> = {
  manual: { id: ids.manual!, act: (page) => page.click('#matrix-box-manual') },
  time_on_page: { id: ids.time_on_page!, act: async () => undefined },
  percentage: { id: ids.percentage!, act: (page) => page.evaluate(() => scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.6)) },
  element: { id: ids.element!, act: (page) => page.locator('#matrix-box-element').scrollIntoViewIfNeeded() },
  // Boxzilla counts the page views of the visit: the second one shows it.
  pageviews: { id: ids.pageviews!, act: (page) => page.reload() },
  exit_intent: {
    id: ids.exit_intent!,
    act: async (page) => {
      await page.mouse.move(640, 300);
      await page.mouse.move(640, 2, { steps: 5 });
      await page.mouse.move(640, -20, { steps: 2 });
      // Chromium reports the pointer leaving the page's top edge.
      await page.dispatchEvent('html', 'mouseleave', { clientY: -20, clientX: 640 });
    },
  },
};

/** A visitor who has closed the consent banner already: it would cover the corner boxes. */
const bannerClosed = (page: Page) => page.context().addCookies([{ name: 'cmplz_banner-status', value: 'dismissed', url: baseUrl }]);

/** One box's life on one side: shown by its trigger, closed, and the next page. */
async function boxLife(side: Side, trigger: Trigger) {
  const opened: SidePage = await open(side, pageUrl('boxes'), { before: bannerClosed });
  await started(opened);
  const { page } = opened;
  await trigger.act(page);
  const before = await shown(page, trigger.id);
  await closeBox(page, trigger.id);
  await expect.poll(async () => (await look(page, trigger.id)).box, { message: side }).toBeNull();
  // The page writes its cookie with document.cookie; the browser's own store, which the test
  // reads, has it a moment later (an IPC under load): asked until it is there, or 3 s have passed.
  const name = `boxzilla_box_${trigger.id}`;
  await expect.poll(async () => name in await siteCookies(opened), { timeout: 3000 }).toBe(true).catch(() => undefined);
  const cookie = (await siteCookies(opened))[name] ?? null;
  await page.goto(new URL(pageUrl('boxes'), page.url()).href);
  await started(opened);
  // The link opens its box whatever the cookie says: only the triggers are asked again.
  if (trigger !== TRIGGERS.manual) await trigger.act(page);
  // Long enough for its trigger to have fired again (time on page: 1 s, which Boxzilla checks once a second).
  await page.waitForTimeout(trigger === TRIGGERS.time_on_page ? 2500 : 1200);
  const again = (await look(page, trigger.id)).box;
  if (side === 'airlift') expectNoReplacedScript(opened);
  expect(pageErrors(opened), side).toEqual([]);
  return { ...before, cookie, again };
}

/** Boxes at the same place within a few pixels. */
function expectNear(airlift: number[] | null, legacy: number[] | null, what: string): void {
  expect(airlift === null, `${what}: ${JSON.stringify({ airlift, legacy })}`).toBe(legacy === null);
  airlift?.forEach((value, index) => expect(Math.abs(value - (legacy?.[index] ?? 0)), `${what}: ${JSON.stringify({ airlift, legacy })}`).toBeLessThanOrEqual(3));
}

const GENERATIONS = cell.plugins.filter((plugin) => plugin.folder === 'boxzilla').map((plugin) => plugin.as);

describe.each(GENERATIONS)('Boxzilla (%s), side by side', (folder) => {
  beforeAll(() => {
    if (folder === 'boxzilla') return;
    wp('deactivate', 'boxzilla/boxzilla.php');
    wp('activate', `${folder}/boxzilla.php`);
  });
  afterAll(() => {
    if (folder === 'boxzilla') return;
    wp('deactivate', `${folder}/boxzilla.php`);
    wp('activate', 'boxzilla/boxzilla.php');
  });

  // The older generation differs in its layout (which airlift supplies) and its cookie: a corner box
  // by its timer, the centred ones with their overlay, by a link and on exit intent, show both.
  // Boxzilla 3.4 enqueues its layout rules as a stylesheet (`boxzilla-css`); the older generation
  // has none, and the popups pack brings them in its part pack, printed after it.
  const ownStylesheet = folder === 'boxzilla';
  it(`the popups pack loads, its layout part ${ownStylesheet ? 'never (Boxzilla\'s stylesheet holds the rules)' : 'printed after it, once'}; a box with a trigger shows laid out`, async () => {
    const opened = await open('airlift', pageUrl('boxes'), { before: bannerClosed });
    await started(opened);
    const { page } = opened;
    await shown(page, TRIGGERS.time_on_page!.id);
    // The time-on-page box is in the bottom-right corner, fixed there.
    expect(await page.evaluate((id) => {
      const element = document.getElementById(`boxzilla-${id}`)!;
      const { right, bottom } = element.getBoundingClientRect();
      return { position: getComputedStyle(element).position, right: Math.round(right) === document.documentElement.clientWidth, bottom: Math.round(bottom) === innerHeight };
    }, TRIGGERS.time_on_page!.id)).toEqual({ position: 'fixed', right: true, bottom: true });
    const packs = opened.requests.map((url) => new URL(url).pathname).filter((path) => path.includes('/plugins/airlift/packs/'));
    expect(packs.filter((path) => path.endsWith('/popups.js'))).toHaveLength(1);
    expect(packs.filter((path) => path.endsWith('/popups-layout.js'))).toHaveLength(ownStylesheet ? 0 : 1);
    expect(await page.locator('link#boxzilla-css[rel="stylesheet"]').count()).toBe(ownStylesheet ? 1 : 0);
    // Printed by the server right after the popups pack (no waterfall), where the style is not enqueued.
    const tags = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-airlift-pack]:not([async])'), (script) => script.dataset.airliftPack));
    expect(tags.filter((pack) => pack?.startsWith('popups'))).toEqual(ownStylesheet ? ['popups'] : ['popups', 'popups-layout']);
    if (!ownStylesheet) expect(tags.indexOf('popups-layout')).toBe(tags.indexOf('popups') + 1);
    expect(await page.locator('style[data-airlift-boxzilla-css]').count()).toBe(ownStylesheet ? 0 : 1);
    expect(pageErrors(opened)).toEqual([]);
  });

  const triggers = Object.entries(TRIGGERS).filter(([name]) => folder === 'boxzilla' || ['manual', 'time_on_page', 'exit_intent'].includes(name));
  for (const [name, trigger] of triggers) {
    it(`${name}: shows where Boxzilla's does with the same overlay; closed, the same cookie, and it stays closed on the next page`, async () => {
      const seen = await onBothSides((side) => boxLife(side, trigger));
      expectNear(seen.airlift.box, seen.legacy.box, 'box');
      expectNear(seen.airlift.overlay, seen.legacy.overlay, 'overlay');
      expect(seen.legacy.cookie, 'Boxzilla sets its cookie').not.toBeNull();
      expect(seen.airlift.cookie).toEqual(seen.legacy.cookie);
      expect(seen.legacy.again).toBeNull();
      expect(seen.airlift.again).toBeNull();
    });
  }
});
