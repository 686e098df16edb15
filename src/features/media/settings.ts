/**
 * Player settings from `_wpmejsSettings`, validated, with the class prefix forced to `mejs-`.
 * The audio and video shortcode library settings decide which shortcodes get a player (the
 * main bundle's selector asks `shortcodeSelector`, which needs no validation library).
 */
import * as v from 'valibot';
import { PlainObjectSchema, readGlobal } from '../../lib/globals';
import { CLASS_PREFIX, DEFAULT_POSTER_QUALITY, MEDIAELEMENT_LIBRARY, POSTER_QUALITIES, SETTINGS_GLOBAL } from './constants';
import type { PosterQuality } from './constants';

const text = (fallback: string) => v.fallback(v.optional(v.string(), fallback), fallback);
const flag = (fallback: boolean) => v.fallback(v.optional(v.boolean(), fallback), fallback);

const YOUTUBE_DEFAULTS = { imageQuality: DEFAULT_POSTER_QUALITY };

const SettingsSchema = v.object({
  pluginPath: text(''),
  stretching: v.fallback(v.optional(v.picklist(['auto', 'responsive', 'fill', 'none']), 'auto'), 'auto'),
  audioShortcodeLibrary: text(MEDIAELEMENT_LIBRARY),
  videoShortcodeLibrary: text(MEDIAELEMENT_LIBRARY),
  showPosterWhenPaused: flag(false),
  showPosterWhenEnded: flag(false),
  alwaysShowControls: flag(false),
  clickToPlayPause: flag(true),
  pauseOtherPlayers: flag(true),
  youtube: v.fallback(v.optional(v.object({ imageQuality: v.fallback(v.optional(v.picklist(POSTER_QUALITIES), DEFAULT_POSTER_QUALITY), DEFAULT_POSTER_QUALITY) }), YOUTUBE_DEFAULTS), YOUTUBE_DEFAULTS),
});

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
export function playerSettings(source: unknown = readGlobal(SETTINGS_GLOBAL, PlainObjectSchema)): PlayerSettings {
  let parsed: v.SafeParseResult<typeof SettingsSchema> | undefined;
  try {
    parsed = v.safeParse(SettingsSchema, typeof source === 'object' && source !== null ? source : {});
  } catch {
    // A settings object with throwing getters: the defaults.
  }
  // The defaults: every field has its fallback, so an empty object always passes (safeParse
  // rather than parse, which would bring valibot's error class into the schema pack for this).
  if (!parsed?.success) parsed = v.safeParse(SettingsSchema, {});
  const { youtube, ...rest } = parsed.output as v.InferOutput<typeof SettingsSchema>;
  return { ...rest, classPrefix: CLASS_PREFIX, posterQuality: youtube.imageQuality };
}

/** Whether a shortcode element of this kind gets a player under these settings. */
export function shortcodeWanted(kind: 'audio' | 'video', settings: PlayerSettings): boolean {
  return (kind === 'audio' ? settings.audioShortcodeLibrary : settings.videoShortcodeLibrary) === MEDIAELEMENT_LIBRARY;
}
