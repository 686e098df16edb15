/**
 * What the media feature looks for: playlists always, and the audio and video shortcodes whose
 * library setting in `_wpmejsSettings` is MediaElement (the default). Read by the main bundle
 * on every scan, so it stays tiny and never throws.
 */
import { ownRecord } from '../../lib/globals';
import { AUDIO_SHORTCODE, MEDIAELEMENT_LIBRARY, PLAYLIST_SELECTOR, SETTINGS_GLOBAL, VIDEO_SHORTCODE } from './constants';

export function mediaSelector(): string {
  const settings = ownRecord(SETTINGS_GLOBAL);
  const wants = (key: string): boolean => {
    try {
      const library = settings?.[key];
      return typeof library !== 'string' || library === MEDIAELEMENT_LIBRARY;
    } catch {
      return true;
    }
  };
  return [PLAYLIST_SELECTOR, wants('audioShortcodeLibrary') && `audio.${AUDIO_SHORTCODE}`, wants('videoShortcodeLibrary') && `video.${VIDEO_SHORTCODE}`]
    .filter(Boolean).join(',');
}
