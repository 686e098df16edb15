// SPEC §8 — the players' error catalogue: YouTube codes 2, 5, 100, 101/105 and 'Unknown error.'
// (the HLS rules are in test/unit/lib/hls.test.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { youtubeErrorMessage } from '../../../src/features/media/video-sites/errors';

describe('YouTube error codes', () => {
  it('maps each documented code to its message and anything else to Unknown error.', () => {
    expect(youtubeErrorMessage(2)).toMatch(/^The request contains an invalid parameter value/);
    expect(youtubeErrorMessage(5)).toMatch(/cannot be played in an HTML5 player/);
    expect(youtubeErrorMessage(100)).toMatch(/not found. Either video has been removed or has been marked as private/);
    expect(youtubeErrorMessage(101)).toBe('The owner of the requested video does not allow it to be played in embedded players.');
    expect(youtubeErrorMessage(105)).toBe(youtubeErrorMessage(101));
    for (const code of [0, 150, -1, '2', null, undefined, Number.NaN]) expect(youtubeErrorMessage(code)).toBe('Unknown error.');
    fc.assert(fc.property(fc.anything(), (code) => {
      expect(typeof youtubeErrorMessage(code)).toBe('string');
    }));
  });
});
