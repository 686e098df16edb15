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
