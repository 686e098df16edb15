/** wp-util's names, as WordPress prints and serves them. */

/** The feature's name, and its pack's (definition.ts, index.ts). */
export const WP_UTIL = 'wp-util';
/** The part pack of `wp.ajax`'s calls: their promise and request (packs/wp-util-ajax.ts). */
export const WP_UTIL_AJAX_PACK = 'wp-util-ajax';

/** The global wp-util's script handle prints: `{ ajax: { url } }`. */
export const SETTINGS_GLOBAL = '_wpUtilSettings';
/** admin-ajax, where `_wpUtilSettings` names no address. */
export const DEFAULT_AJAX_URL = '/wp-admin/admin-ajax.php';
/** The action whose reply's `X-WP-Total` header gives `totalAttachments`. */
export const ATTACHMENTS_ACTION = 'query-attachments';
export const TOTAL_HEADER = 'X-WP-Total';
