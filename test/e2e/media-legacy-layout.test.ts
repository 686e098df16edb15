// The players under WordPress's own media stylesheets (MediaElement's legacy stylesheet and
// wp-mediaelement.css): the same [audio], [video] and [playlist] markup, rendered once by
// MediaElement's own player (the build WordPress ships, as WordPress starts it; npm's where
// WordPress is not installed) and once by airlift, gives the same player box, controls bar, time
// rail and overlays, within a few pixels; the layers airlift
// does not show stay hidden whatever the stylesheets say; no native range input.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { airliftReady, axeViolations, baseUrl, pagePerTest, openPage } from './helpers';
import { frames, idleAfterFrames } from './page-helpers';

const open = pagePerTest(openPage);
const PAGE = '/media-same.html';
const TOLERANCE = 3;
const PLAYERS = ['#audio-1', '#video-1', '#audio-playlist audio', '#video-playlist video'];
const PARTS = ['', '.mejs-controls', '.mejs-overlay-play', '.mejs-overlay-button', '.mejs-poster', '.mejs-time-rail'];
/** A playlist's time rail gives room to its previous and next track buttons, which WordPress's playlist has not. */
const TRACK_BUTTONS = 2 * 32;

type Box = [number, number, number, number] | null;

/** Each player's box and the boxes of its parts (null: not shown), by player and part. */
/** The geometry once it holds still: read after each two frames until two reads agree (a video's own size arrives late). */
async function settledGeometry(page: Page): Promise<Record<string, Record<string, Box>>> {
  let last = JSON.stringify(await geometry(page));
  for (;;) {
    await frames(page, 2);
    const now = await geometry(page);
    if (JSON.stringify(now) === last) return now;
    last = JSON.stringify(now);
  }
}

function geometry(page: Page): Promise<Record<string, Record<string, Box>>> {
  return page.evaluate(([players, parts]) => {
    const out: Record<string, Record<string, Box>> = {};
    for (const selector of players) {
      const container = document.querySelector(selector)?.closest('.mejs-container') ?? null;
      // A playlist's player from the playlist's corner (the track list below it is wp-playlist's, not MediaElement's).
      const origin = container?.closest('.wp-playlist')?.getBoundingClientRect() ?? { x: 0, y: -scrollY };
      const box = (element: Element | null): Box => {
        if (!element || getComputedStyle(element).display === 'none' || (element as HTMLElement).offsetParent === null) return null;
        const rect = element.getBoundingClientRect();
        return [rect.x - origin.x, rect.y - origin.y, rect.width, rect.height].map(Math.round) as Box;
      };
      out[selector] = Object.fromEntries(parts.map((part) => [part || 'container', box(part ? container?.querySelector(part) ?? null : container)]));
    }
    return out;
  }, [PLAYERS, PARTS] as const);
}

/** Each playlist's current item, track list and tracks, from the playlist's corner (WordPress's wp-playlist.js renders them on the legacy side). */
function playlistGeometry(page: Page): Promise<Box[][]> {
  return page.evaluate(() => Array.from(document.querySelectorAll('.wp-playlist'), (playlist) => {
    const origin = playlist.getBoundingClientRect();
    return Array.from(playlist.querySelectorAll('.wp-playlist-current-item, .wp-playlist-tracks, .wp-playlist-item'), (element) => {
      const rect = element.getBoundingClientRect();
      return [rect.x - origin.x, rect.y - origin.y, rect.width, rect.height].map(Math.round) as Box;
    });
  }));
}

/** How the legacy side started its players: WordPress's own scripts where the WordPress the tests install is there. */
const LEGACY_STARTED = existsSync(join(process.env.WORDPRESS_DIR ?? '/usr/share/wordpress', 'wp-includes/js/mediaelement/wp-playlist.min.js'))
  ? "WordPress's wp-mediaelement.js and wp-playlist.js" : 'by hand';

interface LegacyGeometry {
  players: Record<string, Record<string, Box>>;
  playlists: Box[][];
}

/** What `read` finds on the same page with MediaElement's own players (started as LEGACY_STARTED says). */
async function onLegacy<T>(read: (page: Page) => Promise<T>): Promise<T> {
  const legacy = await openPage('');
  try {
    await legacy.page.goto(new URL(`${PAGE}#legacy`, baseUrl).href);
    await legacy.page.waitForFunction(() => (window as unknown as { __legacyReady?: boolean }).__legacyReady === true);
    return await read(legacy.page);
  } finally {
    await legacy.close();
  }
}

async function legacyGeometry(): Promise<LegacyGeometry> {
  return onLegacy(async (page) => {
    await expect.poll(() => page.locator('.mejs-container').count()).toBe(PLAYERS.length);
    // Its video players size themselves again once the video's own size is known.
    await page.waitForFunction(() => Array.from(document.querySelectorAll('video')).every((video) => video.readyState >= 1 || video.preload === 'none'));
    expect(await page.evaluate(() => (window as unknown as { __legacyStarted?: string }).__legacyStarted)).toBe(LEGACY_STARTED);
    return { players: await settledGeometry(page), playlists: await playlistGeometry(page) };
  });
}

describe('players under WordPress\'s media stylesheets', { timeout: 90000 }, () => {
  it('box, controls bar and overlays as MediaElement\'s own player lays them out on the same markup', async () => {
    const { players: expected, playlists } = await legacyGeometry();
    // MediaElement's own player did build every player, each a real box.
    for (const selector of PLAYERS) expect(expected[selector]!.container![3], selector).toBeGreaterThan(30);

    const current = await open(PAGE);
    const { page } = current;
    await airliftReady(page);
    await expect.poll(() => page.locator('.mejs-container').count()).toBe(PLAYERS.length);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('video')).every((video) => video.readyState >= 1 || video.preload === 'none'));
    const actual = await settledGeometry(page);
    for (const selector of PLAYERS) {
      for (const part of PARTS.map((name) => name || 'container')) {
        const [want, got] = [expected[selector]?.[part], actual[selector]?.[part]];
        const label = `${selector} ${part}: MediaElement ${JSON.stringify(want)}, airlift ${JSON.stringify(got)}`;
        // Both pages measured every part of every player (null: the part is not shown).
        if (want === undefined || got === undefined) throw new Error(`${label}: not measured`);
        if (want === null) {
          expect(got, label).toBeNull();
          continue;
        }
        expect(got, label).not.toBeNull();
        if (part === '.mejs-time-rail' && selector.includes('playlist')) {
          // Shifted right by both track buttons (around play/pause, before the time), narrower by them.
          expect(Math.abs(got![0] - want[0] - TRACK_BUTTONS), label).toBeLessThanOrEqual(TOLERANCE);
          expect(Math.abs(got![2] - (want[2] - TRACK_BUTTONS)), label).toBeLessThanOrEqual(TOLERANCE);
          continue;
        }
        want.forEach((value, at) => expect(Math.abs(got![at]! - value), label).toBeLessThanOrEqual(TOLERANCE));
      }
    }
    // A playlist is as tall as WordPress's: its track list follows the player after
    // wp-mediaelement.css's 10 px (wp-playlist's empty next and previous elements between them),
    // its track buttons being in the controls bar.
    const gaps = await page.evaluate(() => Array.from(document.querySelectorAll('.wp-playlist'), (playlist) => {
      const player = playlist.querySelector('.mejs-container')!.getBoundingClientRect();
      const tracks = playlist.querySelector('.wp-playlist-tracks')!.getBoundingClientRect();
      const buttons = Array.from(playlist.querySelectorAll('.mejs-controls .wp-playlist-prev-button, .mejs-controls .wp-playlist-next-button'));
      return { gap: Math.round(tracks.top - player.bottom), buttons: buttons.length };
    }));
    expect(gaps).toEqual([{ gap: 10, buttons: 2 }, { gap: 10, buttons: 2 }]);
    // Where WordPress's wp-playlist.js drew the legacy side's current item and track list, airlift's are where its are.
    if (LEGACY_STARTED !== 'by hand') {
      const ours = await playlistGeometry(page);
      // The audio playlist: its current item, the list and two tracks; the video one: the list and its track.
      expect(playlists.map((boxes) => boxes.length)).toEqual([4, 2]);
      expect(ours.map((boxes) => boxes.length)).toEqual([4, 2]);
      playlists.forEach((boxes, list) => boxes.forEach((want, at) => {
        const got = ours[list]![at]!;
        const label = `playlist ${list} part ${at}: wp-playlist ${JSON.stringify(want)}, airlift ${JSON.stringify(got)}`;
        want!.forEach((value, index) => expect(Math.abs(got[index]! - value), label).toBeLessThanOrEqual(TOLERANCE));
      }));
    }
    // The loading and error layers, not shown, stay out of view under these stylesheets.
    const shownLayers = await page.locator('.mejs-overlay-loading, .mejs-overlay-error').evaluateAll((layers) => layers.filter((layer) => (layer as HTMLElement).offsetParent !== null).length);
    expect(shownLayers).toBe(0);
    // Sliders are MediaElement's rails, no range input a theme restyles.
    await expect(page.locator('.mejs-container input[type="range"]')).toHaveCount(0);
    await expect(page.locator('.mejs-time-total[role="slider"]')).toHaveCount(PLAYERS.length);
    expect(current.errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('captions where MediaElement shows them: its layer, above the bar while it is in view', async () => {
    /** The [video]'s English captions chosen from its menu, at 0.5 s, the pointer away: the layer's, position's and caption's boxes, from the player's corner. */
    const captions = async (page: Page): Promise<Box[]> => {
      const player = page.locator('.mejs-container:has(#video-1)');
      // MediaElement's menu opens on hover, airlift's on a press.
      const english = player.locator('.mejs-captions-selector-label', { hasText: 'English' });
      await player.locator('.mejs-captions-button button').hover();
      if (!(await english.isVisible())) await player.locator('.mejs-captions-button button').click();
      await english.click();
      await page.locator('#video-1').evaluate((media: HTMLVideoElement) => { media.currentTime = 0.5; });
      await expect(player.locator('.mejs-captions-text')).toHaveText('Hello from the captions track');
      await page.mouse.move(0, 0);
      return player.evaluate((container) => {
        const origin = container.getBoundingClientRect();
        return ['.mejs-captions-layer', '.mejs-captions-position', '.mejs-captions-text'].map((selector) => {
          const rect = container.querySelector(selector)!.getBoundingClientRect();
          return [rect.x - origin.x, rect.y - origin.y, rect.width, rect.height].map(Math.round) as Box;
        });
      });
    };
    const expected = await onLegacy(captions);
    const current = await open(PAGE);
    await airliftReady(current.page);
    await expect.poll(() => current.page.locator('.mejs-container:has(#video-1) .mejs-captions-button button').isDisabled()).toBe(false);
    const actual = await captions(current.page);
    expected.forEach((want, at) => {
      const label = `part ${at}: MediaElement ${JSON.stringify(want)}, airlift ${JSON.stringify(actual[at])}`;
      want!.forEach((value, index) => expect(Math.abs(actual[at]![index]! - value), label).toBeLessThanOrEqual(TOLERANCE));
    });
    expect(current.errors).toEqual([]);
  });

  it("the time rail's hover as MediaElement's: the time under the mouse in its float, the hovered span from the handle", async () => {
    /** The [video]'s rail hovered at 40 % of its width: the float's and hovered span's boxes from the player's corner, and the float's text. */
    const hovered = async (page: Page): Promise<{ boxes: Box[]; text: string }> => {
      const player = page.locator('.mejs-container:has(#video-1)');
      await expect.poll(() => page.locator('#video-1').evaluate((media: HTMLVideoElement) => media.duration)).toBeGreaterThan(0);
      const rail = await player.locator('.mejs-time-total').boundingBox();
      await page.mouse.move(rail!.x + rail!.width * 0.4 - 5, rail!.y + rail!.height / 2);
      await page.mouse.move(rail!.x + rail!.width * 0.4, rail!.y + rail!.height / 2);
      await expect(player.locator('.mejs-time-float')).toBeVisible();
      return player.evaluate((container) => {
        const origin = container.getBoundingClientRect();
        const boxes = ['.mejs-time-float', '.mejs-time-hovered'].map((selector) => {
          const rect = container.querySelector(selector)!.getBoundingClientRect();
          return [rect.x - origin.x, rect.y - origin.y, rect.width, rect.height].map(Math.round) as Box;
        });
        return { boxes, text: container.querySelector('.mejs-time-float-current')!.textContent };
      });
    };
    const expected = await onLegacy(hovered);
    const current = await open(PAGE);
    await airliftReady(current.page);
    const actual = await hovered(current.page);
    expect(actual.text).toBe(expected.text);
    expected.boxes.forEach((want, at) => {
      const label = `part ${at}: MediaElement ${JSON.stringify(want)}, airlift ${JSON.stringify(actual.boxes[at])}`;
      want!.forEach((value, index) => expect(Math.abs(actual.boxes[at]![index]! - value), label).toBeLessThanOrEqual(TOLERANCE));
    });
    expect(current.errors).toEqual([]);
  });

  it('buttons carry SVG icons and their names, never a text glyph an emoji script or a font could replace', async () => {
    const current = await open('/media.html');
    const { page } = current;
    await airliftReady(page);
    await expect(page.locator('#audio-playlist .wp-playlist-next-button')).toHaveCount(1);
    // The consent notice (a text button, Complianz's) aside.
    const buttons = await page.locator('.mejs-container button, .wp-playlist button').evaluateAll((list) => list.map((button) => ({
      name: button.getAttribute('aria-label') ?? '',
      text: (button.textContent ?? '').trim(),
      icon: button.querySelector('svg[aria-hidden="true"]') !== null,
    })).filter((button) => !button.text.startsWith('Click to accept')));
    expect(buttons.length).toBeGreaterThan(10);
    for (const button of buttons) expect(button, JSON.stringify(button)).toEqual({ name: expect.stringMatching(/\S/), text: '', icon: true });
  });
});

describe('the demo\'s side-by-side page (media-compare.html)', { timeout: 60000 }, () => {
  it('shows MediaElement\'s own players in one frame and airlift\'s in the other, on the same page', async () => {
    const current = await open('/media-compare.html');
    const { page } = current;
    const legacy = page.frameLocator('iframe[src$="#legacy"]');
    const ours = page.frameLocator('iframe[src$=".html"]');
    // Four players in each: MediaElement's (no region role, its own jQuery on the page) and airlift's.
    await expect.poll(() => legacy.locator('.mejs-container').count(), { timeout: 20000 }).toBe(PLAYERS.length);
    await expect.poll(() => ours.locator('.mejs-container[role="region"]').count(), { timeout: 20000 }).toBe(PLAYERS.length);
    await expect(legacy.locator('.mejs-container[role="region"]')).toHaveCount(0);
    const frames = page.frames().filter((frame) => frame.url().includes('/media-same.html'));
    const scripts = await Promise.all(frames.map((frame) => frame.evaluate(() => ({
      hash: location.hash,
      jquery: 'jQuery' in window,
      airlift: document.querySelector('script[src$="/dist/airlift.js"]') !== null,
    }))));
    expect(scripts.sort((a, b) => a.hash.localeCompare(b.hash))).toEqual([
      { hash: '', jquery: false, airlift: true },
      { hash: '#legacy', jquery: true, airlift: false },
    ]);
    // Side by side where there is room.
    const [left, right] = await Promise.all(['iframe[src$="#legacy"]', 'iframe[src$=".html"]'].map((selector) => page.locator(selector).boundingBox()));
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    expect(Math.abs(right!.y - left!.y)).toBeLessThanOrEqual(1);
    expect(current.errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('a half-migrated page (airlift added, WordPress\'s media scripts still there)', { timeout: 60000 }, () => {
  it('gets one player per element, MediaElement\'s, and airlift says so once in the console', async () => {
    const current = await open('');
    const { page } = current;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(new URL('/test-fixtures/media-half-migrated.html', baseUrl).href);
    await airliftReady(page);
    await expect.poll(() => page.locator('.mejs-container').count()).toBe(2);
    await idleAfterFrames(page);
    // One frame around each element, none inside another.
    await expect(page.locator('.mejs-container .mejs-container')).toHaveCount(0);
    for (const id of ['audio-1', 'video-1']) await expect(page.locator(`.mejs-container:has([id^="${id}"])`)).toHaveCount(1);
    // MediaElement's own (its renamed element, its role), not airlift's.
    await expect(page.locator('.mejs-container[role="region"]')).toHaveCount(0);
    expect(warnings.filter((text) => text.includes('[airlift:media]'))).toEqual([
      "[airlift:media] WordPress's MediaElement scripts are still on this page: their players are left to them (one player per element). Remove those scripts to let airlift build the players.",
    ]);
    expect(current.errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
  });
});
