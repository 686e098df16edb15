// SPEC §3 — player settings from `_wpmejsSettings`, class prefix forced to 'mejs-'; the shortcode
// library settings decide which shortcodes get a player.
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
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
