// safeUrl: only http(s) and relative addresses, never throwing.
import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../src/lib/url';

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
