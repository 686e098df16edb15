/** Masonry packing: each item goes to the top of the shortest column (leftmost on a tie). */
export interface Placement {
  x: number;
  y: number;
}

export interface Packed {
  placements: Placement[];
  height: number;
}

/**
 * `heights` of items in order, `spans` in columns (1 when omitted), `columns` of `columnWidth`
 * px. Returns each item's top-left corner and the container's height.
 */
export function pack(heights: readonly number[], columns: number, columnWidth: number, spans: readonly number[] = []): Packed {
  const count = Math.max(1, Math.floor(columns));
  const tops = new Array<number>(count).fill(0);
  const placements = heights.map((height, at) => {
    const span = Math.min(count, Math.max(1, spans[at] ?? 1));
    let best = 0;
    let bestTop = Infinity;
    for (let column = 0; column + span <= count; column++) {
      const top = Math.max(...tops.slice(column, column + span));
      if (top < bestTop) {
        bestTop = top;
        best = column;
      }
    }
    for (let column = best; column < best + span; column++) tops[column] = bestTop + height;
    return { x: best * columnWidth, y: bestTop };
  });
  return { placements, height: Math.max(...tops) };
}

/** How many columns of `itemWidth` fit in `containerWidth` (rounded, as Masonry does). */
export function columnCount(containerWidth: number, itemWidth: number): number {
  if (!(itemWidth > 0)) return 1;
  return Math.max(1, Math.floor((containerWidth + 1) / itemWidth));
}
