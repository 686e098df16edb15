/** airlift's entry: one script tag enhances the legacy markup it finds. */
import { useDependencies } from './core/dependencies';
import type { DependencyTable } from './core/dependencies';
import { start } from './core/start';
import { definitions } from './features';
import { publishHostModules } from './host';

declare const __AIRLIFT_VERSION__: string;
/** Pack → the packs its code needs (ui for preact, schema for valibot), written by the build. */
declare const __AIRLIFT_PACK_NEEDS__: Record<string, string[]>;
/**
 * What the observer needs of each feature's selector, worked out by the build (core/dependency-table.ts):
 * one entry a definition, in the order of `definitions`.
 */
declare const __AIRLIFT_FEATURE_DEPENDENCIES__: ReadonlyArray<DependencyTable[string]>;

const startedAt = performance.now();
useDependencies(Object.fromEntries(definitions.map(({ name }, index) => [name, __AIRLIFT_FEATURE_DEPENDENCIES__[index]])));
start(__AIRLIFT_VERSION__, definitions, startedAt, __AIRLIFT_PACK_NEEDS__, publishHostModules);
