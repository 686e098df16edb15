/**
 * Boots airlift on a page: builds the engine and the pack loader, publishes `window.airlift`,
 * and mounts every feature once the DOM is parsed (at once if it already is).
 */
import { currentScriptUrl, featuresOff, packBaseUrl } from './config';
import { onError, reportError } from './errors';
import { useReporter } from '../lib/report';
import type { ErrorListener } from './errors';
import { emit } from '../lib/events';
import { holdWiring } from '../lib/idle';
import { Engine } from './engine';
import type { SlicedScanResult } from './engine';
import { createPackLoader } from './packs';
import type { PackSetup } from './packs';
import { lazyFeature, loadFeaturePack } from './lazy';
import type { LazyFeature } from './lazy';
import { Registry } from './registry';
import type { FacadeHost, Feature, FeatureDefinition } from './registry';

/** What a pack that carries facades exports besides its features: each one's `setup`, by feature name. */
export interface FacadePack {
  setups: Record<string, ((host: FacadeHost) => void) | undefined>;
}

export interface AirliftApi {
  readonly version: string;
  /** Names of the registered features. */
  readonly features: readonly string[];
  /** Mounts every feature within `root` (the document by default); returns the count. */
  scan(root?: ParentNode): number;
  /** Tears down what is mounted within `root`; with no root, everything, and stops observing. */
  teardown(root?: Node): number;
  /** Loads a pack from `<airlift's folder>/packs/<name>.js`. */
  loadPack<T = unknown>(name: string): Promise<T>;
  /** Called by a pack's script to register itself. */
  definePack(name: string, setup: PackSetup): void;
  /** Called by a pack's script first: runs its code once the packs it needs are defined (see PackLoader.queue). */
  queuePack(name: string, needs: readonly string[], run: () => void): void;
  /**
   * Calls `listener({ feature, error })` with each failure airlift reports from now on (once per
   * distinct error, as the console has it); returns the function that stops it.
   */
  onError(listener: ErrorListener): () => void;
}

export interface ReadyDetail {
  /** Elements mounted, by feature name. */
  features: Record<string, number>;
  /** Elements mounted in all. */
  mounted: number;
  /** Milliseconds from script start to ready. */
  ms: number;
  /**
   * Main-thread milliseconds of airlift's own start and first scan (the packs' scripts it
   * asked for added at its end included): `ms` without the time the browser spent on anything
   * else in between (parsing the rest of the page, rendering, other tasks between the scan's
   * slices).
   */
  busyMs: number;
}

const INSTANCE = Symbol.for('airlift.instance');

/** Sets `window.airlift`, even where the page already declared a global of that name. */
function publish(api: AirliftApi): void {
  try {
    Object.defineProperty(window, 'airlift', { value: api, configurable: true, writable: false, enumerable: false });
  } catch {
    try {
      (window as unknown as { airlift: AirliftApi }).airlift = api;
    } catch (error) {
      reportError('core', error);
    }
  }
}

const isFeature = (entry: FeatureDefinition | Feature): entry is Feature => typeof (entry as Partial<Feature>).mount === 'function';
const hasPack = (entry: FeatureDefinition): entry is LazyFeature => typeof entry.pack === 'string' && entry.pack !== '';

/** Runs a definition's start-up work without letting its failure stop the others. */
function attempt(name: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    reportError(name, error);
  }
}

/**
 * Starts airlift with these features, in mount order: definitions (src/features/index.ts; the
 * code of each is in its pack) or features built in (tests, embedders).
 */
export function start(
  version: string,
  entries: readonly (FeatureDefinition | Feature)[],
  startedAt: number,
  packNeeds: Readonly<Record<string, readonly string[]>> = {},
  /** Publishes the host modules for the packs (src/host.ts): called once this copy has started. */
  publishHostModules: () => void = () => undefined,
): AirliftApi | null {
  const holder = document as Document & { [INSTANCE]?: AirliftApi };
  // Included twice (two plugins, a theme and a plugin): the first copy does the work.
  if (holder[INSTANCE]) return null;
  const own = document.currentScript as HTMLScriptElement | null;
  const off = featuresOff(own);
  const active = entries.filter((entry) => !off.has(entry.name));
  const registry = new Registry();
  active.forEach((entry) => {
    if (isFeature(entry)) registry.register(entry);
    else if (hasPack(entry) && entry.mounts !== false) registry.register(lazyFeature(entry));
  });
  const scriptUrl = currentScriptUrl();
  const packs = createPackLoader({ baseUrl: packBaseUrl(scriptUrl), version, nonce: own?.nonce || undefined, needs: packNeeds });
  const engine = new Engine({ features: registry.features, loadPack: (name) => packs.load(name) });

  const api: AirliftApi = {
    version,
    features: registry.names(),
    scan(root) {
      engine.observe();
      return engine.scan(root ?? document).total;
    },
    teardown(root) {
      if (root) return engine.teardown(root);
      engine.disconnect();
      return engine.teardown();
    },
    loadPack: (name) => packs.load(name),
    definePack: (name, setup) => packs.define(name, setup),
    queuePack: (name, needs, run) => packs.queue(name, needs, run),
    onError,
  };
  holder[INSTANCE] = api;
  publish(api);
  // Packs and lib modules report through the host's reporter, and share its stateful modules.
  useReporter(reportError);
  publishHostModules();
  for (const entry of active) {
    if (isFeature(entry)) continue;
    const host: FacadeHost = {
      loadPack: <T>() => (hasPack(entry)
        ? loadFeaturePack(entry, (name) => packs.load(name))
        : Promise.reject(new Error(`feature "${entry.name}" has no pack`))) as Promise<T>,
      mount: () => {
        engine.scan(document, registry.features.filter((feature) => feature.name === entry.name));
      },
    };
    // Synchronous facades, before the page's DOMContentLoaded listeners run.
    if (entry.setup) attempt(entry.name, () => entry.setup?.(host));
    // A facade in the feature's pack: installed as the pack defines itself (from the tags the
    // page printed, or the load asked for here).
    if (entry.facadeWanted && hasPack(entry)) {
      const { pack } = entry;
      attempt(entry.name, () => {
        void packs.whenDefined<Partial<FacadePack> | undefined>(pack).then((exports) => attempt(entry.name, () => exports?.setups?.[entry.name]?.(host)));
        if (entry.facadeWanted?.()) loadFeaturePack(entry, (name) => packs.load(name)).catch((error: unknown) => reportError(entry.name, error));
      });
    }
    // A pack the page needs at once (consent) is asked for now, not after the first scan.
    if (entry.preload && hasPack(entry)) {
      attempt(entry.name, () => {
        // A failure is reported by the mount, which asks again.
        if (entry.selector) loadFeaturePack(entry, (name) => packs.load(name)).catch(() => undefined);
      });
    }
  }

  // The first scan runs in slices (Engine.scanInSlices): a page of a few widgets is done in
  // the DOMContentLoaded task, as the legacy scripts were; a page of a thousand widgets gets
  // no long task from airlift.
  const boot = async (): Promise<void> => {
    engine.observe();
    // Widgets of the first scan may wait for the viewport or idle time (lib/idle), and the
    // packs it asks for load once it is over (PackLoader.hold).
    holdWiring(true);
    const releasePacks = packs.hold();
    let result: SlicedScanResult;
    let releaseMs: number;
    try {
      result = await engine.scanInSlices(document);
    } finally {
      holdWiring(false);
      const releasedAt = performance.now();
      releasePacks();
      releaseMs = performance.now() - releasedAt;
    }
    const detail: ReadyDetail = {
      features: result.counts, mounted: result.total, ms: performance.now() - startedAt, busyMs: setUpMs + result.busyMs + releaseMs,
    };
    emit(document, 'airlift:ready', detail);
  };
  const run = (): void => {
    boot().catch((error: unknown) => reportError('core', error));
  };
  // The script's own start, up to here (the scan begins later, once the DOM is parsed).
  const setUpMs = performance.now() - startedAt;
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', run, { once: true });
  } else {
    // Once this script's evaluation is over, before anything else (a deferred script runs here,
    // before DOMContentLoaded). Not from within it: the first browser call that takes a stack
    // trace (Chromium's cookie getter does) makes V8 reparse every function on the stack for
    // its source positions, and the script's own top-level function is the whole bundle:
    // 5–12 ms on a slow machine, spent on nothing.
    queueMicrotask(run);
  }
  return api;
}
