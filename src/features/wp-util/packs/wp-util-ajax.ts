/**
 * The part pack of the wp-util feature that `wp.ajax` needs once page code calls it: the calls'
 * reading of their arguments (ajax.ts), their jQuery-style promise (deferred.ts) and the request
 * (request.ts). The wp-util pack's `wp.ajax` (facade.ts) asks for it at the first call.
 */
import { hostGlobal } from '../../../packs/types';
import { createWpAjax } from '../ajax';
import { WP_UTIL_AJAX_PACK } from '../constants';
import type { WpUtilAjaxPack } from '../types';

hostGlobal()?.definePack(WP_UTIL_AJAX_PACK, (): WpUtilAjaxPack => ({ wpAjax: createWpAjax }));
