/**
 * The wp-util pack: `wp.ajax` (facade.ts), installed as the pack defines itself where the page
 * carries wp-util's settings (definition.ts). Its calls' promise and request are the part pack
 * wp-util-ajax, asked for by the first call. wp-util enhances no markup: its feature mounts nothing.
 */
import type { Feature } from '../../core/registry';
import type { FacadePack } from '../../core/start';
import { WP_UTIL } from './constants';
import { installWpUtil } from './facade';

// Not through definition.ts: the feature's definition is the main script's.
export const wpUtil: Feature = {
  name: WP_UTIL,
  selector: '',
  mount: () => undefined,
};

/** What the pack gives besides the feature: `wp.ajax`, installed by the main script (definition.ts). */
export const packExports: FacadePack = { setups: { [WP_UTIL]: installWpUtil } };

export default wpUtil;
