/**
 * wp.ajax's request (the wp-util pack; the facade in the main script forwards to it): the data
 * form-encoded as jQuery does, sent to admin-ajax, and the reply read as jQuery reads it (JSON
 * when its type says so or `dataType` asks, text otherwise), then as wp-util does: done with
 * the `data` of `{ success, data }`, failed otherwise; a `query-attachments` call reads the total
 * from the `X-WP-Total` header into `totalAttachments`. A failure hands over the jqXHR as jQuery's
 * does: `(jqXHR, 'error', statusText)`, `(jqXHR, 'parsererror', error)`.
 */
import { isRecord } from '../../lib/globals';
import { asText } from '../../lib/text';
import { ATTACHMENTS_ACTION, TOTAL_HEADER } from './constants';
import type { Settle } from './deferred';
import { ajaxUrl } from './settings';
import type { AjaxOptions } from './types';

/** Form-encodes data as jQuery does by default: `query[posts_per_page]=40`, `ids[]=1`. */
export function encodeData(data: unknown, form = new URLSearchParams(), prefix = ''): URLSearchParams {
  if (Array.isArray(data)) {
    data.forEach((item, index) => encodeData(item, form, `${prefix}[${typeof item === 'object' && item !== null ? index : ''}]`));
  } else if (isRecord(data)) {
    for (const [key, value] of Object.entries(data)) encodeData(value, form, prefix ? `${prefix}[${key}]` : key);
  } else if (prefix) {
    form.append(prefix, asText(data));
  }
  return form;
}

export async function request(options: AjaxOptions, settle: Settle, context: AjaxOptions, settings?: unknown): Promise<void> {
  const { xhr } = settle;
  const method = asText(options['type'], 'POST').toUpperCase();
  const body = encodeData(options['data']);
  let url = asText(options['url'], '') || ajaxUrl(settings);
  if (method === 'GET' && body.size) url += `${url.includes('?') ? '&' : '?'}${body}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method, credentials: 'same-origin', signal: settle.signal, body: method === 'GET' ? null : body });
    text = await response.text();
  } catch {
    // Aborted: failed already (deferred.ts). Offline: jQuery's status 0, `(jqXHR, 'error', '')`.
    if (settle.signal.aborted) return;
    xhr.readyState = 0;
    xhr.statusText = 'error';
    settle.reject(xhr, 'error', '');
    return;
  }
  const { headers, status, statusText, ok } = response;
  Object.assign(xhr, { readyState: 4, status, statusText: statusText || (ok ? 'success' : 'error'), responseText: text, getResponseHeader: (name: string) => headers.get(name) });
  if (!ok) return settle.reject(xhr, 'error', statusText);
  let reply: unknown = text;
  // JSON when `dataType` asks for it or, without one, when the Content-Type says so (jQuery's
  // guess); text otherwise: admin-ajax's `-1` and `0` come as text/html, and stay text.
  if (/\bjson\b/.test(asText(options['dataType']) || (headers.get('content-type') ?? ''))) {
    try {
      reply = xhr.responseJSON = JSON.parse(text) as unknown;
    } catch (error) {
      return settle.reject(xhr, 'parsererror', error);
    }
  }
  if (reply === 1 || reply === '1') reply = { success: true };
  if (!isRecord(reply) || reply['success'] === undefined) return settle.reject(reply);
  const total = isRecord(options['data']) && options['data']['action'] === ATTACHMENTS_ACTION ? headers.get(TOTAL_HEADER) : null;
  context['totalAttachments'] = total ? Number.parseInt(total, 10) : 0;
  if (reply['success']) settle.resolve(reply['data']);
  else settle.reject(reply['data']);
}
