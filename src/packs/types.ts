/**
 * What packs receive and export. Type-only imports from core: packs import nothing from core
 * at run time, they get the host through `airlift.definePack(name, setup)`.
 */
import type { FeaturePack } from '../core/lazy';
import type { PackHost } from '../core/packs';

export type { FeaturePack, PackHost };

export interface AirliftHostGlobal {
  definePack(name: string, setup: (host: PackHost) => unknown): void;
}

/** Finds the host airlift published; packs loaded without airlift do nothing. */
export function hostGlobal(): AirliftHostGlobal | undefined {
  const candidate = (globalThis as { airlift?: Partial<AirliftHostGlobal> }).airlift;
  return candidate && typeof candidate.definePack === 'function' ? candidate as AirliftHostGlobal : undefined;
}

/**
 * Loads a pack by name through the page's airlift: a part pack, from its feature pack's code
 * (the form's part, `wp.ajax`'s). Rejects, naming the pack, where the page has no airlift.
 */
export function loadPackByName<T>(name: string): Promise<T> {
  const candidate = (globalThis as { airlift?: { loadPack?: unknown } }).airlift;
  return typeof candidate?.loadPack === 'function'
    ? (candidate.loadPack as (pack: string) => Promise<T>)(name)
    : Promise.reject(new Error(`airlift: no pack loader for ${name}`));
}
