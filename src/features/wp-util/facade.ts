/**
 * WordPress's wp-util front-end helpers that page code still calls once the script is gone: the
 * WordPress plugin takes wp-util off a page when only the scripts airlift replaces needed it
 * (and carries its `_wpUtilSettings`). Installed at start, when the page carries those settings
 * and has no `wp.ajax` of its own: `wp.ajax.settings.url`, `post(action, data)` and
 * `send(action, options)` (SPEC §7). Their code is in the wp-util pack (ajax.ts), loaded by the
 * first call. A call made before it has arrived returns at once a stand-in for its promise:
 * `done`, `fail`, `always` and `abort` are handed to the real promise when the pack is here,
 * before its request is sent (an abort then sends none), and `then` and `catch` follow it; from
 * then on calls return the real promise.
 */
import type { FacadeHost } from '../../core/registry';
import { ownRecord } from '../../lib/globals';
import { asText } from '../../lib/text';
import type { AjaxCall, AjaxPromise } from './deferred';
import { ajaxUrl, readWpUtilSettings } from './settings';
import type { WpAjaxCall, WpUtilPack } from './types';

export function installWpUtil(host: FacadeHost): void {
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
    const arrived = host.loadPack<WpUtilPack>().then((pack) => {
      send ??= pack.wpAjax(api);
      real = send(method, args, calls);
    });
    // Without its pack (offline, say): failed as a request that could not be sent.
    arrived.catch((error: unknown) => {
      for (const [name, [callback]] of calls) if (name !== 'done' && typeof callback === 'function') callback.call(api, { readyState: 0, status: 0, statusText: 'error' }, 'error', asText((error as Partial<Error>).message));
    });
    const stand = {} as Record<string, unknown>;
    for (const name of ['done', 'fail', 'always', 'abort'] as const) {
      stand[name] = (callback: unknown) => (real ? real[name](callback as never) : calls.push([name, [callback]]), stand);
    }
    for (const name of ['then', 'catch'] as const) {
      stand[name] = (...handlers: unknown[]) => arrived.then(() => (real?.[name] as (...a: unknown[]) => unknown)(...handlers));
    }
    return stand as unknown as AjaxPromise;
  };
  const api: Record<string, unknown> = { settings: { url: ajaxUrl() }, post: call('post'), send: call('send') };
  wp['ajax'] = api;
  if (wp !== existing) (window as unknown as { wp: unknown }).wp = wp;
}
