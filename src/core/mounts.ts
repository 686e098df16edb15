/**
 * What is mounted where: a feature's mount of one element with its context (core/context),
 * the element's teardown (the context ended, the cleanup run), and the teardown of what is
 * mounted within removed subtrees. A failing mount or cleanup is reported, never thrown.
 */
import { Context } from './context';
import { reportError } from './errors';
import type { Cleanup, Feature, MountContext } from './registry';

interface Mounted {
  /** The feature's name. */
  name: string;
  context: Context;
  cleanup: Cleanup | void;
}

function named(mounted: readonly Mounted[], name: string): boolean {
  for (const entry of mounted) if (entry.name === name) return true;
  return false;
}

export class Mounts {
  /** What is mounted on each element: mostly one feature, a few at most. */
  private readonly mounts = new WeakMap<Element, Mounted[]>();
  private readonly live = new Set<Element>();
  // The parts of a mount's context that are the same for every mount (of a feature).
  private readonly reporters = new Map<string, MountContext['report']>();

  constructor(
    private readonly loadPack: MountContext['loadPack'],
    private readonly quietly: MountContext['quietly'],
  ) {}

  isMounted(element: Element, feature?: string): boolean {
    const mounted = this.mounts.get(element);
    return feature ? Boolean(mounted && named(mounted, feature)) : Boolean(mounted?.length);
  }

  /** Mounts `feature` on `element` unless it is mounted there already; whether it mounted. */
  mount(element: Element, feature: Feature): boolean {
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
    const context = new Context(feature.name, this.loadPack, this.quietly, report);
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

  /** Tears down every mounted element within `root` (itself included), or all of them; how many. */
  unmountWithin(root?: Node): number {
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
   * Tears down the mounted elements within removed subtrees that are no longer in the document
   * (a moved element stays mounted): only the removed subtrees are walked, however many
   * elements are mounted elsewhere.
   */
  sweep(removed: readonly Node[]): void {
    if (!this.live.size) return;
    for (const node of removed) {
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
