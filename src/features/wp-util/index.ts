/**
 * The wp-util pack: `wp.ajax`'s request, which the facade installed at start (install.ts,
 * facade.ts) loads on the first call. wp-util enhances no markup: its feature mounts nothing.
 */
import type { Feature } from '../../core/registry';
import { WP_UTIL } from './constants';
import { request } from './request';
import type { WpUtilPack } from './types';

// Not through definition.ts, which would carry the facade into the pack.
export const wpUtil: Feature = {
  name: WP_UTIL,
  selector: '',
  mount: () => undefined,
};

/** What the facade forwards to. */
export const packExports: WpUtilPack = { wpAjax: { request } };

export default wpUtil;
