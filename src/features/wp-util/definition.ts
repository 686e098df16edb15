/**
 * wp-util's `wp.ajax`: a facade installed at start (in every page's script, small), whose
 * calls load their promise and request from the wp-util pack; no markup to mount.
 */
import type { FeatureDefinition } from '../../core/registry';
import { WP_UTIL } from './constants';
import { installWpUtil } from './facade';

export const definition: FeatureDefinition = { name: WP_UTIL, selector: '', pack: WP_UTIL, mounts: false, setup: installWpUtil };
