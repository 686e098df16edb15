/**
 * `_wpUtilSettings`, as wp-util's handle prints it (`{ ajax: { url } }`): read by the facade in
 * the main script (whether to install `wp.ajax`, its `settings.url`) and by the request in the
 * pack. Its one field is read as text, without a schema.
 */
import { isRecord, ownRecord } from '../../lib/globals';
import { asText } from '../../lib/text';
import { DEFAULT_AJAX_URL, SETTINGS_GLOBAL } from './constants';

/** The settings, when the page carries them as plain data. */
export const readWpUtilSettings = (): Record<string, unknown> | undefined => ownRecord(SETTINGS_GLOBAL);

/** The admin-ajax address from `_wpUtilSettings` (the plugin carries it), else WordPress's default. */
export function ajaxUrl(): string {
  let url = '';
  try {
    const ajax = readWpUtilSettings()?.['ajax'];
    url = isRecord(ajax) ? asText(ajax['url']) : '';
  } catch {
    /* a getter that throws: the default */
  }
  return new URL(url || DEFAULT_AJAX_URL, document.baseURI).href;
}
