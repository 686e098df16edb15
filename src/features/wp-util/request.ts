/**
 * wp.ajax's request (the wp-util pack; the facade in the main script forwards to it): the data
 * form-encoded as jQuery does, sent to admin-ajax, and WordPress's `{ success, data }` reply
 * read: done with its `data` on success, failed otherwise; a `query-attachments` call reads the
 * total from the `X-WP-Total` header into `totalAttachments`.
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

export async function request(options: AjaxOptions, settle: Settle, context: AjaxOptions): Promise<void> {
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
  if (!isRecord(reply) || reply['success'] === undefined) {
    settle.reject(reply);
    return;
  }
  const total = isRecord(options['data']) && options['data']['action'] === ATTACHMENTS_ACTION ? response.headers.get(TOTAL_HEADER) : null;
  context['totalAttachments'] = total ? Number.parseInt(total, 10) : 0;
  if (reply['success']) settle.resolve(reply['data']);
  else settle.reject(reply['data']);
}
