// Masonry packing: each item goes to the top of the shortest column.
import { describe, expect, it } from 'vitest';
import { columnCount, pack } from '../../../src/features/masonry/pack';

describe('masonry packing', () => {
  it('fills the first row, then the shortest column', () => {
    const { placements, height } = pack([120, 200, 80, 150, 90], 3, 100);
    expect(placements).toEqual([
      { x: 0, y: 0 }, { x: 100, y: 0 }, { x: 200, y: 0 },
      { x: 200, y: 80 }, { x: 0, y: 120 },
    ]);
    expect(height).toBe(230);
  });

  it('places wide items where all their columns are free', () => {
    expect(pack([50, 100, 30], 2, 10, [1, 1, 2]).placements[2]).toEqual({ x: 0, y: 100 });
  });

  it('counts columns from the item width, never fewer than one', () => {
    expect(columnCount(900, 300)).toBe(3);
    expect(columnCount(899.5, 299.83)).toBe(3);
    expect(columnCount(200, 300)).toBe(1);
    expect(columnCount(900, 0)).toBe(1);
  });
});
