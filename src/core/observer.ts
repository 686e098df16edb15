/**
 * The engine: one scan mounts every element a feature's selector matches, one
 * MutationObserver mounts elements added later and tears down removed ones. Changes airlift
 * makes itself (inside a scan, or in `quietly`) are not scanned again.
 */
import { reportError } from './errors';
import { SLICE_MS, yieldToMain } from '../lib/slices';
import { queryAll } from './query';
import type { Cleanup, Feature, MountContext } from './registry';

/**
 * A mount's context. Its AbortController is made when the feature first asks for the signal:
 * on a large page most mounts only hand their element to a pack that has not arrived yet, and
 * a thousand controllers made for nothing cost the first scan time and garbage collection.
 * Asked for after the widget's end, the signal comes already aborted.
 */
class Context implements MountContext {
  private controller: AbortController | null = null;
  private ended = false;

  constructor(
    readonly feature: string,
    readonly loadPack: MountContext['loadPack'],
    readonly quietly: MountContext['quietly'],
    readonly report: MountContext['report'],
  ) {}

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.ended) this.controller.abort();
    }
    return this.controller.signal;
  }

  end(): void {
    this.ended = true;
    this.controller?.abort();
  }
}

interface Mounted {
  /** The feature's name. */
  name: string;
  context: Context;
  cleanup: Cleanup | void;
}

export interface EngineOptions {
  features: readonly Feature[];
  loadPack<T>(name: string): Promise<T>;
  root?: Document;
}

export interface ScanResult {
  /** Elements mounted by this scan, by feature name. */
  counts: Record<string, number>;
  total: number;
}

export interface SlicedScanResult extends ScanResult {
  /** Main-thread milliseconds of the scan's slices, without the time yielded between them. */
  busyMs: number;
  /** How many tasks the scan ran in. */
  slices: number;
}

function named(mounted: readonly Mounted[], name: string): boolean {
  for (const entry of mounted) if (entry.name === name) return true;
  return false;
}

export class Engine {
  /** What is mounted on each element: mostly one feature, a few at most. */
  private readonly mounts = new WeakMap<Element, Mounted[]>();
  private readonly live = new Set<Element>();
  private observer: MutationObserver | null = null;
  /** How many `quietly` changes are running (nested ones run inside a scan's). */
  private depth = 0;
  /** Whether airlift's own changes removed elements since the outermost change began. */
  private ownRemovals = false;
  private sweepQueued = false;
  private readonly doc: Document;
  // The parts of a mount's context that are the same for every mount (of a feature).
  private readonly loadPack: MountContext['loadPack'] = (name) => this.options.loadPack(name);
  private readonly quiet: MountContext['quietly'] = (change) => this.quietly(change);
  private readonly reporters = new Map<string, MountContext['report']>();

  constructor(private readonly options: EngineOptions) {
    this.doc = options.root ?? document;
  }

  /** Starts observing the document for added and removed elements. */
  observe(): void {
    if (this.observer) return;
    this.observer = new MutationObserver((records) => this.handle(records));
    this.observer.observe(this.doc.documentElement, { childList: true, subtree: true });
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  isMounted(element: Element, feature?: string): boolean {
    const mounted = this.mounts.get(element);
    return feature ? Boolean(mounted && named(mounted, feature)) : Boolean(mounted?.length);
  }

  /** Mounts every feature on `root` and its descendants; returns what it mounted. */
  scan(root: ParentNode = this.doc): ScanResult {
    return this.quietly(() => this.mountWithin(root));
  }

  /**
   * `scan`, in slices of about SLICE_MS with the main thread yielded between them, so that the
   * first scan of a large page is no long task. Each slice is a quiet change of its own;
   * what the page changed in between is handled first, as at any other time. Every feature's
   * elements are found first, then features mount in their order, elements in document order
   * (core/query); an element gone by its turn is skipped, and one that a mount of the scan
   * makes match another feature's selector (by a class or an attribute) waits for a later scan.
   */
  async scanInSlices(root: ParentNode = this.doc): Promise<SlicedScanResult> {
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
    const { features } = this.options;
    const found: Element[][] = [];
    for (const feature of features) {
      if (due()) await pause();
      found.push(this.matchesOf(root, feature));
    }
    for (let index = 0; index < features.length; index++) {
      const feature = features[index]!;
      const matches = found[index]!;
      if (due()) await pause();
      let at = 0;
      while (at < matches.length) {
        if (due()) await pause();
        this.quietly(() => {
          do {
            const element = matches[at++]!;
            if (element.isConnected && this.mount(element, feature)) {
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

  /** Tears down every mounted element within `root` (itself included), or all of them. */
  teardown(root?: Node): number {
    let count = 0;
    for (const element of Array.from(this.live)) {
      if (!root || root === element || root.contains(element)) {
        this.unmount(element);
        count++;
      }
    }
    return count;
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
        if (this.depth === 0 && this.ownRemovals) this.sweepSoon();
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
      if (!this.ownRemovals) return;
      this.ownRemovals = false;
      this.sweep();
    });
  }

  private noteOwn(records: MutationRecord[]): void {
    if (records.some((record) => record.removedNodes.length > 0)) this.ownRemovals = true;
  }

  private handle(records: MutationRecord[]): void {
    let removed = false;
    const added: Element[] = [];
    for (const record of records) {
      if (record.removedNodes.length) removed = true;
      record.addedNodes.forEach((node) => {
        if (node.nodeType === 1) added.push(node as Element);
      });
    }
    if (removed) this.sweep();
    if (added.length) {
      this.quietly(() => {
        for (const element of added) {
          if (element.isConnected) this.mountWithin(element);
        }
      });
    }
  }

  /** Tears down mounted elements that are no longer in the document. */
  private sweep(): void {
    this.ownRemovals = false;
    for (const element of Array.from(this.live)) {
      if (!element.isConnected) this.unmount(element);
    }
  }

  /** The elements within `root` (itself included) that `feature` enhances; [] when none or broken. */
  private matchesOf(root: ParentNode, feature: Feature): Element[] {
    try {
      // A feature with nothing to look for on this page (its configuration is absent) says ''.
      const selector = feature.selector;
      if (!selector) return [];
      const matches = queryAll(root, selector);
      if (root instanceof Element && root.matches(selector)) matches.unshift(root);
      return matches;
    } catch (error) {
      reportError(feature.name, error);
      return [];
    }
  }

  private mountWithin(root: ParentNode): ScanResult {
    const counts: Record<string, number> = {};
    let total = 0;
    for (const feature of this.options.features) {
      for (const element of this.matchesOf(root, feature)) {
        if (this.mount(element, feature)) {
          counts[feature.name] = (counts[feature.name] ?? 0) + 1;
          total++;
        }
      }
    }
    return { counts, total };
  }

  private mount(element: Element, feature: Feature): boolean {
    let mounted = this.mounts.get(element);
    if (mounted && named(mounted, feature.name)) return false;
    if (!mounted) {
      mounted = [];
      this.mounts.set(element, mounted);
    }
    let report = this.reporters.get(feature.name);
    if (!report) {
      report = (error: unknown) => reportError(feature.name, error);
      this.reporters.set(feature.name, report);
    }
    const context = new Context(feature.name, this.loadPack, this.quiet, report);
    const entry: Mounted = { name: feature.name, context, cleanup: undefined };
    // Recorded before mounting: a mount that throws is not retried on every mutation.
    mounted.push(entry);
    this.live.add(element);
    try {
      entry.cleanup = feature.mount(element, context);
      return true;
    } catch (error) {
      context.end();
      reportError(feature.name, error);
      return false;
    }
  }

  private unmount(element: Element): void {
    const mounted = this.mounts.get(element);
    this.live.delete(element);
    this.mounts.delete(element);
    if (!mounted) return;
    for (const entry of mounted) {
      entry.context.end();
      try {
        entry.cleanup?.();
      } catch (error) {
        reportError(entry.name, error);
      }
    }
  }
}
