/**
 * The mutation bookkeeping: one MutationObserver mounts elements added later, and elements
 * that start matching later through a change of an attribute the features' selectors read
 * (a class another script adds, a data attribute set later), and tears down removed ones.
 * Changes airlift makes itself (inside a scan, or in `quietly`) are not scanned again; what
 * they remove is still torn down, in one sweep a task.
 */
import { attributeFilter } from './dependencies';
import type { Mounts } from './mounts';
import type { Feature } from './registry';
import { lateMounts } from './late';
import type { LateMounts } from './late';
import { selectorOf } from './scan';

export class Mutations {
  private observer: MutationObserver | null = null;
  /** The attributes observed, joined (see core/attributes). */
  private watching = '';
  /** How many `quietly` changes are running (nested ones run inside a scan's). */
  private depth = 0;
  /** What airlift's own changes removed since the last sweep. */
  private ownRemovals: Node[] = [];
  private sweepQueued = false;
  /** The mounts of what was added, queued to run in slices. */
  readonly late: LateMounts;

  constructor(
    private readonly doc: Document,
    private readonly features: readonly Feature[],
    private readonly mounts: Mounts,
  ) {
    this.late = lateMounts(features, mounts, (change) => this.quietly(change));
  }

  /**
   * Starts observing the document for added and removed elements, and for changes of the
   * attributes the features' selectors read (`attributeFilter`: other attributes cost nothing).
   * Called again, it follows selectors that changed since (a configuration global set later).
   */
  observe(): void {
    const filter = attributeFilter(this.features.map((feature) => [feature, selectorOf(feature)]));
    const watching = filter.join(' ');
    if (this.observer && watching === this.watching) return;
    this.observer ??= new MutationObserver((records) => this.handle(records));
    this.watching = watching;
    this.observer.observe(this.doc.documentElement, filter.length
      ? { childList: true, subtree: true, attributes: true, attributeFilter: filter }
      : { childList: true, subtree: true });
  }

  disconnect(): void {
    this.late.drop();
    this.observer?.disconnect();
    this.observer = null;
    this.watching = '';
  }

  /**
   * Runs a DOM change of airlift's own: records already pending are handled first, then the
   * change runs, and what it added is not scanned (what it removed is still torn down).
   * Nested inside another (a mount's `quietly` during a scan), the pending records are the
   * outer change's own: they are not scanned either, and removals are swept once, when the
   * outermost change ends, rather than after every widget.
   */
  quietly<T>(change: () => T): T {
    if (this.observer) {
      const pending = this.observer.takeRecords();
      if (this.depth > 0) this.noteOwn(pending);
      else this.handle(pending);
    }
    this.depth++;
    try {
      return change();
    } finally {
      this.depth--;
      if (this.observer) {
        this.noteOwn(this.observer.takeRecords());
        if (this.depth === 0 && this.ownRemovals.length) this.sweepSoon();
      }
    }
  }

  /**
   * One sweep for all of airlift's own removals in this task (a pack mounting a thousand
   * widgets sweeps once, not once per widget), at the end of the current microtasks.
   */
  private sweepSoon(): void {
    if (this.sweepQueued) return;
    this.sweepQueued = true;
    queueMicrotask(() => {
      this.sweepQueued = false;
      this.quietly(() => this.sweep([]));
    });
  }

  /** Airlift's own changes: nothing is scanned, what they removed is swept later. */
  private noteOwn(records: MutationRecord[]): void {
    for (const record of records) {
      if (record.type === 'childList') record.removedNodes.forEach((node) => this.ownRemovals.push(node));
    }
  }

  private handle(records: MutationRecord[]): void {
    const removed: Node[] = [];
    const added: Element[] = [];
    let changed: Map<Element, string[]> | null = null;
    for (const record of records) {
      if (record.type === 'attributes') {
        changed ??= new Map();
        const names = changed.get(record.target as Element);
        if (!names) changed.set(record.target as Element, [record.attributeName!]);
        else if (!names.includes(record.attributeName!)) names.push(record.attributeName!);
        continue;
      }
      record.removedNodes.forEach((node) => removed.push(node));
      record.addedNodes.forEach((node) => {
        if (node.nodeType === 1) added.push(node as Element);
      });
    }
    if (!removed.length && !added.length && !changed) return;
    // What the cleanups and mounts change is airlift's own; the mounts run in slices (core/late).
    if (removed.length) this.quietly(() => this.sweep(removed));
    for (const element of added) this.late.added(element);
    changed?.forEach((names, element) => this.late.changed(element, names));
    this.late.start();
  }

  /** Tears down what airlift's own changes removed since the last sweep, then what `removed` holds. */
  private sweep(removed: Node[]): void {
    const own = this.ownRemovals;
    this.ownRemovals = [];
    this.mounts.sweep(own);
    this.mounts.sweep(removed);
  }
}
