// lib/hls-playlist: which playlists the light hls.js build plays, and what sends one to the full build.
import { describe, expect, it } from 'vitest';
import { fullHlsNeed, tagAttributes } from '../../../src/lib/hls-playlist';

const VIDEO = { captions: true };
const AUDIO = { captions: false };
const media = (segments: string[], ...tags: string[]) =>
  ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', ...tags, ...segments.flatMap((uri) => ['#EXTINF:2.0,', uri]), '#EXT-X-ENDLIST'].join('\n');
const master = (...tags: string[]) => ['#EXTM3U', ...tags, '#EXT-X-STREAM-INF:BANDWIDTH=800000,CODECS="avc1.4d401f,mp4a.40.2"', 'video.m3u8'].join('\n');

describe('fullHlsNeed', () => {
  it('plays packed audio, and any stream on a player without captions, through the light build', () => {
    expect(fullHlsNeed(media(['segment-0.mp3', 'segment-1.mp3?x=1']), VIDEO)).toBe('');
    expect(fullHlsNeed(`\uFEFF${media(['a.aac'])}\r\n`, VIDEO)).toBe('');
    expect(fullHlsNeed(media(['a.ts', 'b.ts']), AUDIO)).toBe('');
    expect(fullHlsNeed(master(), VIDEO)).toBe('');
  });

  it('sends a media playlist that may carry video (CEA-608 captions no tag declares) to the full build on a video player', () => {
    expect(fullHlsNeed(media(['a.ts']), VIDEO)).toBe('captions');
    expect(fullHlsNeed(media(['a.m4s'], '#EXT-X-MAP:URI="init.mp4"'), VIDEO)).toBe('captions');
  });

  it('sends subtitles and closed captions to the full build when the player shows them', () => {
    const subtitles = '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English, UK",LANGUAGE="en",URI="subs.m3u8"';
    const captions = '#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="English",INSTREAM-ID="CC1"';
    expect(fullHlsNeed(master(subtitles), VIDEO)).toBe('captions');
    expect(fullHlsNeed(master(captions), VIDEO)).toBe('captions');
    expect(fullHlsNeed(master(subtitles, captions), AUDIO)).toBe('');
  });

  it('sends alternate audio, encryption, DRM, variables, interstitials and the codecs the light build lacks to the full build', () => {
    expect(fullHlsNeed(master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Commentary",URI="commentary.m3u8"'), AUDIO)).toBe('alternate audio');
    expect(fullHlsNeed(master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Main",DEFAULT=YES'), AUDIO)).toBe('');
    expect(fullHlsNeed(media(['a.mp3'], '#EXT-X-KEY:METHOD=AES-128,URI="key.bin"'), AUDIO)).toBe('encryption');
    expect(fullHlsNeed(media(['a.mp3'], '#EXT-X-KEY:METHOD=NONE'), AUDIO)).toBe('');
    expect(fullHlsNeed(master('#EXT-X-SESSION-KEY:METHOD=SAMPLE-AES,KEYFORMAT="com.widevine",URI="data:x"'), AUDIO)).toBe('encryption');
    expect(fullHlsNeed(master('#EXT-X-DEFINE:NAME="base",VALUE="https://cdn.example"'), AUDIO)).toBe('variables');
    expect(fullHlsNeed(media(['a.mp3'], '#EXT-X-DATERANGE:ID="ad",CLASS="com.apple.hls.interstitial",START-DATE="2020-01-01T00:00:00Z",X-ASSET-URI="ad.m3u8"'), AUDIO)).toBe('interstitials');
    expect(fullHlsNeed(media(['a.mp3'], '#EXT-X-DATERANGE:ID="chapter",START-DATE="2020-01-01T00:00:00Z"'), AUDIO)).toBe('');
    expect(fullHlsNeed(['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=1,CODECS="hvc1.1.6.L93.B0,ac-3"', 'v.m3u8'].join('\n'), AUDIO)).toBe('codecs');
  });

  it('leaves what is not a playlist to the full build and its error handling', () => {
    expect(fullHlsNeed('', AUDIO)).toBe('not a playlist');
    expect(fullHlsNeed('<html>Not found</html>', AUDIO)).toBe('not a playlist');
  });
});

describe('tagAttributes', () => {
  it('reads quoted values with commas, bare values, and upper-cases the names', () => {
    const attributes = tagAttributes('TYPE=SUBTITLES,NAME="English, UK",default=YES');
    expect(Object.fromEntries(attributes)).toEqual({ TYPE: 'SUBTITLES', NAME: 'English, UK', DEFAULT: 'YES' });
  });
});
