// safeUrl: only http(s) and relative addresses, never throwing.
import { describe, expect, it } from 'vitest';
import { decodeText, safeUrl } from '../../../src/lib/url';

describe('safeUrl', () => {
  it('keeps http(s) and relative addresses as given (trimmed) without a base', () => {
    expect(safeUrl(' https://example.com/a.mp3 ')).toBe('https://example.com/a.mp3');
    expect(safeUrl('http://example.com/')).toBe('http://example.com/');
    expect(safeUrl('/media/one.mp3')).toBe('/media/one.mp3');
    expect(safeUrl('one.mp3?x=1#t')).toBe('one.mp3?x=1#t');
    expect(safeUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
  });

  it('resolves against a base when one is given', () => {
    expect(safeUrl('one.mp3', 'https://site.test/radio/')).toBe('https://site.test/radio/one.mp3');
    expect(safeUrl('HTTPS://Example.com', 'https://site.test/')).toBe('https://example.com/');
  });

  it('refuses other schemes, however they are written', () => {
    for (const value of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\nscript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)',
      'data:image/png;base64,AAAA', 'blob:https://site.test/x', 'vbscript:x', 'file:///etc/passwd', 'mailto:a@b.c']) {
      expect(safeUrl(value)).toBeNull();
      expect(safeUrl(value, 'https://site.test/')).toBeNull();
    }
  });

  it('gives null for what is no address, and never throws', () => {
    for (const value of ['', '   ', 'https://[bad/x', 'http://', null, undefined, 42, {}, { toString: () => { throw new Error('x'); } }]) {
      expect(safeUrl(value)).toBeNull();
    }
    expect(safeUrl('/a', 'not a base')).toBeNull();
  });
});

describe('decodeText', () => {
  it('decodes UTF-8 escapes and keeps those that are not, never throwing', () => {
    expect(decodeText('chanson-d%C3%A9t%C3%A9.mp3')).toBe('chanson-dété.mp3');
    expect(decodeText('chanson-d%E9t%E9.mp3')).toBe('chanson-d%E9t%E9.mp3');
    expect(decodeText('100%-live.mp3')).toBe('100%-live.mp3');
    expect(decodeText('caf%C3%A9-%E9 x%')).toBe('café-%E9 x%');
    expect(decodeText('%')).toBe('%');
    expect(decodeText('a%2Fb%25')).toBe('a/b%');
  });
});
