/**
 * `wp.ajax`, as WordPress's wp-util script has it (SPEC §7): `post(action, data)` and
 * `send(action, options)` call admin-ajax and settle with the `data` of WordPress's
 * `{ success, data }` reply, done on success and failed otherwise; a `query-attachments` call
 * reads the total from the `X-WP-Total` header into `totalAttachments`.
 */
import { isRecord, ownRecord } from '../../lib/globals';
import { asText } from '../../lib/text';
import { ajaxPromise } from './deferred';
import type { AjaxPromise, Settle } from './deferred';

type Options = Record<string, unknown>;

const isObject = (value: unknown): value is Options => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `_wpUtilSettings`, as wp-util's handle prints it (`{ ajax: { url } }`), when it is one. Read
 * by the main script: its one field is read as text, without a schema.
 */
export const readWpUtilSettings = (): Record<string, unknown> | undefined => ownRecord('_wpUtilSettings');

/** The admin-ajax address from `_wpUtilSettings` (the plugin carries it), else WordPress's default. */
function ajaxUrl(): string {
  let url = '';
  try {
    const ajax = readWpUtilSettings()?.['ajax'];
    url = isRecord(ajax) ? asText(ajax['url']) : '';
  } catch {
    /* a getter that throws: the default */
  }
  return new URL(url || '/wp-admin/admin-ajax.php', document.baseURI).href;
}

/** Form-encodes data as jQuery does by default: `query[posts_per_page]=40`, `ids[]=1`. */
export function encodeData(data: unknown, form = new URLSearchParams(), prefix = ''): URLSearchParams {
  if (Array.isArray(data)) {
    data.forEach((item, index) => encodeData(item, form, `${prefix}[${typeof item === 'object' && item !== null ? index : ''}]`));
  } else if (isObject(data)) {
    for (const [key, value] of Object.entries(data)) encodeData(value, form, prefix ? `${prefix}[${key}]` : key);
  } else if (prefix) {
    form.append(prefix, asText(data));
  }
  return form;
}

async function request(options: Options, settle: Settle, context: Options): Promise<void> {
  const method = asText(options['type'], 'POST').toUpperCase();
  const body = encodeData(options['data']);
  let url = asText(options['url'], '') || ajaxUrl();
  if (method === 'GET' && body.size) url += `${url.includes('?') ? '&' : '?'}${body}`;
  const response = await fetch(url, {
    method, credentials: 'same-origin', signal: settle.signal, body: method === 'GET' ? null : body,
  });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  const text = await response.text();
  let reply: unknown = text;
  try {
    reply = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: WordPress's `1` for success, or a page.
  }
  if (reply === 1 || reply === '1') reply = { success: true };
  if (!isObject(reply) || reply['success'] === undefined) {
    settle.reject(reply);
    return;
  }
  const total = isObject(options['data']) && options['data']['action'] === 'query-attachments' ? response.headers.get('X-WP-Total') : null;
  context['totalAttachments'] = total ? Number.parseInt(total, 10) : 0;
  if (reply['success']) settle.resolve(reply['data']);
  else settle.reject(reply['data']);
}

export function createWpAjax(): Options {
  const api: Options = {
    settings: { url: ajaxUrl() },
    post(action: unknown, data?: unknown): AjaxPromise {
      return send(isObject(action) ? { data: action } : { data: { ...(isObject(data) ? data : {}), action } });
    },
    send: (action: unknown, options?: unknown): AjaxPromise => send(isObject(action) ? action : {
      ...(isObject(options) ? options : {}),
      data: { ...(isObject(options) && isObject(options['data']) ? options['data'] : {}), action },
    }),
  };
  function send(options: Options): AjaxPromise {
    const context = isObject(options['context']) ? options['context'] : api;
    const promise = ajaxPromise(context, (settle) => {
      request(options, settle, context).catch((error: unknown) => settle.reject(null, 'error', error instanceof Error ? error.message : asText(error)));
    });
    return promise.done(options['success'] as never).fail(options['error'] as never);
  }
  return api;
}
