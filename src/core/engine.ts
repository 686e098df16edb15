/**
 * The engine: one scan mounts every element a feature's selector matches (core/scan; the
 * first scan in slices, core/sliced-scan), one MutationObserver follows the page from then on
 * (core/mutations), and each element's mounts and teardowns are kept in core/mounts. Changes
 * airlift makes itself (inside a scan, or in `quietly`) are not scanned again.
 */
import { Mounts } from './mounts';
import { Mutations } from './mutations';
import type { Feature, MountContext } from './registry';
import { mountWithin } from './scan';
import type { ScanResult } from './scan';
import { scanInSlices } from './sliced-scan';
import type { SlicedScanResult } from './sliced-scan';

export type { ScanResult, SlicedScanResult };

export interface EngineOptions {
  features: readonly Feature[];
  loadPack<T>(name: string): Promise<T>;
  root?: Document;
}

export class Engine {
  private readonly doc: Document;
  private readonly mounts: Mounts;
  private readonly mutations: Mutations;
  private readonly quiet: MountContext['quietly'] = (change) => this.quietly(change);

  constructor(private readonly options: EngineOptions) {
    this.doc = options.root ?? document;
    this.mounts = new Mounts((name) => this.options.loadPack(name), this.quiet);
    this.mutations = new Mutations(this.doc, options.features, this.mounts);
  }

  /**
   * Starts observing the document for added and removed elements, and for changes of the
   * attributes the features' selectors read. Called again, it follows selectors that changed
   * since (a configuration global set later).
   */
  observe(): void {
    this.mutations.observe();
  }

  disconnect(): void {
    this.mutations.disconnect();
  }

  isMounted(element: Element, feature?: string): boolean {
    return this.mounts.isMounted(element, feature);
  }

  /** Mounts every feature (or those given) on `root` and its descendants; returns what it mounted. */
  scan(root: ParentNode = this.doc, features: readonly Feature[] = this.options.features): ScanResult {
    return this.quietly(() => mountWithin(root, features, this.mounts));
  }

  /** `scan`, in slices with the main thread yielded between them (core/sliced-scan). */
  scanInSlices(root: ParentNode = this.doc): Promise<SlicedScanResult> {
    return scanInSlices(root, this.options.features, this.mounts, this.quiet);
  }

  /** Tears down every mounted element within `root` (itself included), or all of them. */
  teardown(root?: Node): number {
    // Quietly: what the cleanups change (a class put back) does not mount the element again.
    return this.quietly(() => {
      // What is still queued to mount there is not mounted after it.
      this.mutations.late.drop(root);
      return this.mounts.unmountWithin(root);
    });
  }

  /** Runs a DOM change of airlift's own: what it adds is not scanned (core/mutations). */
  quietly<T>(change: () => T): T {
    return this.mutations.quietly(change);
  }
}
