/**
 * `wp.ajax`, as WordPress's wp-util script has it (SPEC §7), from the moment airlift starts:
 * `settings.url`, `post(action, data)` and `send(action, options)`. A call returns its
 * jQuery-style promise at once (done, fail, always, then, catch and abort work on it straight
 * away); the request itself is in the wp-util pack, loaded on the first call (request.ts).
 */
import type { FacadeHost } from '../../core/registry';
import { isRecord } from '../../lib/globals';
import { asText } from '../../lib/text';
import { ajaxPromise } from './deferred';
import type { AjaxPromise } from './deferred';
import { ajaxUrl } from './settings';
import type { AjaxOptions, WpUtilPack } from './types';

export function createWpAjax(host: FacadeHost): AjaxOptions {
  const api: AjaxOptions = {
    settings: { url: ajaxUrl() },
    post(action: unknown, data?: unknown): AjaxPromise {
      return send(isRecord(action) ? { data: action } : { data: { ...(isRecord(data) ? data : {}), action } });
    },
    send: (action: unknown, options?: unknown): AjaxPromise => send(isRecord(action) ? action : {
      ...(isRecord(options) ? options : {}),
      data: { ...(isRecord(options) && isRecord(options['data']) ? options['data'] : {}), action },
    }),
  };
  function send(options: AjaxOptions): AjaxPromise {
    const context = isRecord(options['context']) ? options['context'] : api;
    const promise = ajaxPromise(context, (settle) => {
      host.loadPack<WpUtilPack>()
        .then((pack) => pack.wpAjax.request(options, settle, context))
        // A pack that could not be loaded: jQuery's `(jqXHR, 'error', message)`.
        .catch((error: unknown) => settle.reject(settle.xhr, 'error', error instanceof Error ? error.message : asText(error)));
    });
    return promise.done(options['success'] as never).fail(options['error'] as never);
  }
  return api;
}
