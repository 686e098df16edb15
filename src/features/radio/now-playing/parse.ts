/**
 * One parser per feed type (SPEC §7): the response body in, the now-playing title out, or null
 * when the body has none (HTML instead of JSON, missing fields, a stream that is down). Pure and
 * never throwing; JSON is checked with valibot, XML read with DOMParser, every title is text.
 */
import * as v from 'valibot';
import type { NowPlaying } from '../station';
import { cleanText, fromFields, splitTitle } from './title';

export type FeedType =
  | 'icy' | 'icecast' | 'shoutcast' | 'radiodotco' | 'airtime' | 'radionomy' | 'live365'
  | 'securesystems' | 'mediacp' | 'jazler' | 'winmedia' | 'textfeed';

export interface IcecastPick {
  mount: string;
  channel: string;
}

const Text = v.union([v.string(), v.number()]);

function readJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function readXml(body: string): Document | null {
  try {
    const doc = new DOMParser().parseFromString(body, 'application/xml');
    return doc.getElementsByTagName('parsererror').length ? null : doc;
  } catch {
    return null;
  }
}

/** Text of the first element named `name` (any case), or of its attribute `attribute`. */
function xmlText(doc: Document, name: string, attribute?: string): string {
  for (const tag of [name, name.toLowerCase(), name.toUpperCase()]) {
    const found = doc.getElementsByTagName(tag)[0];
    if (found) return attribute ? found.getAttribute(attribute) ?? '' : found.textContent ?? '';
  }
  return '';
}

const IcecastSource = v.looseObject({ listenurl: v.optional(v.unknown()), title: v.optional(Text), artist: v.optional(Text) });
const IcecastSchema = v.object({
  icestats: v.looseObject({ source: v.optional(v.union([v.array(v.unknown()), IcecastSource])) }),
});

/** Icecast `status-json.xsl`: the source for the mount point, else the channel, else the first. */
export function parseIcecast(body: string, pick: IcecastPick): NowPlaying | null {
  const parsed = v.safeParse(IcecastSchema, readJson(body));
  if (!parsed.success) return null;
  const raw = parsed.output.icestats.source;
  const sources = (Array.isArray(raw) ? raw : raw ? [raw] : [])
    .map((entry) => v.safeParse(IcecastSource, entry))
    .flatMap((result) => (result.success ? [result.output] : []));
  if (!sources.length) return null;
  const mount = pick.mount.trim();
  const byMount = mount
    ? sources.find((source) => typeof source.listenurl === 'string' && (source.listenurl.endsWith(mount) || source.listenurl.endsWith(`/${mount.replace(/^\//, '')}`)))
    : undefined;
  const index = Number.parseInt(pick.channel, 10);
  const byChannel = Number.isInteger(index) && index >= 1 ? sources[index - 1] : undefined;
  const source = byMount ?? byChannel ?? sources[0]!;
  return fromFields(source.artist, source.title);
}

const ShoutcastSchema = v.looseObject({ songtitle: v.optional(Text), streamstatus: v.optional(Text) });

/** Shoutcast 2 `stats?sid=N&json=1`: the song title while the stream is up. */
export function parseShoutcast(body: string): NowPlaying | null {
  const parsed = v.safeParse(ShoutcastSchema, readJson(body));
  if (!parsed.success) return null;
  const { songtitle, streamstatus } = parsed.output;
  if (streamstatus !== undefined && String(streamstatus) === '0') return null;
  return splitTitle(songtitle);
}

const RadioCoSchema = v.looseObject({ current_track: v.looseObject({ title: Text }) });

export function parseRadioCo(body: string): NowPlaying | null {
  const parsed = v.safeParse(RadioCoSchema, readJson(body));
  return parsed.success ? splitTitle(parsed.output.current_track.title) : null;
}

const AirtimeSchema = v.looseObject({
  tracks: v.looseObject({ current: v.nullable(v.looseObject({ name: v.optional(Text) })) }),
});

export function parseAirtime(body: string): NowPlaying | null {
  const parsed = v.safeParse(AirtimeSchema, readJson(body));
  return parsed.success ? splitTitle(parsed.output.tracks.current?.name) : null;
}

const Live365Schema = v.looseObject({
  'current-track': v.looseObject({ artist: v.optional(Text), title: v.optional(Text) }),
});

export function parseLive365(body: string): NowPlaying | null {
  const parsed = v.safeParse(Live365Schema, readJson(body));
  if (!parsed.success) return null;
  const track = parsed.output['current-track'];
  return fromFields(track.artist, track.title);
}

const MediaCpSchema = v.looseObject({ nowplaying: Text });

export function parseMediaCp(body: string): NowPlaying | null {
  const parsed = v.safeParse(MediaCpSchema, readJson(body));
  return parsed.success ? splitTitle(parsed.output.nowplaying) : null;
}

/** Radionomy's XML: `<artists>` and `<title>` of the current track. */
export function parseRadionomy(body: string): NowPlaying | null {
  const doc = readXml(body);
  return doc ? fromFields(xmlText(doc, 'artists'), xmlText(doc, 'title')) : null;
}

/** Secure systems' XML: `<artist>` and `<title>`. */
export function parseSecureSystems(body: string): NowPlaying | null {
  const doc = readXml(body);
  return doc ? fromFields(xmlText(doc, 'artist'), xmlText(doc, 'title')) : null;
}

/** Jazler's now-on-air XML: `<Song title>` with `<Artist name>`. */
export function parseJazler(body: string): NowPlaying | null {
  const doc = readXml(body);
  return doc ? fromFields(xmlText(doc, 'Artist', 'name'), xmlText(doc, 'Song', 'title')) : null;
}

/** A plain-text feed (a text feed, the ICY proxy, Windows Media): the whole body, as text. */
export function parseText(body: string): NowPlaying | null {
  const text = cleanText(body);
  // A web page (a 404, a login form) is not a title.
  if (/^<(!doctype|html|head|body)\b/i.test(text)) return null;
  return splitTitle(text);
}

export function parseFeed(type: FeedType, body: string, pick: IcecastPick = { mount: '', channel: '' }): NowPlaying | null {
  switch (type) {
    case 'icecast': return parseIcecast(body, pick);
    case 'shoutcast': return parseShoutcast(body);
    case 'radiodotco': return parseRadioCo(body);
    case 'airtime': return parseAirtime(body);
    case 'live365': return parseLive365(body);
    case 'mediacp': return parseMediaCp(body);
    case 'radionomy': return parseRadionomy(body);
    case 'securesystems': return parseSecureSystems(body);
    case 'jazler': return parseJazler(body);
    default: return parseText(body);
  }
}
