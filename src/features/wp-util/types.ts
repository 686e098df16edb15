/** What the wp.ajax stand-in (main script) and the wp-util pack share. */
import type { AjaxCall, AjaxPromise } from './deferred';

/** `wp.ajax.send`'s options, as jQuery.ajax takes them (only what wp-util uses is read). */
export type AjaxOptions = Record<string, unknown>;

/**
 * `wp.ajax.post` or `wp.ajax.send` with its arguments; `calls` are applied to the promise before
 * the request is sent (those made on the stand-in before the pack arrived).
 */
export type WpAjaxCall = (method: 'post' | 'send', args: unknown[], calls?: readonly AjaxCall[]) => AjaxPromise;

/** The wp-util pack's exports beside its (empty) feature. */
export interface WpUtilAjaxPack {
  /** Makes the calls for the `wp.ajax` object given (the callbacks' default `this`). */
  wpAjax(api: AjaxOptions): WpAjaxCall;
}
