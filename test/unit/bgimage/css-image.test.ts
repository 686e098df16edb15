// [data-bgimage] backgrounds: http(s) addresses only, safely quoted.
import { describe, expect, it } from 'vitest';
import { cssImage } from '../../../src/features/bgimage';

describe('data-bgimage', () => {
  it('resolves relative addresses and quotes the URL', () => {
    expect(cssImage('/img/header.jpg', 'https://radio.example/page/')).toBe('url("https://radio.example/img/header.jpg")');
    expect(cssImage('https://cdn.example/a").evil(', 'https://radio.example/')).toBe('url("https://cdn.example/a%22).evil(")');
  });

  it('ignores other schemes and empty values', () => {
    expect(cssImage('javascript:alert(1)', 'https://radio.example/')).toBeNull();
    expect(cssImage('data:image/png;base64,xx', 'https://radio.example/')).toBeNull();
    expect(cssImage(' ', 'https://radio.example/')).toBeNull();
    expect(cssImage(null, 'https://radio.example/')).toBeNull();
  });
});
