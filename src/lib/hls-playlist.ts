/**
 * Whether an HLS playlist needs the full hls.js build or plays through its light build.
 *
 * hls.js's light build (its README, 1.7) leaves out: alternate audio, subtitles (WebVTT and
 * IMSC1 renditions, and the CEA-608/708 captions carried in the video), CMCD, EME (DRM),
 * variable substitution, interstitials, I-frame trick play, Media Capabilities, and HEVC and
 * AC-3 in MPEG-2 TS. Of those, a playlist can ask for:
 *
 *   #EXT-X-MEDIA:TYPE=SUBTITLES | CLOSED-CAPTIONS   captions, when the player shows them
 *   #EXT-X-MEDIA:TYPE=AUDIO with a URI              an alternate audio rendition
 *   #EXT-X-KEY with a METHOD other than NONE,
 *   #EXT-X-SESSION-KEY                              encryption or DRM (AES-128 too, which the light
 *                                                   build decrypts: every key goes to the full one)
 *   #EXT-X-DEFINE                                   variable substitution
 *   #EXT-X-DATERANGE of the interstitial class      interstitials
 *   CODECS with HEVC, AC-3 or E-AC-3                the codecs the light build lacks in TS
 *
 * A media playlist (no master) whose segments may carry video can hold captions no tag
 * declares (CEA-608 in the video): it needs the full build when the player shows captions.
 * A master playlist declares its captions (CLOSED-CAPTIONS renditions), so it is judged by its
 * tags. CMCD and Media Capabilities are settings airlift never turns on; I-frame streams serve
 * trick play only, which airlift never asks for. A `<track>` of the page is the browser's to
 * load and show (the player lists the element's own text tracks), so no `<track>` needs hls.js.
 * Text that is not a playlist at all is left to the full build and its error handling.
 */
export interface PlaylistNeeds {
  /** Whether the player shows the stream's captions and subtitles (a video player). */
  captions: boolean;
}

const INTERSTITIAL_CLASS = 'com.apple.hls.interstitial';
/** Codecs the light build cannot play in MPEG-2 TS (the container is unknown from the master). */
const FULL_BUILD_CODECS = /^(hvc1|hev1|ac-3|ec-3)(\.|$)/i;
/** Segments that are audio alone (packed audio): no video, so no captions inside. */
const PACKED_AUDIO = /\.(aac|mp3|ac3|ec3)$/i;

/** The attributes of a tag's value (`KEY=value,KEY="quoted, value"`), names upper-cased. */
export function tagAttributes(value: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /\s*([A-Za-z0-9-]+)=("[^"]*"|[^,]*)\s*,?/g;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    const raw = match[2] ?? '';
    attributes.set((match[1] ?? '').toUpperCase(), raw.startsWith('"') ? raw.slice(1, -1) : raw.trim());
  }
  return attributes;
}

/** The tag's name and value of a `#EXT…:value` line (value '' for a bare tag). */
function splitTag(line: string): [string, string] {
  const colon = line.indexOf(':');
  return colon < 0 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1)];
}

function segmentPath(uri: string): string {
  return uri.split(/[?#]/, 1)[0] ?? '';
}

/** Why this tag needs the full build ('' when it does not). */
function tagNeed(name: string, value: string, needs: PlaylistNeeds): string {
  switch (name) {
    case '#EXT-X-MEDIA': {
      const attributes = tagAttributes(value);
      const type = (attributes.get('TYPE') ?? '').toUpperCase();
      if ((type === 'SUBTITLES' || type === 'CLOSED-CAPTIONS') && needs.captions) return 'captions';
      return type === 'AUDIO' && attributes.has('URI') ? 'alternate audio' : '';
    }
    case '#EXT-X-KEY':
      return (tagAttributes(value).get('METHOD') ?? '').toUpperCase() === 'NONE' ? '' : 'encryption';
    case '#EXT-X-SESSION-KEY':
      return 'encryption';
    case '#EXT-X-DEFINE':
      return 'variables';
    case '#EXT-X-DATERANGE':
      return tagAttributes(value).get('CLASS') === INTERSTITIAL_CLASS ? 'interstitials' : '';
    case '#EXT-X-STREAM-INF':
      return (tagAttributes(value).get('CODECS') ?? '').split(',').some((codec) => FULL_BUILD_CODECS.test(codec.trim())) ? 'codecs' : '';
    default:
      return '';
  }
}

/**
 * What of the full build this playlist needs: '' when the light build plays it, else the first
 * reason found ('not a playlist', 'captions', 'alternate audio', 'encryption', 'variables',
 * 'interstitials', 'codecs').
 */
export function fullHlsNeed(text: string, needs: PlaylistNeeds): string {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  if (lines[0] !== '#EXTM3U') return 'not a playlist';
  let master = false;
  let mayCarryVideo = false;
  for (const line of lines) {
    if (line.startsWith('#')) {
      const [name, value] = splitTag(line);
      if (name === '#EXT-X-STREAM-INF') master = true;
      // Fragmented MP4 (an init section) may be video.
      if (name === '#EXT-X-MAP') mayCarryVideo = true;
      const need = tagNeed(name, value, needs);
      if (need) return need;
    } else if (!PACKED_AUDIO.test(segmentPath(line))) mayCarryVideo = true;
  }
  return !master && mayCarryVideo && needs.captions ? 'captions' : '';
}
