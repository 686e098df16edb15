/**
 * A channel link's attributes (SPEC §3): the stream, how it is shown, and the settings of its
 * now-playing feed. Pure: reads through `attribute(name)` so it is tested without a DOM.
 */
import { AUDIO_EXTENSIONS } from './constants';
import { isHlsSource } from '../../lib/hls';
import { safeUrl } from '../../lib/url';

export interface FeedSettings {
  host: string;
  port: string;
  protocol: string;
  /** Shoutcast stream id, 1 unless the link says otherwise. */
  channel: string;
  /** The station id (`data-qtradioid`), used by the site's metadata proxy. */
  stationId: string;
  /** Read the stream's ICY title through the site proxy. */
  icy: boolean;
  icecast: { url: string; mount: string; channel: string };
  radiodotco: string;
  airtime: string;
  radionomy: string;
  live365: string;
  securesystems: string;
  mediacp: string;
  winmedia: string;
  textfeed: string;
  jazler: string;
}

export interface Channel {
  /** Absolute stream URL; the channel's identity. */
  stream: string;
  title: string;
  subtitle: string;
  background: string;
  logo: string;
  feed: FeedSettings;
}

export type AttributeReader = (name: string) => string | null;

const FLAG_ON = /^(1|true|yes|on)$/i;

/**
 * Absolute URL of `value`, or '' when it is empty, not a URL, or not http(s) (a `javascript:`
 * or `data:` logo, stream or feed is no address: lib/url).
 */
export function absoluteUrl(value: string | null | undefined, base: string): string {
  return safeUrl(value, base) ?? '';
}

/** True unless the URL's path names a file of a type that is not audio (a PDF, a page). */
export function isAudioUrl(url: string): boolean {
  if (!url) return false;
  let path: string;
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) return false;
    path = parsed.pathname;
  } catch {
    return false;
  }
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  if (dot < 0) return true;
  const extension = file.slice(dot + 1).toLowerCase();
  // Shoutcast's `/;` and `/stream;` style paths, or a version-like dot: not an extension.
  if (!/^[a-z0-9]{1,5}$/.test(extension)) return true;
  return AUDIO_EXTENSIONS.includes(extension);
}

export const isHlsUrl = (url: string): boolean => isHlsSource(url);

/** The channel a link describes, or null when it has no audio stream. */
export function readChannel(attribute: AttributeReader, base: string): Channel | null {
  const text = (name: string): string => (attribute(`data-${name}`) ?? '').trim();
  const url = (name: string): string => absoluteUrl(attribute(`data-${name}`), base);
  const stream = url('playtrack');
  if (!isAudioUrl(stream)) return null;
  return {
    stream,
    title: text('title'),
    subtitle: text('subtitle'),
    background: url('background'),
    logo: url('logo'),
    feed: {
      host: text('host'),
      port: text('port'),
      protocol: text('protocol') || 'http',
      channel: text('channel') || '1',
      stationId: text('qtradioid'),
      icy: FLAG_ON.test(text('icymetadata')),
      icecast: { url: url('icecasturl'), mount: text('icecastmountpoint'), channel: text('icecastchannel') },
      radiodotco: text('radiodotco'),
      airtime: url('airtime'),
      radionomy: url('radionomy'),
      live365: text('live365'),
      securesystems: url('securesystems'),
      mediacp: url('mediacp'),
      winmedia: url('winmedia'),
      textfeed: url('textfeed'),
      jazler: url('jazler'),
    },
  };
}
