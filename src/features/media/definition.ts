/** How airlift finds WordPress's playlists and media shortcodes, and the pack that plays them. */
import type { FeatureDefinition } from '../../core/registry';
import { MEDIA_FEATURE, MEDIA_PACK } from './constants';
import { installMejs } from './mejs-facade';
import { mediaSelector } from './presence';

export const definition: FeatureDefinition = {
  name: MEDIA_FEATURE,
  get selector() {
    return mediaSelector();
  },
  pack: MEDIA_PACK,
  // Plugins calling `wp.mediaelement.initialize()`, `MediaElementPlayer` and `mejs` after loading
  // content keep working where WordPress's MediaElement scripts are gone.
  setup: installMejs,
};
