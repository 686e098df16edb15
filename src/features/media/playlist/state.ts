/**
 * The playlist's rules (SPEC §4), without a DOM: one current track by index; next and previous
 * wrap; a track that ends plays the next, and the last one returns to the first, which is
 * loaded and plays only if the player had to be rebuilt; a change of file extension rebuilds
 * the player, anything else swaps the source.
 */
export const nextIndex = (index: number, count: number): number => (count > 0 ? (index + 1 >= count ? 0 : index + 1) : 0);

export const previousIndex = (index: number, count: number): number => (count > 0 ? (index - 1 < 0 ? count - 1 : index - 1) : 0);

/** A source's file extension, without query or hash, lower-cased ('' when it has none). */
export function extensionOf(src: string): string {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export type LoadPlan = 'rebuild' | 'swap';

/** How to load `next` when `current` (the player's src, or null) is in the player. */
export function loadPlan(current: string | null, next: string): LoadPlan {
  return current !== null && extensionOf(current) === extensionOf(next) ? 'swap' : 'rebuild';
}

export interface EndedStep {
  index: number;
  /** Whether the new track plays: always within the list, after the last only on a rebuild. */
  play: boolean;
}

/** What happens when the current track ends. */
export function afterEnded(index: number, count: number, plan: (next: number) => LoadPlan): EndedStep {
  if (index + 1 < count) return { index: index + 1, play: true };
  return { index: 0, play: plan(0) === 'rebuild' };
}
