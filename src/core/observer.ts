/**
 * The engine: one scan mounts every element a feature's selector matches, one
 * MutationObserver mounts elements added later, and elements that start matching later
 * through a change of an attribute the features' selectors read (a class another script adds,
 * a data attribute set later), and tears down removed ones. Changes airlift makes itself
 * (inside a scan, or in `quietly`) are not scanned again.
 */
import { reportError } from './errors';
import { SLICE_MS, yieldToMain } from '../lib/slices';
import { queryAll } from './query';
import { attributeFilter, dependenciesOf } from './attributes';
import { Context } from './context';
import type { Cleanup, Feature, MountContext } from './registry';

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
  /** The attributes observed, joined (see core/attributes). */
  private watching = '';
  /** How many `quietly` changes are running (nested ones run inside a scan's). */
  private depth = 0;
  /** What airlift's own changes removed since the last sweep. */
  private ownRemovals: Node[] = [];
  private sweepQueued = false;
  private readonly doc: Document;
  // The parts of a mount's context that are the same for every mount (of a feature).
  private readonly loadPack: MountContext['loadPack'] = (name) => this.options.loadPack(name);
  private readonly quiet: MountContext['quietly'] = (change) => this.quietly(change);
  private readonly reporters = new Map<string, MountContext['report']>();

  constructor(private readonly options: EngineOptions) {
    this.doc = options.root ?? document;
  }

  /**
   * Starts observing the document for added and removed elements, and for changes of the
   * attributes the features' selectors read (`attributeFilter`: other attributes cost nothing).
   * Called again, it follows selectors that changed since (a configuration global set later).
   */
  observe(): void {
    const filter = attributeFilter(this.options.features.map((feature) => this.selectorOf(feature)));
    const watching = filter.join(' ');
    if (this.observer && watching === this.watching) return;
    this.observer ??= new MutationObserver((records) => this.handle(records));
    this.watching = watching;
    this.observer.observe(this.doc.documentElement, filter.length
      ? { childList: true, subtree: true, attributes: true, attributeFilter: filter }
      : { childList: true, subtree: true });
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.watching = '';
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
    // Quietly: what the cleanups change (a class put back) does not mount the element again.
    this.quietly(() => {
      for (const element of Array.from(this.live)) {
        if (!root || root === element || root.contains(element)) {
          this.unmount(element);
          count++;
        }
      }
    });
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
    // What the cleanups and mounts change is airlift's own.
    this.quietly(() => {
      if (removed.length) this.sweep(removed);
      for (const element of added) {
        if (element.isConnected) this.mountWithin(element);
      }
      changed?.forEach((names, element) => {
        if (element.isConnected) this.mountChanged(element, names);
      });
    });
  }

  /**
   * Tears down the mounted elements within removed subtrees that are no longer in the document
   * (a moved element stays mounted), and within those airlift's own changes removed: only the
   * removed subtrees are walked, however many elements are mounted elsewhere.
   */
  private sweep(removed: Node[]): void {
    const own = this.ownRemovals;
    this.ownRemovals = [];
    if (!this.live.size) return;
    for (const list of [own, removed]) {
      for (const node of list) {
        if (node.nodeType !== 1 || node.isConnected) continue;
        const root = node as Element;
        if (this.live.has(root)) this.unmount(root);
        const within = root.getElementsByTagName('*');
        for (let at = 0; at < within.length; at++) {
          const element = within[at]!;
          if (this.live.has(element)) this.unmount(element);
        }
      }
    }
  }

  /**
   * An element whose watched attributes changed: every feature whose selector reads one of
   * them mounts it if it now matches, and the elements around it that match through it (its
   * descendants for `.side-nav li`, its following siblings for `+` and `~`).
   */
  private mountChanged(element: Element, names: readonly string[]): void {
    for (const feature of this.options.features) {
      try {
        const selector = this.selectorOf(feature);
        if (!selector) continue;
        const depends = dependenciesOf(selector);
        if (!names.some((name) => depends.attributes.has(name))) continue;
        if (element.matches(selector)) this.mount(element, feature);
        if (!depends.context || !element.matches(depends.context)) continue;
        const around = depends.siblings ? element.parentNode : element;
        if (around) for (const match of queryAll(around, selector)) this.mount(match, feature);
      } catch (error) {
        reportError(feature.name, error);
      }
    }
  }

  /** A feature's selector; '' (nothing to look for) when reading it throws, which is reported. */
  private selectorOf(feature: Feature): string {
    try {
      return feature.selector;
    } catch (error) {
      reportError(feature.name, error);
      return '';
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
