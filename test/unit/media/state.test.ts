// SPEC §4 Playlist — one current track by index; next/previous wrap; ended advances; after the
// last the first is loaded and plays only on a rebuild; extension change rebuilds, else swap.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterEnded, extensionOf, loadPlan, nextIndex, previousIndex } from '../../../src/features/media/playlist/state';

describe('playlist state', () => {
  it('next wraps to the first after the last, previous to the last from the first', () => {
    expect([0, 1, 2].map((index) => nextIndex(index, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((index) => previousIndex(index, 3))).toEqual([2, 0, 1]);
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('stays within the list for any index and length (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (count, raw) => {
      const index = raw % count;
      for (const result of [nextIndex(index, count), previousIndex(index, count)]) {
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThan(count);
      }
      expect(previousIndex(nextIndex(index, count), count)).toBe(index);
    }));
  });

  it('reads file extensions without query or hash', () => {
    expect(extensionOf('/media/one.mp3?_=1')).toBe('mp3');
    expect(extensionOf('https://x.test/a.b/THREE.OGG#t=1')).toBe('ogg');
    expect(extensionOf('/media/noext')).toBe('');
    expect(extensionOf('/.hidden')).toBe('');
  });

  it('rebuilds when the extension changes (or nothing is loaded yet) and swaps otherwise', () => {
    expect(loadPlan('/one.mp3', '/two.mp3')).toBe('swap');
    expect(loadPlan('/two.mp3', '/three.ogg')).toBe('rebuild');
    expect(loadPlan(null, '/one.mp3')).toBe('rebuild');
  });

  it('ended plays the next; after the last it returns to the first, playing only on a rebuild', () => {
    expect(afterEnded(0, 3, () => 'swap')).toEqual({ index: 1, play: true });
    expect(afterEnded(2, 3, () => 'swap')).toEqual({ index: 0, play: false });
    expect(afterEnded(2, 3, () => 'rebuild')).toEqual({ index: 0, play: true });
  });

  it('never throws on hostile sources (property)', () => {
    fc.assert(fc.property(fc.string(), fc.option(fc.string(), { nil: null }), (next, current) => {
      expect(['swap', 'rebuild']).toContain(loadPlan(current, next));
      expect(typeof extensionOf(next)).toBe('string');
    }));
  });
});
