/** wp-util's `wp.ajax`: a facade installed at start, with nothing to mount. */
import type { FeatureDefinition } from '../../core/registry';
import { installWpUtil } from '.';

export const definition: FeatureDefinition = { name: 'wp-util', selector: '', setup: installWpUtil };
