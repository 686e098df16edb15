// SPEC §8 — HLS media errors on the radio, in Chromium through hls.js: a live segment the MP3
// decoder refuses (the demo server's `?undecodable`) raises a real decode error on the radio's
// audio element. Once, the station keeps playing on the same element and never says paused
// (this outcome guards against a regression only: hls.js's own reset also recovers a single bad
// segment, so the test passes without airlift's handling too). When every segment fails, the
// element is recovered, recovered with the codec swapped, then given up, and the station's
// reconnection takes over with a new one (a play the recoveries interrupted, ours or hls.js's
// own, is not taken for the stream failing).
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { pagePerTest } from './helpers';
import type { TestPage } from './helpers';
import { bar, channel, openRadio } from './radio-support';

const LONG = { timeout: 20000 };
const MEDIA_ERR_DECODE = 3;
const SEGMENT = /\/radio\/hls\/segment-(\d+)\.mp3$/;
const open = pagePerTest(openRadio);

/** Answers with the demo server's undecodable copy of the segment asked for. */
async function undecodable(route: Route): Promise<void> {
  try {
    const response = await route.fetch({ url: `${route.request().url()}?undecodable` });
    await route.fulfill({ response });
  } catch {
    // The page closed while the segment was on its way.
  }
}

/**
 * No native HLS (hls.js plays the stream), and a record of the audio elements the page plays
 * (numbered in the order they first play) and of their errors, taken before the radio's own
 * listeners run.
 */
async function watchAudio({ context }: TestPage): Promise<void> {
  await context.addInitScript(() => {
    const canPlay = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function canPlayType(type: string) {
      return /mpegurl/i.test(type) ? '' : canPlay.call(this, type);
    };
    const record = { elements: 0, errors: [] as { element: number; code: number }[], attaches: [] as number[] };
    (window as unknown as { audioRecord: typeof record }).audioRecord = record;
    // hls.js attaches a MediaSource (a blob: source) to the element at the start and again at
    // each recovery: per media element, in the order they were made.
    const made: HTMLMediaElement[] = [];
    const source = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
    Object.defineProperty(HTMLMediaElement.prototype, 'src', {
      ...source,
      set(this: HTMLMediaElement, value: string) {
        const at = made.indexOf(this);
        if (at >= 0 && String(value).startsWith('blob:')) record.attaches[at] = (record.attaches[at] ?? 0) + 1;
        source.set!.call(this, value);
      },
    });
    const create = Document.prototype.createElement;
    Document.prototype.createElement = function createElement(this: Document, ...args: Parameters<Document['createElement']>) {
      const element = create.apply(this, args);
      if (element instanceof HTMLMediaElement) {
        made.push(element);
        let number = 0;
        element.addEventListener('play', () => {
          number ||= ++record.elements;
        });
        element.addEventListener('error', (event) => {
          record.errors.push({ element: number, code: element.error?.code ?? 0 });
          // Only hls.js's own report of the failure reaches the radio.
          if ((window as unknown as { hideElementErrors?: boolean }).hideElementErrors) event.stopImmediatePropagation();
        });
      }
      return element;
    };
  });
}

interface AudioRecord {
  elements: number;
  errors: { element: number; code: number }[];
  /** MediaSources attached, per media element in the order they were made. */
  attaches: number[];
}

const audioRecord = (page: Page): Promise<AudioRecord> =>
  page.evaluate(() => (window as unknown as { audioRecord: AudioRecord }).audioRecord);

/** Every value the bar's data-radio-state takes from now on. */
async function recordStates(page: Page): Promise<() => Promise<string[]>> {
  await page.locator(bar).evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { radioStates: string[] }).radioStates = seen;
    new MutationObserver(() => seen.push(element.getAttribute('data-radio-state') ?? '')).observe(element, { attributeFilter: ['data-radio-state'] });
  });
  return () => page.evaluate(() => [...(window as unknown as { radioStates: string[] }).radioStates]);
}

/**
 * hls.js hears of a refused segment too (a failed append, the MediaSource closing) and resets its
 * MediaSource itself, which can come before the radio's listener runs (the element's pending
 * error event then never fires). The second case hides the element's errors from the radio, so
 * that only hls.js's own resets and fatal report reach it. That order interrupted the station's
 * pending play(), which the radio took for the stream failing: it reconnected after one reset,
 * with no recovery of its own.
 */
const REPORTERS: [string, boolean][] = [
  ['the element reports it', false],
  ["only hls.js's own handling reaches the radio", true],
];

async function hideElementErrors(page: Page, hide: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as unknown as { hideElementErrors: boolean }).hideElementErrors = value;
  }, hide);
}

describe('radio HLS media errors', { timeout: 60000 }, () => {
  it.each(REPORTERS)('a live segment the decoder refuses (%s): recovered, and the station keeps playing without ever saying paused', async (_case, hide) => {
    const { page, context, errors } = await open('/radio.html', watchAudio);
    await hideElementErrors(page, hide);
    // The second segment hls.js asks for is undecodable the first time, whole afterwards.
    const asked = new Map<number, number>();
    let first = -1;
    await context.route(SEGMENT, async (route) => {
      const index = Number(SEGMENT.exec(route.request().url())![1]);
      if (first < 0) first = index;
      asked.set(index, (asked.get(index) ?? 0) + 1);
      if (index !== first + 1 || asked.get(index)! > 1) return route.continue().catch(() => undefined);
      return undecodable(route);
    });
    const states = await recordStates(page);
    await page.locator(channel('Station Five')).click();
    await expect.poll(async () => (await audioRecord(page)).errors, LONG).toEqual([{ element: 1, code: MEDIA_ERR_DECODE }]);
    // The recovery loads the stream again from where it was: the refused segment, whole, if
    // the live window still holds it (it moves on every two seconds: a recovery that comes
    // late starts at the window's first segment, past it), and plays on past it.
    await expect.poll(() => [...asked].some(([index, times]) => index >= first + 1 && times > 1), LONG).toBe(true);
    await expect.poll(() => Math.max(...asked.keys()), LONG).toBeGreaterThan(first + 2);
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'playing');
    const record = await audioRecord(page);
    // The same audio element (no reconnection), one error.
    expect({ elements: record.elements, errors: record.errors }).toEqual({ elements: 1, errors: [{ element: 1, code: MEDIA_ERR_DECODE }] });
    expect(await states()).not.toContain('paused');
    expect(errors).toEqual([]);
  });

  it.each(REPORTERS)('a live stream the decoder always refuses (%s): hls.js is given up after the recoveries and the station reconnects', async (_case, hide) => {
    const { page, context, errors: pageErrors } = await open('/radio.html', watchAudio);
    await hideElementErrors(page, hide);
    await context.route(SEGMENT, undecodable);
    const states = await recordStates(page);
    await page.locator(channel('Station Five')).click();
    // Recover, swap codec and recover, give up: at least three MediaSources on the first element
    // (the start and two recoveries), then the station's reconnection makes a new one. hls.js
    // also hears of each failure, and resets its MediaSource itself up to appendErrorMaxRetry
    // (3) times before it reports the failure as fatal: whichever hears first, the first element
    // gets at most the start, hls.js's three and our two.
    await expect.poll(async () => (await audioRecord(page)).elements, LONG).toBeGreaterThan(1);
    const { errors, attaches } = await audioRecord(page);
    // Per element that hls.js played (other media elements the page makes are left out).
    const played = attaches.filter((count) => Boolean(count));
    expect(played[0]).toBeGreaterThanOrEqual(3);
    expect(played[0]).toBeLessThanOrEqual(6);
    expect(played.length).toBeGreaterThan(1);
    const first = errors.filter((error) => error.element === 1);
    expect(first.length).toBeLessThanOrEqual(played[0]!);
    expect(first.every((error) => error.code === MEDIA_ERR_DECODE)).toBe(true);
    expect(await states()).not.toContain('paused');
    await expect(page.locator(bar)).toHaveAttribute('data-radio-state', 'buffering');
    expect(pageErrors).toEqual([]);
  });
});
