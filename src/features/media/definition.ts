/** How airlift finds WordPress's playlists and media shortcodes, and the pack that plays them. */
import type { FeatureDefinition } from '../../core/registry';
import { mediaSelector } from './presence';

export const definition: FeatureDefinition = {
  name: 'media',
  get selector() {
    return mediaSelector();
  },
  pack: 'media',
  // The players render with preact.
  needs: ['ui'],
};
