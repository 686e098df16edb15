/** What the wp.ajax facade (main script) and its request (the wp-util pack) share. */
import type { Settle } from './deferred';

/** `wp.ajax.send`'s options, as jQuery.ajax takes them (only what wp-util uses is read). */
export type AjaxOptions = Record<string, unknown>;

/** The wp-util pack's exports beside its (empty) feature. */
export interface WpUtilPack {
  wpAjax: {
    /** Sends the request and settles: with the reply's `data` on success, else failed. */
    request(options: AjaxOptions, settle: Settle, context: AjaxOptions): Promise<void>;
  };
}
