// SPEC §2 — share links open the network's share page for this address.
import { describe, expect, it } from 'vitest';
import { shareUrl } from '../../../src/features/share/urls';

describe('share URLs', () => {
  it('encodes the page address and title', () => {
    expect(shareUrl('facebook', 'https://radio.example/a b?x=1&y=2', 'T')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fradio.example%2Fa%20b%3Fx%3D1%26y%3D2');
    expect(shareUrl('twitter', 'https://radio.example/', 'Hits & more')).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fradio.example%2F&text=Hits%20%26%20more');
    expect(shareUrl('Pinterest', 'https://radio.example/', 'T')).toContain('https://pinterest.com/pin/create/button/?url=');
  });

  it('knows no other network', () => {
    expect(shareUrl('myspace', 'https://radio.example/', '')).toBeNull();
    expect(shareUrl('copy', 'https://radio.example/', '')).toBeNull();
  });
});
