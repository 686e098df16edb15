// SPEC §9 — the video-site player: poster qualities, volume 0–100, video ids of 11 characters.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { POSTER_QUALITIES } from '../../../src/features/media/constants';
import { isYoutubeSource, sourceVideoId } from '../../../src/features/media/sources/youtube';
import { fromYoutubeVolume, posterQuality, toYoutubeVolume, youtubePoster } from '../../../src/features/media/video-sites/youtube-frame';
import { youtubeId } from '../../../src/lib/youtube';
import { formatTime } from '../../../src/features/media/player/time';

describe('YouTube', () => {
  it('finds the 11-character id of watch, short, embed and shorts addresses', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeId('https://youtu.be/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeId('https://m.youtube.com/shorts/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeId('https://www.youtube.com/watch?v=aqz-KE-bpK')).toBeNull();
    expect(youtubeId('javascript:alert(1)')).toBeNull();
    expect(isYoutubeSource('video/youtube', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(true);
    expect(isYoutubeSource('', 'https://youtu.be/aqz-KE-bpKQ')).toBe(true);
    expect(isYoutubeSource('video/mp4', '/clip.mp4')).toBe(false);
  });

  it("reads a source's address relative to the document, as the browser does", () => {
    expect(sourceVideoId('//www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(sourceVideoId('/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(isYoutubeSource('', '//youtu.be/aqz-KE-bpKQ')).toBe(true);
    expect(isYoutubeSource('', '/watch?v=aqz-KE-bpKQ')).toBe(false);
  });

  it('poster qualities: default, hqdefault, mqdefault, sddefault, maxresdefault; others fall back', () => {
    expect(POSTER_QUALITIES).toEqual(['default', 'hqdefault', 'mqdefault', 'sddefault', 'maxresdefault']);
    for (const quality of POSTER_QUALITIES) expect(youtubePoster('aqz-KE-bpKQ', quality)).toBe(`https://img.youtube.com/vi/aqz-KE-bpKQ/${quality}.jpg`);
    expect(posterQuality('huge')).toBe('hqdefault');
  });

  it('scales volume between 0–1 and 0–100, clamped', () => {
    expect(toYoutubeVolume(0.5)).toBe(50);
    expect(toYoutubeVolume(2)).toBe(100);
    expect(toYoutubeVolume(-1)).toBe(0);
    expect(fromYoutubeVolume(25)).toBe(0.25);
    expect(fromYoutubeVolume('x')).toBe(1);
  });

  it('never throws on hostile values (property)', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const id = youtubeId(value);
      if (id !== null) expect(id).toMatch(/^[\w-]{11}$/);
      const volume = fromYoutubeVolume(value);
      expect(volume >= 0 && volume <= 1).toBe(true);
      expect(POSTER_QUALITIES).toContain(posterQuality(value));
      expect(formatTime(value)).toMatch(/^\d{2,}:\d\d/);
    }));
    fc.assert(fc.property(fc.double(), (volume) => {
      const scaled = toYoutubeVolume(volume);
      expect(scaled >= 0 && scaled <= 100).toBe(true);
    }));
  });

  it('formats time as mm:ss, hh:mm:ss past an hour, with frames at 25 fps when asked', () => {
    expect(formatTime(65)).toBe('01:05');
    expect(formatTime(3725)).toBe('01:02:05');
    expect(formatTime(1.5, { frames: true })).toBe('00:01:12');
  });
});
