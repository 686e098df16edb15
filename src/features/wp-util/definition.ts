/**
 * wp-util's `wp.ajax`: no markup to mount, only a facade for page code, which comes in the
 * wp-util pack (facade.ts) where the page carries wp-util's settings: where the WordPress plugin
 * took wp-util off the page (it prints the pack's tag after airlift's there), or, without the
 * plugin, where the main script asks for the pack at start. Its calls' promise and request are
 * the part pack wp-util-ajax, asked for by the first call.
 */
import type { FeatureDefinition } from '../../core/registry';
import { SETTINGS_GLOBAL, WP_UTIL } from './constants';

export const definition: FeatureDefinition = {
  name: WP_UTIL,
  selector: '',
  pack: WP_UTIL,
  mounts: false,
  // Not where wp-util's own script has run (a page without the plugin keeps it): its wp.ajax is there.
  facadeWanted: () => Object.hasOwn(globalThis, SETTINGS_GLOBAL) && !(globalThis as { wp?: { ajax?: unknown } }).wp?.ajax,
};
