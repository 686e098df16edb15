/** Arrays whose first item is known to be there. */
export type NonEmpty<T> = readonly [T, ...T[]];

/** True when `items` has an item: `items[0]` is then typed as present. */
export function isNonEmpty<T>(items: readonly T[]): items is NonEmpty<T> {
  return items.length > 0;
}
