/** How airlift finds WordPress's playlists and media shortcodes, and the pack that plays them. */
import type { FeatureDefinition } from '../../core/registry';
import { MEDIA_FEATURE, MEDIA_PACK, SETTINGS_GLOBAL } from './constants';
import { mediaSelector } from './presence';

export const definition: FeatureDefinition = {
  name: MEDIA_FEATURE,
  get selector() {
    return mediaSelector();
  },
  pack: MEDIA_PACK,
  // Plugins calling `wp.mediaelement.initialize()`, `MediaElementPlayer` and `mejs` after loading
  // content keep working where WordPress's MediaElement scripts are gone (mejs-facade.ts, in the
  // pack: the page carries their `_wpmejsSettings`).
  facadeWanted: () => Object.hasOwn(globalThis, SETTINGS_GLOBAL),
};
