/** airlift's entry: one script tag enhances the legacy markup it finds. */
import { start } from './core/start';
import { features, prepareFeatures } from './features';

declare const __AIRLIFT_VERSION__: string;

const startedAt = performance.now();
const api = start(__AIRLIFT_VERSION__, features, startedAt);
if (api) prepareFeatures(api.features);
