/** airlift's entry: one script tag enhances the legacy markup it finds. */
import { useDependencies } from './core/dependencies';
import type { DependencyTable } from './core/dependencies';
import { start } from './core/start';
import { definitions } from './features';

declare const __AIRLIFT_VERSION__: string;
/** Pack → the packs its code needs (ui for preact, schema for valibot), written by the build. */
declare const __AIRLIFT_PACK_NEEDS__: Record<string, string[]>;
/** What the observer needs of each feature's selector, worked out by the build (core/dependency-table.ts). */
declare const __AIRLIFT_FEATURE_DEPENDENCIES__: DependencyTable;

const startedAt = performance.now();
useDependencies(__AIRLIFT_FEATURE_DEPENDENCIES__);
start(__AIRLIFT_VERSION__, definitions, startedAt, __AIRLIFT_PACK_NEEDS__);
