/**
 * WordPress's wp-util front-end helpers that page code still calls once the script is gone: the
 * WordPress plugin takes wp-util off a page when only the scripts airlift replaces needed it
 * (and carries its `_wpUtilSettings`). Installed as the wp-util pack defines itself (index.ts),
 * where the page carries those settings and has no `wp.ajax` of its own: `wp.ajax.settings.url`,
 * `post(action, data)` and `send(action, options)` (SPEC §7). Their promise and request are in
 * the part pack wp-util-ajax, loaded by the first call. A call made before it has arrived returns
 * at once a stand-in for its promise: `done`, `fail`, `always` and `abort` are handed to the real
 * promise when the part is here, before its request is sent (an abort then sends none), and
 * `then` and `catch` follow it; from then on calls return the real promise.
 */
import { ownRecord } from '../../lib/globals';
import { report } from '../../lib/report';
import { loadPackByName } from '../../packs/types';
import { asText } from '../../lib/text';
import { WP_UTIL_AJAX_PACK } from './constants';
import type { AjaxCall, AjaxPromise } from './deferred';
import { ajaxSettings, readWpUtilSettings } from './settings';
import type { WpAjaxCall, WpUtilAjaxPack } from './types';

export function installWpUtil(): void {
  if (!readWpUtilSettings()) return;
  const existing = ownRecord('wp');
  const wp = existing ?? {};
  if (wp['ajax'] !== undefined) return;
  let send: WpAjaxCall | undefined;
  const call = (method: 'post' | 'send') => (...args: unknown[]): AjaxPromise => {
    if (send) return send(method, args);
    const calls: AjaxCall[] = [];
    let real: AjaxPromise | undefined;
    // Resolves once `real` is set (not to it: a thenable would be followed).
    // The part, through the page's pack loader (a failed load is asked for again by the next call).
    const arrived = loadPackByName<WpUtilAjaxPack>(WP_UTIL_AJAX_PACK).then((pack) => {
      send ??= pack.wpAjax(api);
      real = send(method, args, calls);
    });
    // Without its pack (offline, say): failed as a request that could not be sent, for the
    // callbacks given so far and those given later, as jQuery's promise does once it has failed.
    let failure: unknown[] | undefined;
    const fail = (name: string, callback: unknown): void => {
      if (name !== 'done' && name !== 'abort' && typeof callback === 'function') {
        try {
          callback.apply(api, failure);
        } catch (error) {
          report('wp-ajax', error);
        }
      }
    };
    arrived.catch((error: unknown) => {
      failure = [{ readyState: 0, status: 0, statusText: 'error' }, 'error', asText((error as Partial<Error>).message)];
      for (const [name, [callback]] of calls) fail(name, callback);
    });
    const stand = {} as Record<string, unknown>;
    for (const name of ['done', 'fail', 'always', 'abort'] as const) {
      stand[name] = (callback: unknown) => {
        if (real) real[name](callback as never);
        else if (failure) fail(name, callback);
        else calls.push([name, [callback]]);
        return stand;
      };
    }
    // `then`'s second handler and `catch` get the jqXHR-like object, as jQuery's do (and the pack's
    // promise, deferred.ts): the reason is that object, not an Error.
    stand['then'] = (ok?: unknown, no?: unknown) => arrived.then(
      () => (real as AjaxPromise).then(ok as never, no as never),
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- jQuery's reason is the jqXHR
      () => (typeof no === 'function' ? (no as (reason: unknown) => unknown)(failure?.[0]) : Promise.reject(failure?.[0])),
    );
    stand['catch'] = (no?: unknown) => (stand['then'] as (ok: unknown, no: unknown) => unknown)(undefined, no);
    return stand as unknown as AjaxPromise;
  };
  const api: Record<string, unknown> = { settings: ajaxSettings(), post: call('post'), send: call('send') };
  wp['ajax'] = api;
  if (wp !== existing) (window as unknown as { wp: unknown }).wp = wp;
}
