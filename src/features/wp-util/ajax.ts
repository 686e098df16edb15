/**
 * `wp.ajax`'s `post(action, data)` and `send(action, options)`, as WordPress's wp-util script has
 * them (SPEC §7), in the wp-util pack: the options read as wp-util reads them, and the request
 * (request.ts) sent at once. The main script's `wp.ajax` (facade.ts) forwards its calls here.
 */
import { isRecord } from '../../lib/globals';
import { asText } from '../../lib/text';
import { ajaxPromise } from './deferred';
import type { AjaxCall } from './deferred';
import { request } from './request';
import type { AjaxOptions, WpAjaxCall } from './types';

/** `wp.ajax`'s calls, for the `wp.ajax` object `api` (the default `this` of the callbacks). */
export const createWpAjax = (api: AjaxOptions): WpAjaxCall => (method, [action, more], calls = []) => {
  const options: AjaxOptions = isRecord(action) ? (method === 'post' ? { data: action } : action) : method === 'post'
    ? { data: { ...(isRecord(more) ? more : {}), action } }
    : { ...(isRecord(more) ? more : {}), data: { ...(isRecord(more) && isRecord(more['data']) ? more['data'] : {}), action } };
  const context = isRecord(options['context']) ? options['context'] : api;
  const own: AjaxCall[] = [['done', [options['success']]], ['fail', [options['error']]]];
  return ajaxPromise(context, [...own, ...calls], (settle) => {
    // A request that threw: jQuery's `(jqXHR, 'error', message)`.
    request(options, settle, context, api['settings']).catch((error: unknown) => settle.reject(settle.xhr, 'error', error instanceof Error ? error.message : asText(error)));
  });
};
