// lib/url: only web addresses go into links and requests.
import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../src/lib/url';

const BASE = 'https://radio.example/station/';

describe('safeUrl', () => {
  it('keeps http(s) and relative URLs as given', () => {
    for (const url of ['https://radio.example/a', 'http://x.example', '/cookie-policy/', 'policy#top', '?lang=en', '#cmplz-manage-consent-container', '//cdn.example/x', '']) {
      expect(safeUrl(url, BASE)).toBe(url);
    }
  });
  it('refuses other schemes, however disguised', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\u0001javascript:alert(1)', 'java\tscript:alert(1)',
      'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'blob:https://radio.example/x', 'file:///etc/passwd']) {
      expect(safeUrl(url, BASE)).toBeNull();
    }
  });
  it('refuses what is no URL or no text', () => {
    for (const url of ['http://[::1', 'https://', 42, null, undefined, { href: 'https://x.example' }]) expect(safeUrl(url, BASE)).toBeNull();
  });
});
