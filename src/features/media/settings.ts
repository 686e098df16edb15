/**
 * Player settings from `_wpmejsSettings`, validated, with the class prefix forced to `mejs-`.
 * The audio and video shortcode library settings decide which shortcodes get a player (the
 * main bundle's selector asks `shortcodeSelector`, which needs no validation library).
 */
import { ownRecord } from '../../lib/globals';
import { CLASS_PREFIX, DEFAULT_POSTER_QUALITY, MEDIAELEMENT_LIBRARY, POSTER_QUALITIES, SETTINGS_GLOBAL } from './constants';
import type { PosterQuality } from './constants';

/**
 * Each setting read and its default: a value of another type (or, for `stretching`, not one of
 * its four) is the default. No schema library: one loop over this table says the same.
 */
const DEFAULTS = {
  pluginPath: '',
  stretching: 'auto',
  audioShortcodeLibrary: MEDIAELEMENT_LIBRARY,
  videoShortcodeLibrary: MEDIAELEMENT_LIBRARY,
  showPosterWhenPaused: false,
  showPosterWhenEnded: false,
  alwaysShowControls: false,
  clickToPlayPause: true,
  pauseOtherPlayers: true,
};
const STRETCHING: readonly unknown[] = ['auto', 'responsive', 'fill', 'none'];

export interface PlayerSettings {
  classPrefix: typeof CLASS_PREFIX;
  pluginPath: string;
  stretching: 'auto' | 'responsive' | 'fill' | 'none';
  audioShortcodeLibrary: string;
  videoShortcodeLibrary: string;
  showPosterWhenPaused: boolean;
  showPosterWhenEnded: boolean;
  /** MediaElement's options: a playing video's controls never step aside; a click on the picture plays or pauses it. */
  alwaysShowControls: boolean;
  clickToPlayPause: boolean;
  /** MediaElement's option: a player that starts playing pauses the others (one-at-a-time.ts). */
  pauseOtherPlayers: boolean;
  posterQuality: PosterQuality;
}

/** Reads the settings object (or the global when none is given); never throws. */
export function playerSettings(source: unknown = ownRecord(SETTINGS_GLOBAL)): PlayerSettings {
  const settings: Record<string, unknown> = { ...DEFAULTS, classPrefix: CLASS_PREFIX, posterQuality: DEFAULT_POSTER_QUALITY };
  try {
    const raw = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(DEFAULTS)) {
      const value = raw[key];
      if (typeof value === typeof fallback && (key !== 'stretching' || STRETCHING.includes(value))) read[key] = value;
    }
    const youtube = raw['youtube'];
    const quality = typeof youtube === 'object' && youtube !== null ? (youtube as Record<string, unknown>)['imageQuality'] : undefined;
    if ((POSTER_QUALITIES as readonly unknown[]).includes(quality)) read['posterQuality'] = quality;
    // A getter that throws leaves every setting at its default.
    Object.assign(settings, read);
  } catch {
    // As above.
  }
  return settings as unknown as PlayerSettings;
}

/** Whether a shortcode element of this kind gets a player under these settings. */
export function shortcodeWanted(kind: 'audio' | 'video', settings: PlayerSettings): boolean {
  return (kind === 'audio' ? settings.audioShortcodeLibrary : settings.videoShortcodeLibrary) === MEDIAELEMENT_LIBRARY;
}
