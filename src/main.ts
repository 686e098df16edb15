/** airlift's entry: one script tag enhances the legacy markup it finds. */
import { start } from './core/start';
import { definitions } from './features';

declare const __AIRLIFT_VERSION__: string;

const startedAt = performance.now();
start(__AIRLIFT_VERSION__, definitions, startedAt);
