// SPEC §3 — player settings from `_wpmejsSettings`, class prefix forced to 'mejs-'; the shortcode
// library settings decide which shortcodes get a player.
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { playerSettings, shortcodeWanted } from '../../../src/features/media/settings';
import { mediaSelector } from '../../../src/features/media/presence';

const win = window as unknown as { _wpmejsSettings?: unknown };
afterEach(() => {
  delete win._wpmejsSettings;
});

describe('player settings', () => {
  it('forces the mejs- class prefix and keeps the page settings', () => {
    const settings = playerSettings({ classPrefix: 'other-', stretching: 'responsive', showPosterWhenEnded: true, youtube: { imageQuality: 'maxresdefault' } });
    expect(settings.classPrefix).toBe('mejs-');
    expect(settings.stretching).toBe('responsive');
    expect(settings.showPosterWhenEnded).toBe(true);
    expect(settings.showPosterWhenPaused).toBe(false);
    expect(settings.posterQuality).toBe('maxresdefault');
  });

  it('reads the global, and defaults without one', () => {
    win._wpmejsSettings = { stretching: 'fill' };
    expect(playerSettings().stretching).toBe('fill');
    delete win._wpmejsSettings;
    expect(playerSettings()).toMatchObject({ classPrefix: 'mejs-', stretching: 'auto', audioShortcodeLibrary: 'mediaelement', posterQuality: 'hqdefault' });
  });

  it('gives a player to the shortcodes whose library is mediaelement', () => {
    const settings = playerSettings({ audioShortcodeLibrary: 'mediaelement', videoShortcodeLibrary: 'none' });
    expect(shortcodeWanted('audio', settings)).toBe(true);
    expect(shortcodeWanted('video', settings)).toBe(false);
    win._wpmejsSettings = { audioShortcodeLibrary: 'mediaelement', videoShortcodeLibrary: 'none' };
    // Elements `new MediaElementPlayer` marked get one whatever the settings say.
    const marked = 'audio[data-airlift-player],video[data-airlift-player]';
    expect(mediaSelector()).toBe(`.wp-playlist,audio.wp-audio-shortcode,${marked}`);
    delete win._wpmejsSettings;
    expect(mediaSelector()).toBe(`.wp-playlist,audio.wp-audio-shortcode,video.wp-video-shortcode,${marked}`);
  });

  it('never throws on hostile settings (property)', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(playerSettings(value).classPrefix).toBe('mejs-');
      win._wpmejsSettings = value;
      expect(typeof mediaSelector()).toBe('string');
    }));
    win._wpmejsSettings = Object.defineProperty({}, 'audioShortcodeLibrary', { get() { throw new Error('no'); } });
    expect(mediaSelector()).toContain('.wp-playlist');
    expect(() => playerSettings(win._wpmejsSettings)).not.toThrow();
  });
});

// The settings were read with this valibot schema; the reader's table must give the same answers.
describe('player settings, as the schema read them', () => {
  const text = (fallback: string) => v.fallback(v.optional(v.string(), fallback), fallback);
  const flag = (fallback: boolean) => v.fallback(v.optional(v.boolean(), fallback), fallback);
  const quality = v.fallback(v.optional(v.picklist(['default', 'hqdefault', 'mqdefault', 'sddefault', 'maxresdefault']), 'hqdefault'), 'hqdefault');
  const schema = v.object({
    pluginPath: text(''),
    stretching: v.fallback(v.optional(v.picklist(['auto', 'responsive', 'fill', 'none']), 'auto'), 'auto'),
    audioShortcodeLibrary: text('mediaelement'),
    videoShortcodeLibrary: text('mediaelement'),
    showPosterWhenPaused: flag(false),
    showPosterWhenEnded: flag(false),
    alwaysShowControls: flag(false),
    clickToPlayPause: flag(true),
    pauseOtherPlayers: flag(true),
    youtube: v.fallback(v.optional(v.object({ imageQuality: quality }), { imageQuality: 'hqdefault' }), { imageQuality: 'hqdefault' }),
  });
  const before = (source: unknown) => {
    let parsed;
    try {
      parsed = v.safeParse(schema, typeof source === 'object' && source !== null ? source : {});
    } catch {
      // As the reader: defaults.
    }
    if (!parsed?.success) parsed = v.safeParse(schema, {});
    const { youtube, ...rest } = parsed.output as v.InferOutput<typeof schema>;
    return { ...rest, classPrefix: 'mejs-', posterQuality: youtube.imageQuality };
  };
  const value = fc.oneof(fc.string(), fc.boolean(), fc.constantFrom('auto', 'responsive', 'fill', 'none', 'mediaelement', 'maxresdefault', 'sddefault'), fc.anything());
  const keys = ['pluginPath', 'stretching', 'audioShortcodeLibrary', 'videoShortcodeLibrary', 'showPosterWhenPaused', 'showPosterWhenEnded',
    'alwaysShowControls', 'clickToPlayPause', 'pauseOtherPlayers', 'classPrefix', 'posterQuality'];

  it('gives what the schema gave, field by field (property)', () => {
    const source = fc.oneof(fc.anything(), fc.record({
      stretching: value, pluginPath: value, audioShortcodeLibrary: value, videoShortcodeLibrary: value, showPosterWhenPaused: value,
      clickToPlayPause: value, pauseOtherPlayers: value, youtube: fc.oneof(value, fc.record({ imageQuality: value }, { requiredKeys: [] })),
    }, { requiredKeys: [] }));
    fc.assert(fc.property(source, (settings) => {
      const read = playerSettings(settings);
      expect(Object.keys(read).sort()).toEqual([...keys].sort());
      expect(read).toEqual(before(settings));
    }), { numRuns: 500 });
  });

  it('gives every default when a setting throws', () => {
    const hostile = Object.defineProperty({ stretching: 'fill' }, 'pauseOtherPlayers', { get() { throw new Error('no'); }, enumerable: true });
    expect(playerSettings(hostile)).toEqual(before(hostile));
    expect(playerSettings(hostile).stretching).toBe('auto');
  });
});
