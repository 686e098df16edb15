/**
 * The first scan of a page, in slices of about SLICE_MS with the main thread yielded between
 * them, so that a large page's first scan is no long task.
 */
import { SLICE_MS, yieldToMain } from '../lib/slices';
import type { Mounts } from './mounts';
import type { Feature, MountContext } from './registry';
import { matchesOf } from './scan';
import type { ScanResult } from './scan';

export interface SlicedScanResult extends ScanResult {
  /** Main-thread milliseconds of the scan's slices, without the time yielded between them. */
  busyMs: number;
  /** How many tasks the scan ran in. */
  slices: number;
}

/**
 * Each slice is a quiet change of its own; what the page changed in between is handled
 * first, as at any other time (an element that mounts is counted where the scan finds it).
 * Every feature's elements are found first, then features mount in their order, elements in
 * document order (core/query); an element gone by its turn is skipped, and one that a mount of
 * the scan makes match another feature's selector (by a class or an attribute) waits for a
 * later scan.
 */
export async function scanInSlices(root: ParentNode, features: readonly Feature[], mounts: Mounts, quietly: MountContext['quietly']): Promise<SlicedScanResult> {
  const result: SlicedScanResult = { counts: {}, total: 0, busyMs: 0, slices: 1 };
  let sliceStart = performance.now();
  const due = (): boolean => performance.now() - sliceStart >= SLICE_MS;
  const pause = async (): Promise<void> => {
    result.busyMs += performance.now() - sliceStart;
    result.slices++;
    await yieldToMain();
    sliceStart = performance.now();
  };
  // Every feature's elements first, then the mounts. A walk of the page right after another
  // takes about half the time of one between mounts, which push the page's nodes out of the
  // processor's caches: on the 1,000-widget bench page, the features' selectors took 17 ms
  // between mounts and 8.5 ms asked again at once.
  const found: [Feature, Element[]][] = [];
  for (const feature of features) {
    if (due()) await pause();
    found.push([feature, matchesOf(root, feature)]);
  }
  for (const [feature, matches] of found) {
    let at = 0;
    // A feature with nothing found takes no slice of its own.
    while (at < matches.length) {
      if (due()) await pause();
      quietly(() => {
        do {
          const element = matches[at++]!;
          // Counted too where a change the page made between the scan's slices mounted it
          // first (a deferred script that sets a class on <body> has its change handled before
          // the next slice, core/mutations): the page's first scan found it, and it is mounted.
          if (element.isConnected && (mounts.isMounted(element, feature.name) || mounts.mount(element, feature))) {
            result.counts[feature.name] = (result.counts[feature.name] ?? 0) + 1;
            result.total++;
          }
        } while (at < matches.length && !due());
      });
    }
  }
  result.busyMs += performance.now() - sliceStart;
  return result;
}
