// SPEC §7, §8 — artwork from the music store's search: the 1000×1000 image of the first
// result, cached per term, nothing for no title or "No Titles Available".
import { describe, expect, it, vi } from 'vitest';
import { ArtworkCache, artworkSearchUrl, artworkTerm, parseArtwork } from '../../../src/features/radio/now-playing/artwork';
import { cleanText, splitTitle } from '../../../src/features/radio/now-playing/title';

describe('artwork', () => {
  it('searches term={artist title}&entity=song', () => {
    expect(artworkTerm({ artist: 'Miles Davis', title: 'So What' })).toBe('Miles Davis So What');
    expect(artworkTerm({ artist: '', title: 'Jingle' })).toBe('Jingle');
    expect(artworkTerm(null)).toBe('');
    expect(artworkTerm({ artist: '', title: 'No Titles Available' })).toBe('');
    const url = new URL(artworkSearchUrl('Miles Davis So What'));
    expect(url.origin + url.pathname).toBe('https://itunes.apple.com/search');
    expect(url.searchParams.get('term')).toBe('Miles Davis So What');
    expect(url.searchParams.get('entity')).toBe('song');
    // A site endpoint that is no http(s) address: the music store's own.
    expect(artworkSearchUrl('x', 'javascript:alert(1)')).toMatch(/^https:\/\/itunes\.apple\.com\/search\?term=x/);
  });
  it('reads results[0].artworkUrl100 upgraded to 1000x1000; nothing for no result or a bad answer', () => {
    expect(parseArtwork({ resultCount: 2, results: [{ artworkUrl100: 'https://is1.mzstatic.com/image/thumb/a/100x100bb.jpg' }, {}] }))
      .toBe('https://is1.mzstatic.com/image/thumb/a/1000x1000bb.jpg');
    expect(parseArtwork({ resultCount: 0, results: [] })).toBe('');
    expect(parseArtwork({ resultCount: 1, results: [{}] })).toBe('');
    expect(parseArtwork({ resultCount: 1, results: [{ artworkUrl100: 'javascript:alert(1)//100x100' }] })).toBe('');
    // A malformed address (MediaMetadata throws on one) is none.
    expect(parseArtwork({ resultCount: 1, results: [{ artworkUrl100: 'https://[bad/100x100bb.jpg' }] })).toBe('');
    expect(parseArtwork('<html>')).toBe('');
    expect(parseArtwork({ results: {} })).toBe('');
  });
  it('asks once per term; a failed search is asked again', async () => {
    const fetchJson = vi.fn(async (url: string) => {
      if (url.includes('Fail')) throw new Error('offline');
      return { resultCount: 1, results: [{ artworkUrl100: 'https://a/100x100.jpg' }] };
    });
    const cache = new ArtworkCache(fetchJson);
    const signal = new AbortController().signal;
    expect(await cache.lookup('A B', signal)).toBe('https://a/1000x1000.jpg');
    expect(await cache.lookup('A B', signal)).toBe('https://a/1000x1000.jpg');
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(await cache.lookup('Fail', signal)).toBe('');
    expect(await cache.lookup('Fail', signal)).toBe('');
    expect(fetchJson).toHaveBeenCalledTimes(3);
  });
});

describe('titles', () => {
  it('split "Artist - Title" on the first " - "; no separator gives the title only', () => {
    expect(splitTitle('A - B - C')).toEqual({ artist: 'A', title: 'B - C' });
    expect(splitTitle('A-B')).toEqual({ artist: '', title: 'A-B' });
    expect(splitTitle(' - Title')).toEqual({ artist: '', title: '- Title' });
    expect(splitTitle('   ')).toBeNull();
    expect(splitTitle(42)).toEqual({ artist: '', title: '42' });
    expect(splitTitle({})).toBeNull();
  });
  it('are one line of text', () => {
    expect(cleanText('a\u0000b\nc\u2028d\t e')).toBe('a b c d e');
  });
});
