// SPEC §3 Playlist — the JSON block: type, tracks and the four show/hide flags, each track's
// src, title, artist/album, image and resized dimensions; index and artists set at render time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePlaylist } from '../../../src/features/media/playlist/schema';

const block = {
  type: 'audio', tracklist: true, tracknumbers: true, images: true, artists: true,
  tracks: [
    { src: '/media/one.mp3', type: 'audio/mpeg', title: 'One', caption: '', meta: { artist: 'Artist A', album: 'Album', length_formatted: '0:05' }, image: { src: '/one.jpg', width: 48, height: 64 } },
    { src: '/media/two.mp3', title: 'Two', meta: { artist: 'Artist B' }, image: { src: '', width: 0, height: 0 }, thumb: { src: '/two-thumb.jpg', width: 10, height: 10 } },
    { src: '/media/three.ogg', title: 'Three', image: { src: '', width: 0, height: 0 } },
  ],
};

describe('playlist JSON', () => {
  it('reads the flags and tracks, numbering tracks and carrying the artists flag at render time', () => {
    const playlist = parsePlaylist(JSON.stringify(block))!;
    expect(playlist.type).toBe('audio');
    expect(playlist.tracks.map((track) => [track.index, track.title, track.meta.artist, track.artists])).toEqual([
      [1, 'One', 'Artist A', true], [2, 'Two', 'Artist B', true], [3, 'Three', '', true],
    ]);
    expect(playlist.tracks[0].meta.album).toBe('Album');
    expect(playlist.tracks[0].image).toEqual({ src: '/one.jpg', width: 48, height: 64 });
    // An empty image falls back to the thumbnail, and none at all is null.
    expect(playlist.tracks[1]!.image?.src).toBe('/two-thumb.jpg');
    expect(playlist.tracks[2]!.image).toBeNull();
  });

  it('leaves numbers off when tracknumbers is false and reads video dimensions.resized', () => {
    const playlist = parsePlaylist({
      type: 'video', tracknumbers: false, artists: false,
      tracks: [{ src: '/v.webm', dimensions: { original: { width: 160, height: 90 }, resized: { width: '320', height: 180 } } }],
    })!;
    expect(playlist.type).toBe('video');
    expect(playlist.tracks[0].index).toBe(0);
    expect(playlist.tracks[0].artists).toBe(false);
    expect(playlist.tracks[0].dimensions).toEqual({ width: 320, height: 180 });
    expect(playlist.tracklist).toBe(true);
  });

  it('drops tracks without a src and gives null for broken JSON or no playable track', () => {
    expect(parsePlaylist('{"type":"audio","tracks":[')).toBeNull();
    expect(parsePlaylist('<html>')).toBeNull();
    expect(parsePlaylist({ type: 'audio', tracks: [{ title: 'no src' }, { src: '  ' }] })).toBeNull();
    expect(parsePlaylist({ type: 'audio', tracks: 'none' })).toBeNull();
    expect(parsePlaylist({ type: 'audio', tracks: [null, 5, { src: '/a.mp3' }] })!.tracks).toHaveLength(1);
    // An unknown type is read as audio, as wp-playlist's default.
    expect(parsePlaylist({ type: 'flash', tracks: [{ src: '/a.mp3' }] })!.type).toBe('audio');
  });

  it('never throws, whatever the block holds (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.anything()), (value) => {
      const result = parsePlaylist(value);
      if (result) for (const track of result.tracks) expect(typeof track.src).toBe('string');
    }));
    fc.assert(fc.property(fc.array(fc.record({ src: fc.anything(), title: fc.anything(), meta: fc.anything(), image: fc.anything(), dimensions: fc.anything() }, { requiredKeys: [] })), (tracks) => {
      parsePlaylist({ type: 'video', tracks });
      parsePlaylist(JSON.stringify({ type: 'audio', tracks }));
    }));
    const hostile = Object.defineProperty({ type: 'audio' }, 'tracks', { get() { throw new Error('no'); } });
    expect(parsePlaylist(hostile)).toBeNull();
    expect(parsePlaylist({ type: 'audio', tracks: [Object.defineProperty({}, 'src', { get() { throw new Error('no'); } }), { src: '/a.mp3' }] })).not.toBeNull();
  }, 30000);
});
