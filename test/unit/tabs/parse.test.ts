// data-vc-tta-autoplay='{"delay":5000}': a valid delay in ms, or no autoplay for bad input.
import { describe, expect, it } from 'vitest';
import { parseAutoplay } from '../../../src/features/tabs/parse';

describe('tabs autoplay attribute', () => {
  it('reads the delay in milliseconds', () => {
    expect(parseAutoplay('{"delay":5000}')).toBe(5000);
    expect(parseAutoplay('{"delay":"3000"}')).toBe(3000);
  });

  it('raises very short delays to a usable minimum', () => {
    expect(parseAutoplay('{"delay":10}')).toBe(1000);
  });

  it('gives no autoplay for missing, broken or hostile values', () => {
    for (const raw of [null, '', '{', 'null', '[]', '{"delay":0}', '{"delay":-5}', '{"delay":"soon"}', '{"delay":null}', '{}', '"5000"', '{"delay":1e999}']) {
      expect(parseAutoplay(raw)).toBeNull();
    }
  });
});
