/**
 * The wp-util pack: `wp.ajax`'s calls (ajax.ts), their jQuery-style promise (deferred.ts) and
 * the request (request.ts), which the main script's `wp.ajax` (facade.ts) loads on its first
 * call. wp-util enhances no markup: its feature mounts nothing.
 */
import type { Feature } from '../../core/registry';
import { WP_UTIL } from './constants';
import { createWpAjax } from './ajax';
import type { WpUtilPack } from './types';

// Not through definition.ts, which would carry the stand-in into the pack.
export const wpUtil: Feature = {
  name: WP_UTIL,
  selector: '',
  mount: () => undefined,
};

/** What the main script's `wp.ajax` forwards to. */
export const packExports: WpUtilPack = { wpAjax: createWpAjax };

export default wpUtil;
