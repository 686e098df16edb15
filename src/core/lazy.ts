/**
 * Feature packs: every feature's code lives in `dist/packs/<pack>.js`, made by the build from
 * the definitions that name that pack. The main script registers each definition (its name and
 * selector, from the feature's `definition.ts`); its first mount loads the pack, and every mount
 * hands the element to the real feature with the host's own context. Until the pack arrives the
 * legacy markup keeps working as the server rendered it.
 */
import { mountHeld, wiringHeld } from '../lib/idle';
import { sliced } from '../lib/slices';
import type { Cleanup, Feature, FeatureDefinition, MountContext } from './registry';

/** What a feature pack exports: its features, by name. */
export interface FeaturePack {
  features: Record<string, Feature>;
}

/** A definition with a pack to load. */
export type LazyFeature = FeatureDefinition & { readonly pack: string };

/**
 * Loads a definition's pack (the loader loads each pack once, with the packs it needs). It is
 * asked for at once, within the caller's task (a preload must not wait a microtask: the first
 * scan's hold would take it).
 */
export function loadFeaturePack(definition: LazyFeature, loadPack: MountContext['loadPack']): Promise<FeaturePack> {
  return loadPack<FeaturePack>(definition.pack);
}

export function lazyFeature(definition: LazyFeature): Feature {
  let prepared = false;
  // One load for all the elements (the host's loader memoises packs; this spares a promise chain per element).
  let arrival: Promise<Feature> | null = null;
  const load = (loadPack: MountContext['loadPack']): Promise<Feature> => {
    arrival ??= loadFeaturePack(definition, loadPack)
      .then((pack) => {
        const feature = pack.features[definition.name];
        if (!feature) throw new Error(`pack "${definition.pack}" has no feature "${definition.name}"`);
        return feature;
      });
    // A pack that failed to load may be asked again by a later mount.
    arrival.catch(() => (arrival = null));
    return arrival;
  };
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
      // Found by the first scan: the pack's widgets may wait for the viewport or idle time too.
      const held = wiringHeld();
      load(ctx.loadPack).then((feature) => {
        const mount = (): void => {
          if (ctx.signal.aborted || !element.isConnected) return;
          cleanup = mountHeld(held, () => ctx.quietly(() => feature.mount(element, ctx)));
        };
        // A page-level feature (mounted on <body>: popup boxes and their Boxzilla API) starts
        // as soon as its pack arrives, ahead of other packs' widgets; the widgets a pack finds
        // waiting mount in slices.
        if (element === element.ownerDocument.body) mount();
        else sliced(mount, ctx.signal, ctx.report);
      }).catch(ctx.report);
      return () => {
        if (cleanup) cleanup();
      };
    },
  };
}
