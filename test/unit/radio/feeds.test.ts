// SPEC §3, §5, §7, §9 — which feed a channel is polled from, at which address and how often;
// the metadata proxy only when enabled; channel links read from their attributes.
import { describe, expect, it } from 'vitest';
import { feedFor, proxyCall } from '../../../src/features/radio/now-playing/feeds';
import { isAudioUrl, isHlsUrl, readChannel } from '../../../src/features/radio/channel';

const BASE = 'https://radio.example/page/';
const PROXY = 'https://radio.example/wp-content/themes/onair2/phpincludes/proxy.php';
const site = { proxyUrl: PROXY, useProxy: false, base: BASE };

function channelOf(attributes: Record<string, string>) {
  const channel = readChannel((name) => attributes[name] ?? null, BASE);
  if (!channel) throw new Error('not a channel');
  return channel;
}

describe('channel links', () => {
  it('read the stream, how it is shown and the feed settings; channel defaults to 1', () => {
    const channel = channelOf({
      'data-playtrack': '/stream/live.mp3', 'data-title': ' Station One ', 'data-subtitle': 'Hits', 'data-logo': '/logo.png',
      'data-qtradioid': '11', 'data-icecasturl': '/feeds/status-json.xsl', 'data-icecastmountpoint': '/live',
    });
    expect(channel.stream).toBe('https://radio.example/stream/live.mp3');
    expect(channel.title).toBe('Station One');
    expect(channel.logo).toBe('https://radio.example/logo.png');
    expect(channel.feed.channel).toBe('1');
    expect(channel.feed.protocol).toBe('http');
    expect(channel.feed.icecast).toEqual({ url: 'https://radio.example/feeds/status-json.xsl', mount: '/live', channel: '' });
    expect(channel.feed.icy).toBe(false);
  });
  it('keep only http(s) addresses for the logo, the background and the feeds', () => {
    const channel = channelOf({
      'data-playtrack': '/stream/live.mp3', 'data-logo': 'javascript:alert(1)', 'data-background': 'data:image/png;base64,AAAA',
      'data-textfeed': 'java\tscript:alert(2)', 'data-icecasturl': 'https://[bad/status-json.xsl',
    });
    expect([channel.logo, channel.background, channel.feed.textfeed, channel.feed.icecast.url]).toEqual(['', '', '', '']);
  });

  it('ignore links that are not audio (a PDF, a page, another scheme)', () => {
    expect(readChannel((name) => (name === 'data-playtrack' ? '/podcast.pdf' : null), BASE)).toBeNull();
    expect(readChannel(() => null, BASE)).toBeNull();
    expect(isAudioUrl('https://radio.example/about.html')).toBe(false);
    expect(isAudioUrl('javascript:alert(1)')).toBe(false);
    expect(isAudioUrl('https://radio.example:8000/;')).toBe(true);
    expect(isAudioUrl('https://radio.example:8000/live')).toBe(true);
    expect(isAudioUrl('https://radio.example/stream.aacp')).toBe(true);
    expect(isHlsUrl('https://radio.example/live.m3u8?token=1')).toBe(true);
    expect(isHlsUrl('https://radio.example/live.mp3')).toBe(false);
  });
});

describe('feed selection', () => {
  it('icecast every 15 s; shoutcast stats every 10 s with a 5 s timeout', () => {
    expect(feedFor(channelOf({ 'data-playtrack': '/s.mp3', 'data-icecasturl': '/status-json.xsl' }), site))
      .toEqual({ type: 'icecast', url: 'https://radio.example/status-json.xsl', intervalMs: 15000, timeoutMs: 15000 });
    expect(feedFor(channelOf({ 'data-playtrack': '/s.mp3', 'data-host': 'cast.example', 'data-port': '8000', 'data-channel': '2', 'data-protocol': 'https' }), site))
      .toEqual({ type: 'shoutcast', url: 'https://cast.example:8000/stats?sid=2&json=1', intervalMs: 10000, timeoutMs: 5000 });
  });
  it('radio.co and live365 at their public APIs, the others at their own URLs', () => {
    expect(feedFor(channelOf({ 'data-playtrack': '/s.mp3', 'data-radiodotco': 's1a2b3' }), site)?.url).toBe('https://public.radio.co/stations/s1a2b3/status');
    expect(feedFor(channelOf({ 'data-playtrack': '/s.mp3', 'data-live365': 'a123' }), site)?.url).toBe('https://api.live365.com/station/a123');
    for (const [attribute, type] of [['radionomy', 'radionomy'], ['securesystems', 'securesystems'], ['mediacp', 'mediacp'], ['jazler', 'jazler'], ['winmedia', 'winmedia'], ['textfeed', 'textfeed']]) {
      expect(feedFor(channelOf({ 'data-playtrack': '/s.mp3', [`data-${attribute}`]: '/feed' }), site)).toMatchObject({ type, url: 'https://radio.example/feed', intervalMs: 15000 });
    }
    expect(feedFor(channelOf({ 'data-playtrack': '/s.mp3' }), site)).toBeNull();
  });
  it('the proxy call is base64("{id}[-]{url}") with qtdir, and icymetadata=1 for ICY titles', () => {
    const url = new URL(proxyCall(PROXY, '11', 'https://radio.example/stream/live.mp3', true));
    expect(url.searchParams.get('qtdir')).toBe('11');
    expect(atob(url.searchParams.get('qtproxycall')!)).toBe('11[-]https://radio.example/stream/live.mp3');
    expect(url.searchParams.get('icymetadata')).toBe('1');
    expect(new URL(proxyCall(PROXY, '11', 'https://x/ü')).searchParams.get('icymetadata')).toBeNull();
  });
  it('ICY titles through the proxy only when the channel asks and the site has a proxy', () => {
    const icy = channelOf({ 'data-playtrack': '/live.mp3', 'data-icymetadata': '1', 'data-qtradioid': '11', 'data-icecasturl': '/status-json.xsl' });
    expect(feedFor(icy, site)?.type).toBe('icy');
    expect(feedFor(icy, { ...site, proxyUrl: '' })?.type).toBe('icecast');
    const noFlag = channelOf({ 'data-playtrack': '/live.mp3', 'data-icymetadata': '', 'data-qtradioid': '11' });
    expect(feedFor(noFlag, site)).toBeNull();
  });
  it('airtime always through the proxy; text, icecast and shoutcast only with data-useproxy', () => {
    const airtime = feedFor(channelOf({ 'data-playtrack': '/s.mp3', 'data-airtime': '/live-info', 'data-qtradioid': '14' }), site)!;
    expect(atob(new URL(airtime.url).searchParams.get('qtproxycall')!)).toBe('14[-]https://radio.example/live-info');
    const text = channelOf({ 'data-playtrack': '/s.mp3', 'data-textfeed': '/np.txt', 'data-qtradioid': '15' });
    expect(feedFor(text, site)?.url).toBe('https://radio.example/np.txt');
    expect(feedFor(text, { ...site, useProxy: true })?.url).toMatch(/^https:\/\/radio\.example\/wp-content\/.*proxy\.php\?qtdir=15&qtproxycall=/);
    const shoutcast = channelOf({ 'data-playtrack': '/s.mp3', 'data-host': 'h', 'data-port': '8000', 'data-qtradioid': '12' });
    const proxied = feedFor(shoutcast, { ...site, useProxy: true })!;
    expect(atob(new URL(proxied.url).searchParams.get('qtproxycall')!)).toBe('12[-]http://h:8000/stats?sid=1&json=1');
    expect(proxied.intervalMs).toBe(10000);
  });
});
