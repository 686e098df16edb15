/**
 * `_wpUtilSettings`, as wp-util's handle prints it (`{ ajax: { url } }`): read by the facade
 * (whether to install `wp.ajax`, its `settings`), and `wp.ajax.settings.url` by the request at
 * each call. The one field is read as text, without a schema.
 */
import { isRecord, ownRecord } from '../../lib/globals';
import { asText } from '../../lib/text';
import { DEFAULT_AJAX_URL, SETTINGS_GLOBAL } from './constants';

/** The settings, when the page carries them as plain data. */
export const readWpUtilSettings = (): Record<string, unknown> | undefined => ownRecord(SETTINGS_GLOBAL);

/**
 * `wp.ajax.settings`: the page's own `_wpUtilSettings.ajax` object, as wp-util sets it (`settings.ajax
 * || {}`), so its `url` reads as the plugin printed it and a change page code makes to it is the
 * next call's address.
 */
export function ajaxSettings(): Record<string, unknown> {
  try {
    const ajax = readWpUtilSettings()?.['ajax'];
    return isRecord(ajax) ? ajax : {};
  } catch {
    // A getter that throws: no settings, as for a page without them.
    return {};
  }
}

/** A call's address: `wp.ajax.settings.url` at the time of the call, else WordPress's default. */
export function ajaxUrl(settings: unknown): string {
  let url = '';
  try {
    url = isRecord(settings) ? asText(settings['url']) : '';
  } catch {
    /* a getter that throws: the default */
  }
  return new URL(url || DEFAULT_AJAX_URL, document.baseURI).href;
}
