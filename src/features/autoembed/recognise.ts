/**
 * Which addresses become embeds (SPEC §5): video-site watch URLs and short links with an
 * 11-character id, music-track URLs with a 22-character id, the sound-sharing site (through
 * its oEmbed) and the mix-sharing site. Everything else is left alone.
 */
import { youtubeId } from '../../lib/youtube';
import { SOUNDCLOUD_OEMBED } from './constants';

export type EmbedService = 'youtube' | 'spotify' | 'soundcloud' | 'mixcloud';

export interface EmbedPlan {
  service: EmbedService;
  /** The iframe's address, or, for the sound-sharing site, the oEmbed URL that gives it. */
  src?: string;
  oembed?: string;
}

const TRACK_ID = /^\/track\/([A-Za-z0-9]{22})\/?$/;
const TWO_SEGMENTS = /^\/[\w.-]+\/[\w.-]+\/?$/;

export function recognise(address: string | null): EmbedPlan | null {
  const video = youtubeId(address, 'watch');
  if (video) return { service: 'youtube', src: `https://www.youtube.com/embed/${video}` };
  let url: URL;
  try {
    url = new URL(address ?? '');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  if (url.hostname === 'open.spotify.com') {
    const track = TRACK_ID.exec(url.pathname);
    return track ? { service: 'spotify', src: `https://open.spotify.com/embed/track/${track[1]}` } : null;
  }
  if (!TWO_SEGMENTS.test(url.pathname)) return null;
  if (host === 'soundcloud.com') {
    return { service: 'soundcloud', oembed: SOUNDCLOUD_OEMBED + encodeURIComponent(`https://soundcloud.com${url.pathname}`) };
  }
  if (host === 'mixcloud.com') {
    return { service: 'mixcloud', src: `https://www.mixcloud.com/widget/iframe/?hide_cover=1&feed=${encodeURIComponent(url.pathname)}` };
  }
  return null;
}

/** The player address inside an oEmbed `html` answer: an https iframe on the sound-sharing site's player host. */
export function playerFromOembed(html: string): string | null {
  const src = /<iframe\b[^>]*?\ssrc=["']([^"']+)["']/i.exec(html)?.[1]?.replace(/&amp;/g, '&');
  try {
    const url = new URL(src ?? '');
    return url.protocol === 'https:' && url.hostname === 'w.soundcloud.com' ? url.href : null;
  } catch {
    return null;
  }
}
