/** Titles from feeds: plain text, trimmed and bounded, split into artist and title on ' - '. */
import type { NowPlaying } from '../station';
import { MAX_TITLE_LENGTH } from './constants';

/** One line of text: control characters and runs of white space become one space. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  // eslint-disable-next-line no-control-regex
  const text = String(value).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > MAX_TITLE_LENGTH ? `${text.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : text;
}

/** "Artist - Title" → both; no separator → title only. Empty → null. */
export function splitTitle(raw: unknown): NowPlaying | null {
  const text = cleanText(raw);
  if (!text) return null;
  const at = text.indexOf(' - ');
  if (at < 0) return { artist: '', title: text };
  const artist = text.slice(0, at).trim();
  const title = text.slice(at + 3).trim();
  if (!title) return { artist: '', title: artist };
  return { artist, title };
}

/** Separate artist and title fields; a missing artist falls back to splitting the title. */
export function fromFields(artist: unknown, title: unknown): NowPlaying | null {
  const cleanArtist = cleanText(artist);
  const cleanTitle = cleanText(title);
  if (!cleanArtist) return splitTitle(cleanTitle);
  if (!cleanTitle) return { artist: '', title: cleanArtist };
  return { artist: cleanArtist, title: cleanTitle };
}
