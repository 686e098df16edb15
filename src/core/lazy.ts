/**
 * Feature packs: a feature whose code is large and needed only on pages that have its
 * markup (contact forms, popup boxes) lives in `dist/packs/<pack>.js`. The main bundle
 * registers a light definition with the same name and selector; its first mount loads the
 * pack, and every mount hands the element to the real feature with the host's own context.
 * Until the pack arrives the legacy markup keeps working as the server rendered it.
 */
import type { Cleanup, Feature } from './registry';

/** What a feature pack exports: its features, by name. */
export interface FeaturePack {
  features: Record<string, Feature>;
}

export interface LazyFeature {
  name: string;
  selector: string;
  /** The pack's file name in `dist/packs/`. */
  pack: string;
  /**
   * Packs that must be evaluated before this one: `['ui']` for a pack that renders with
   * preact (its preact imports resolve to the ui pack's modules).
   */
  needs?: readonly string[];
  /** Runs once, before the first mount (installs a page-facing global the pack fills in). */
  prepare?(): void;
}

export function lazyFeature(definition: LazyFeature): Feature {
  let prepared = false;
  return {
    name: definition.name,
    // Read on every scan: a definition may compute it (from a config global, say).
    get selector() {
      return definition.selector;
    },
    mount(element, ctx) {
      if (!prepared) {
        prepared = true;
        definition.prepare?.();
      }
      let cleanup: Cleanup | void;
      const needs = definition.needs ?? [];
      Promise.all(needs.map((name) => ctx.loadPack(name)))
        .then(() => ctx.loadPack<FeaturePack>(definition.pack))
        .then((pack) => {
          const feature = pack.features[definition.name];
          if (!feature) throw new Error(`pack "${definition.pack}" has no feature "${definition.name}"`);
          if (ctx.signal.aborted || !element.isConnected) return;
          cleanup = ctx.quietly(() => feature.mount(element, ctx));
        })
        .catch(ctx.report);
      return () => {
        if (cleanup) cleanup();
      };
    },
  };
}
