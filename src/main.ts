/** airlift's entry: one script tag enhances the legacy markup it finds. */
import { start } from './core/start';
import { definitions } from './features';

declare const __AIRLIFT_VERSION__: string;
/** Pack → the packs its code needs (ui for preact, schema for valibot), written by the build. */
declare const __AIRLIFT_PACK_NEEDS__: Record<string, string[]>;

const startedAt = performance.now();
start(__AIRLIFT_VERSION__, definitions, startedAt, __AIRLIFT_PACK_NEEDS__);
