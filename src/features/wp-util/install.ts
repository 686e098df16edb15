/**
 * WordPress's wp-util front-end helpers that page code still calls once the script is gone: the
 * WordPress plugin takes wp-util off a page when only the scripts airlift replaces needed it
 * (and carries its `_wpUtilSettings`). Installed at start, when the page carries those settings
 * and has no `wp.ajax` of its own.
 */
import type { FacadeHost } from '../../core/registry';
import { ownRecord } from '../../lib/globals';
import { createWpAjax } from './facade';
import { readWpUtilSettings } from './settings';

export function installWpUtil(host: FacadeHost): void {
  if (!readWpUtilSettings()) return;
  const existing = ownRecord('wp');
  const wp = existing ?? {};
  if (wp['ajax'] !== undefined) return;
  wp['ajax'] = createWpAjax(host);
  if (wp !== existing) (window as unknown as { wp: unknown }).wp = wp;
}
