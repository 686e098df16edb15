/**
 * What appears after the first scan, mounted in slices as the first scan is (core/sliced-scan):
 * a page that adds a thousand widgets at once gets no long task from airlift. Work runs in the
 * order it came, the first slice in the task that queued it (a few widgets are mounted at once,
 * as before); each step mounts one element, or finds one feature's elements in one added
 * subtree (errors are reported there: core/scan, core/mounts). An element gone by its turn is
 * skipped; one queued twice is mounted once.
 */
import { SLICE_MS, yieldToMain } from '../lib/slices';
import type { Mounts } from './mounts';
import type { Feature, MountContext } from './registry';
import { matchesOf, mountChanged } from './scan';

interface Work {
  /** The added subtree, or the element whose attributes changed. */
  root: Element;
  steps: Iterator<void>;
}

/** An added subtree's mounts, feature after feature, elements in document order. */
function* addedSteps(root: Element, features: readonly Feature[], mounts: Mounts): Generator<void> {
  for (const feature of features) {
    if (!root.isConnected) return;
    const matches = matchesOf(root, feature);
    for (const element of matches) {
      yield;
      if (element.isConnected) mounts.mount(element, feature);
    }
  }
}

function* changedSteps(element: Element, names: readonly string[], features: readonly Feature[], mounts: Mounts): Generator<void> {
  yield;
  if (element.isConnected) mountChanged(element, names, features, mounts);
}

export interface LateMounts {
  /** Queues an added subtree's mounts (start() runs the queue). */
  added(root: Element): void;
  /** Queues the mounts an element's changed attributes may make. */
  changed(element: Element, names: readonly string[]): void;
  /** Runs the queue: its first slice now, the rest in later tasks. */
  start(): void;
  /** Forgets the work within `root` (itself included), or all of it: torn down, it is not mounted later. */
  drop(root?: Node): void;
}

export function lateMounts(features: readonly Feature[], mounts: Mounts, quietly: MountContext['quietly']): LateMounts {
  let queue: Work[] = [];
  let running = false;
  const run = async (): Promise<void> => {
    running = true;
    try {
      for (let first = true; queue.length; first = false) {
        if (!first) await yieldToMain();
        const until = performance.now() + SLICE_MS;
        quietly(() => {
          while (queue.length && performance.now() < until) {
            const work = queue[0]!;
            if (work.steps.next().done && queue[0] === work) queue.shift();
          }
        });
      }
    } finally {
      running = false;
    }
  };
  return {
    added: (root) => void queue.push({ root, steps: addedSteps(root, features, mounts) }),
    changed: (element, names) => void queue.push({ root: element, steps: changedSteps(element, names, features, mounts) }),
    start: () => void (running || !queue.length || run()),
    drop(root) {
      queue = root ? queue.filter((work) => !root.contains(work.root)) : [];
    },
  };
}
