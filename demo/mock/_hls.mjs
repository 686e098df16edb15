// Cuts an MP3 file into HLS packed-audio segments (this file has no routes of its own). Each
// segment is whole MPEG audio frames led by the ID3 timestamp tag that tells an HLS client where
// it starts.
import { mp3Frames, timestampTag } from './_mp3.mjs';

export const routes = [];

/** Segments of about `seconds` each: { start, duration, bytes }. */
export function segmentStream(mp3, seconds) {
  const segments = [];
  let frames = [];
  let start = 0;
  let elapsed = 0;
  const close = () => {
    if (!frames.length) return;
    segments.push({ start, duration: elapsed - start, bytes: Buffer.concat([timestampTag(start), ...frames]) });
    frames = [];
    start = elapsed;
  };
  for (const frame of mp3Frames(mp3)) {
    frames.push(frame.bytes);
    elapsed += frame.samples / frame.sampleRate;
    if (elapsed - start >= seconds) close();
  }
  close();
  return segments;
}
/** The VOD media playlist of the segments; `name(at)` gives each one's address. */
export function hlsPlaylist(segments, name) {
  const longest = Math.ceil(Math.max(0, ...segments.map((segment) => segment.duration)));
  return [
    '#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${longest}`, '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD',
    ...segments.flatMap((segment, at) => [`#EXTINF:${segment.duration.toFixed(3)},`, name(at)]),
    '#EXT-X-ENDLIST', '',
  ].join('\n');
}
