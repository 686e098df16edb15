// SPEC §3, §7, §8 — one parser per now-playing feed: real-shaped answers, malformed ones (HTML
// instead of JSON, missing fields, arrays against objects), huge and hostile titles; and, for
// every parser and any input, no exception and a title that stays one line of text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseAirtime, parseFeed, parseIcecast, parseJazler, parseLive365, parseMediaCp, parseRadioCo, parseRadionomy,
  parseSecureSystems, parseShoutcast, parseText,
} from '../../../src/features/radio/now-playing/parse';
import type { FeedType } from '../../../src/features/radio/now-playing/parse';
import { MAX_TITLE_LENGTH } from '../../../src/features/radio/now-playing/constants';

const HTML_PAGE = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
const pick = { mount: '/live', channel: '' };

describe('icecast status-json.xsl', () => {
  const source = (listenurl: string, title: string, artist?: string) => ({ listenurl, title, ...(artist ? { artist } : {}), server_name: 'x', bitrate: 128 });
  it('reads title and artist of a single source object', () => {
    const body = JSON.stringify({ icestats: { admin: 'a', source: source('http://h:8000/live', 'So What', 'Miles Davis') } });
    expect(parseIcecast(body, pick)).toEqual({ artist: 'Miles Davis', title: 'So What' });
  });
  it('picks from an array by mount point, then by channel, else the first', () => {
    const body = JSON.stringify({ icestats: { source: [source('http://h/a', 'A - One'), source('http://h/live', 'B - Two'), source('http://h/c', 'C - Three')] } });
    expect(parseIcecast(body, { mount: '/live', channel: '3' })).toEqual({ artist: 'B', title: 'Two' });
    expect(parseIcecast(body, { mount: '/missing', channel: '3' })).toEqual({ artist: 'C', title: 'Three' });
    expect(parseIcecast(body, { mount: '', channel: '' })).toEqual({ artist: 'A', title: 'One' });
    expect(parseIcecast(body, { mount: 'live', channel: '9' })).toEqual({ artist: 'B', title: 'Two' });
  });
  it('splits a title without an artist field on " - "', () => {
    expect(parseIcecast(JSON.stringify({ icestats: { source: source('http://h/live', 'Nina Simone - Feeling Good') } }), pick))
      .toEqual({ artist: 'Nina Simone', title: 'Feeling Good' });
  });
  it('gives null for HTML, no sources, an empty array or sources without titles', () => {
    expect(parseIcecast(HTML_PAGE, pick)).toBeNull();
    expect(parseIcecast('{"icestats":{}}', pick)).toBeNull();
    expect(parseIcecast('{"icestats":{"source":[]}}', pick)).toBeNull();
    expect(parseIcecast('{"icestats":{"source":[1,"x",null]}}', pick)).toBeNull();
    expect(parseIcecast('{"icestats":{"source":{"listenurl":"http://h/live"}}}', pick)).toBeNull();
    expect(parseIcecast('[]', pick)).toBeNull();
  });
});

describe('shoutcast stats', () => {
  it('reads songtitle while streamstatus is up', () => {
    expect(parseShoutcast('{"currentlisteners":3,"songtitle":"Daft Punk - One More Time","streamstatus":1}')).toEqual({ artist: 'Daft Punk', title: 'One More Time' });
  });
  it('gives null when the stream is down, the title missing, or the body is HTML', () => {
    expect(parseShoutcast('{"songtitle":"X - Y","streamstatus":0}')).toBeNull();
    expect(parseShoutcast('{"streamstatus":1}')).toBeNull();
    expect(parseShoutcast(HTML_PAGE)).toBeNull();
    expect(parseShoutcast('{"songtitle":{"nested":true}}')).toBeNull();
  });
});

describe('JSON feeds', () => {
  it('radio.co: current_track.title', () => {
    expect(parseRadioCo('{"status":"online","current_track":{"title":"Björk - Jóga","start_time":"x"}}')).toEqual({ artist: 'Björk', title: 'Jóga' });
    expect(parseRadioCo('{"status":"offline"}')).toBeNull();
    expect(parseRadioCo('{"current_track":[]}')).toBeNull();
  });
  it('airtime: tracks.current.name', () => {
    expect(parseAirtime('{"tracks":{"previous":null,"current":{"name":"Aretha Franklin - Respect"},"next":null}}')).toEqual({ artist: 'Aretha Franklin', title: 'Respect' });
    expect(parseAirtime('{"tracks":{"current":null}}')).toBeNull();
    expect(parseAirtime('{"tracks":[]}')).toBeNull();
  });
  it('live365: current-track artist and title', () => {
    expect(parseLive365('{"current-track":{"artist":"The Beatles","title":"Blackbird"}}')).toEqual({ artist: 'The Beatles', title: 'Blackbird' });
    expect(parseLive365('{"current-track":{"title":"Only A Title"}}')).toEqual({ artist: '', title: 'Only A Title' });
    expect(parseLive365('{"current-track":null}')).toBeNull();
  });
  it('mediacp: nowplaying', () => {
    expect(parseMediaCp('{"nowplaying":"Miles Davis - So What","listeners":1}')).toEqual({ artist: 'Miles Davis', title: 'So What' });
    expect(parseMediaCp('{"nowplaying":""}')).toBeNull();
    expect(parseMediaCp(HTML_PAGE)).toBeNull();
  });
});

describe('XML feeds', () => {
  it('radionomy: artists and title', () => {
    expect(parseRadionomy('<?xml version="1.0"?><tracks><track><title>So What</title><artists>Miles Davis</artists></track></tracks>')).toEqual({ artist: 'Miles Davis', title: 'So What' });
  });
  it('secure systems: artist and title', () => {
    expect(parseSecureSystems('<playlist><now><artist>Nina Simone</artist><title>Feeling Good</title></now></playlist>')).toEqual({ artist: 'Nina Simone', title: 'Feeling Good' });
  });
  it('jazler: Song title and Artist name attributes', () => {
    expect(parseJazler('<Schedule><Event><Song title="Respect"><Artist name="Aretha Franklin"/></Song></Event></Schedule>')).toEqual({ artist: 'Aretha Franklin', title: 'Respect' });
  });
  it('gives null for HTML, broken XML and documents without the fields', () => {
    for (const parse of [parseRadionomy, parseSecureSystems, parseJazler]) {
      expect(parse('<html><body><p>oops</body>')).toBeNull();
      expect(parse('<tracks><track>')).toBeNull();
      expect(parse('<?xml version="1.0"?><nothing/>')).toBeNull();
    }
  });
  it('reads markup inside XML text as text', () => {
    expect(parseSecureSystems('<now><artist>&lt;img src=x onerror=alert(1)&gt;</artist><title>T</title></now>')).toEqual({ artist: '<img src=x onerror=alert(1)>', title: 'T' });
  });
});

describe('text feeds and ICY titles', () => {
  it('the whole body, trimmed, split on " - "', () => {
    expect(parseText('  Nina Simone - Feeling Good\n')).toEqual({ artist: 'Nina Simone', title: 'Feeling Good' });
    expect(parseText('Station jingle')).toEqual({ artist: '', title: 'Station jingle' });
    expect(parseText('')).toBeNull();
  });
  it('a web page is not a title', () => {
    expect(parseText(HTML_PAGE)).toBeNull();
  });
  it('keeps markup as literal text and cuts huge titles', () => {
    expect(parseText('<b>A</b> - <script>x()</script>')).toEqual({ artist: '<b>A</b>', title: '<script>x()</script>' });
    const huge = parseText(`${'A'.repeat(5000)} - ${'B'.repeat(100)}`);
    expect(huge!.title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });
});

const TYPES: FeedType[] = ['icy', 'icecast', 'shoutcast', 'radiodotco', 'airtime', 'radionomy', 'live365', 'securesystems', 'mediacp', 'jazler', 'winmedia', 'textfeed'];

const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(), fc.integer(), fc.boolean(), fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('icestats', 'source', 'title', 'artist', 'listenurl', 'songtitle', 'streamstatus', 'current_track', 'tracks', 'current', 'name', 'current-track', 'nowplaying', 'x'), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const bodies = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  jsonish.map((value) => JSON.stringify(value) ?? ''),
  fc.tuple(fc.constantFrom('artist', 'title', 'artists', 'Song', 'Artist'), fc.string()).map(([tag, text]) => `<x><${tag} title="${text}" name="${text}">${text}</${tag}></x>`),
);

describe('every parser, any input (property)', () => {
  it('never throws; a title is one line of text no longer than the limit, never empty', () => {
    fc.assert(fc.property(fc.constantFrom(...TYPES), bodies, (type, body) => {
      const result = parseFeed(type, body, { mount: '/live', channel: '1' });
      if (result === null) return;
      expect(typeof result.title).toBe('string');
      expect(typeof result.artist).toBe('string');
      expect(result.title.length).toBeGreaterThan(0);
      for (const text of [result.title, result.artist]) {
        expect(text.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
        // eslint-disable-next-line no-control-regex
        expect(text).not.toMatch(/[\u0000-\u001f\u2028\u2029]/);
        expect(text).toBe(text.trim());
      }
    }), { numRuns: 400 });
  }, 20000);

  it('a title split on " - " gives back its parts', () => {
    // eslint-disable-next-line no-control-regex
    const part = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() === text && text.length > 0 && !text.includes(' - ') && !/\s{2}|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text));
    // An artist ending in " -" makes the separator ambiguous ("! -" and "!" join as "! - - !").
    const artistPart = part.filter((text) => !text.endsWith(' -'));
    fc.assert(fc.property(artistPart, part, (artist, title) => {
      expect(parseText(`${artist} - ${title}`)).toEqual({ artist, title });
    }));
  }, 20000);
});
