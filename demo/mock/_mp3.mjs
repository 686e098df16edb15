// MPEG audio helpers for the demo's media and radio streams (this file has no routes of its own):
// reading Layer III frames by their headers, the ID3 PRIV tag
// `com.apple.streaming.transportStreamTimestamp` that leads each HLS packed-audio segment, and
// audio a decoder refuses (for the players' error handling).
export const routes = [];

const BITRATES = {
  // kbit/s by bitrate index, for MPEG-1 and for MPEG-2/2.5, Layer III.
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };
const TIMESTAMP_OWNER = 'com.apple.streaming.transportStreamTimestamp';
const CLOCK = 90000;

/** The MPEG audio Layer III frame at `offset`, or null if there is none. */
export function frameAt(bytes, offset) {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff || (bytes[offset + 1] & 0xe0) !== 0xe0) return null;
  const version = (bytes[offset + 1] >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
  const layer = (bytes[offset + 1] >> 1) & 3; // 1 = Layer III
  if (version === 1 || layer !== 1) return null;
  const bitrate = BITRATES[version === 3 ? 1 : 2][bytes[offset + 2] >> 4];
  const sampleRate = SAMPLE_RATES[version]?.[(bytes[offset + 2] >> 2) & 3];
  if (!bitrate || !sampleRate) return null;
  const padding = (bytes[offset + 2] >> 1) & 1;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  return { length, samples, sampleRate, bitrate };
}

/** Skips a leading ID3v2 tag. */
export function audioStart(bytes) {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
  return 10 + size + ((bytes[5] & 0x10) ? 10 : 0);
}

const syncsafe = (value) => Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f]);

/** The ID3v2.4 tag with one PRIV frame holding the 33-bit 90 kHz timestamp. */
export function timestampTag(seconds) {
  const stamp = Buffer.alloc(8);
  stamp.writeBigUInt64BE(BigInt(Math.round(seconds * CLOCK)) & 0x1ffffffffn);
  const body = Buffer.concat([Buffer.from(`${TIMESTAMP_OWNER}\0`, 'latin1'), stamp]);
  const frame = Buffer.concat([Buffer.from('PRIV', 'latin1'), syncsafe(body.length), Buffer.from([0, 0]), body]);
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0]), syncsafe(frame.length), frame]);
}

/**
 * The audio frames of an MP3 file, in order: `{ bytes, samples, sampleRate, bitrate }` (bitrate in
 * kbit/s). A leading ID3 tag and the encoder's silent Info/Xing frame are skipped.
 */
export function mp3Frames(mp3) {
  const found = [];
  let offset = audioStart(mp3);
  for (let frame = frameAt(mp3, offset); frame; frame = frameAt(mp3, offset)) {
    const bytes = mp3.subarray(offset, offset + frame.length);
    offset += frame.length;
    const header = bytes.toString('latin1', 0, 64);
    if (!found.length && (header.includes('Info') || header.includes('Xing'))) continue;
    found.push({ ...frame, bytes });
  }
  return found;
}

/** Every side-information and audio-data byte of a frame becomes this: no 0xff, so no false sync word. */
const NOISE = 0xee;

/**
 * A copy of MP3 audio (a packed-audio segment, say) whose frames keep their headers, and so their
 * lengths and places, but whose audio data is noise: a demuxer (hls.js) cuts and forwards the
 * frames as usual, and the decoder refuses them (Chromium: 'granule big_values > 288', then a
 * decode error on the media element). Leading ID3 tags stay as they are.
 */
export function undecodable(bytes) {
  const copy = Buffer.from(bytes);
  let offset = 0;
  for (let tag = audioStart(copy.subarray(offset)); tag; tag = audioStart(copy.subarray(offset))) offset += tag;
  for (let frame = frameAt(copy, offset); frame; frame = frameAt(copy, offset)) {
    copy.fill(NOISE, offset + 4, Math.min(copy.length, offset + frame.length));
    offset += frame.length;
  }
  return copy;
}
