// SPEC §5: time-code parsing takes a string such as 00:00:00 of up to four parts and throws
// otherwise; the utility functions throw on input that is not a string. airlift's players parse
// no time code: the parser is MediaElement's, in the mediaelement engine pack (README).
import { describe, expect, it } from 'vitest';
import { airliftReady, pagePerTest, openPage } from './helpers';

const open = pagePerTest(openPage);

describe('time codes (the mediaelement pack)', () => {
  it('parses up to four parts, and throws a TypeError on a malformed string and on input that is not a string', async () => {
    const { page, errors } = await open('/accordion.html');
    await airliftReady(page);
    const results = await page.evaluate(async () => {
      const airlift = (window as unknown as { airlift: { loadPack(name: string): Promise<{ mejs: unknown }> } }).airlift;
      const { mejs } = await airlift.loadPack('mediaelement');
      const utils = (mejs as { Utils: Record<string, (...args: unknown[]) => unknown> }).Utils;
      const attempt = (name: string, ...args: unknown[]): unknown => {
        try {
          return utils[name]!(...args);
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message}`;
        }
      };
      return {
        seconds: attempt('timeCodeToSeconds', '45'),
        minutes: attempt('timeCodeToSeconds', '01:30'),
        hours: attempt('timeCodeToSeconds', '01:02:03'),
        frames: attempt('timeCodeToSeconds', '00:00:01:12', 24),
        malformed: attempt('timeCodeToSeconds', 'abc'),
        tooShort: attempt('timeCodeToSeconds', '1:2'),
        number: attempt('timeCodeToSeconds', 90),
        missing: attempt('timeCodeToSeconds', undefined),
        escapeNumber: attempt('escapeHTML', 5),
        mediaTypeNumber: attempt('getTypeFromFile', 5),
      };
    });
    expect(results).toEqual({
      seconds: 45,
      minutes: 90,
      hours: 3723,
      frames: 1.5,
      malformed: 'TypeError: Time code must have the format `00:00:00`',
      tooShort: 'TypeError: Time code must have the format `00:00:00`',
      number: 'TypeError: Time must be a string',
      missing: 'TypeError: Time must be a string',
      escapeNumber: 'Error: Argument passed must be a string',
      mediaTypeNumber: 'Error: `url` argument must be a string',
    });
    expect(errors).toEqual([]);
  });
});
