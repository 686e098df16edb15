// SPEC §5, §9 — the one reading of a YouTube address, shared by auto-embeds (watch pages and
// short links only) and the media players (the player's own addresses too).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { youtubeId } from '../../../src/lib/youtube';

const ID = 'aqz-KE-bpKQ';

describe('youtubeId', () => {
  it('reads watch pages and short links for every caller', () => {
    for (const addresses of ['watch', 'all'] as const) {
      expect(youtubeId(`https://www.youtube.com/watch?v=${ID}`, addresses)).toBe(ID);
      expect(youtubeId(`http://m.youtube.com/watch?feature=share&v=${ID}&t=10`, addresses)).toBe(ID);
      expect(youtubeId(`https://youtu.be/${ID}?t=42`, addresses)).toBe(ID);
    }
  });

  it("reads the player's own addresses only when asked for all of them", () => {
    for (const address of [`https://www.youtube-nocookie.com/embed/${ID}`, `https://m.youtube.com/shorts/${ID}`, `https://youtube.com/v/${ID}/`, `https://www.youtube-nocookie.com/watch?v=${ID}`]) {
      expect(youtubeId(address)).toBe(ID);
      expect(youtubeId(address, 'watch')).toBeNull();
    }
  });

  it('takes absolute http(s) addresses only: a relative one names a page of the site itself', () => {
    expect(youtubeId(`/watch?v=${ID}`)).toBeNull();
    expect(youtubeId(`//www.youtube.com/watch?v=${ID}`)).toBeNull();
    expect(youtubeId(`watch?v=${ID}`)).toBeNull();
    expect(youtubeId(`javascript:alert(1)//youtube.com/watch?v=${ID}`)).toBeNull();
    expect(youtubeId(`ftp://youtube.com/watch?v=${ID}`)).toBeNull();
  });

  it('wants an 11-character id on a YouTube host', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=aqz-KE-bpK')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=aqz-KE-bpKQQ')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=aqz-KE-bp!Q')).toBeNull();
    expect(youtubeId(`https://www.youtube.com/channel/${ID}`)).toBeNull();
    expect(youtubeId(`https://notyoutube.com/watch?v=${ID}`)).toBeNull();
    expect(youtubeId(`https://youtube.com.evil.example/watch?v=${ID}`)).toBeNull();
    expect(youtubeId('https://youtu.be/')).toBeNull();
  });

  it('never throws, and gives an id or null, for any value (property)', () => {
    fc.assert(fc.property(fc.anything(), fc.constantFrom<'watch' | 'all'>('watch', 'all'), (value, addresses) => {
      const id = youtubeId(value, addresses);
      if (id !== null) expect(id).toMatch(/^[\w-]{11}$/);
    }));
  });
});
