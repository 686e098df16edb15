// Endless audio for the radio demo (this file has no routes of its own): the frames of a small
// committed MP3 (demo/radio/loop.mp3, 4 s, 32 kbps mono) repeated forever, as a throttled
// "live" stream and as a sliding-window HLS stream of packed-audio segments with ID3 timestamps.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const routes = [];

const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]; // MPEG-1 layer III
const RATES = [44100, 48000, 32000];
const SAMPLES_PER_FRAME = 1152;

/** Splits an MPEG-1 layer III file into frames. */
function frames(buffer) {
  const found = [];
  let at = 0;
  while (at + 4 <= buffer.length) {
    if (buffer[at] !== 0xff || (buffer[at + 1] & 0xe0) !== 0xe0) { at++; continue; }
    const bitrate = BITRATES[buffer[at + 2] >> 4] * 1000;
    const rate = RATES[(buffer[at + 2] >> 2) & 3];
    const padding = (buffer[at + 2] >> 1) & 1;
    if (!bitrate || !rate) { at++; continue; }
    const length = Math.floor((144 * bitrate) / rate) + padding;
    found.push(buffer.subarray(at, at + length));
    at += length;
  }
  return found;
}

const file = readFileSync(join(dirname(dirname(fileURLToPath(import.meta.url))), 'radio', 'loop.mp3'));
const FRAMES = frames(file);
const SAMPLE_RATE = RATES[(FRAMES[0][2] >> 2) & 3];
const BYTES_PER_SECOND = (BITRATES[FRAMES[0][2] >> 4] * 1000) / 8;
const FRAME_MS = (SAMPLES_PER_FRAME / SAMPLE_RATE) * 1000;

/** Like Icecast's burst-on-connect (64 KB by default): this much audio is sent at once. */
const BURST_BYTES = 65536;

/**
 * An endless MP3 stream: a burst at once, as Icecast sends, then frames at the stream's own pace. `endAfterMs` ends it (a dropped stream), `delayMs` holds the first byte.
 */
export function streamMp3(req, res, { endAfterMs = 0, delayMs = 0, burstBytes = BURST_BYTES } = {}) {
  res.writeHead(200, {
    'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-store', 'icy-name': 'airlift demo', 'Access-Control-Allow-Origin': '*',
  });
  if (req.method === 'HEAD') { res.end(); return; }
  let next = 0;
  let sentMs = 0;
  const startedAt = Date.now() + delayMs;
  const burstMs = (burstBytes / BYTES_PER_SECOND) * 1000;
  const send = (untilMs) => {
    const chunks = [];
    while (sentMs < untilMs) {
      chunks.push(FRAMES[next]);
      next = (next + 1) % FRAMES.length;
      sentMs += FRAME_MS;
    }
    if (chunks.length) res.write(Buffer.concat(chunks));
  };
  let timer = null;
  const start = setTimeout(() => {
    send(burstMs);
    timer = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      if (endAfterMs && elapsed >= endAfterMs) { stop(); res.end(); return; }
      send(elapsed + burstMs);
    }, 250);
  }, delayMs);
  const stop = () => { clearTimeout(start); clearInterval(timer); };
  req.on('close', stop);
  res.on('error', stop);
}

// HLS: segments of 77 frames (about 2 s), the last four listed, numbered from the epoch.
const FRAMES_PER_SEGMENT = 77;
const SEGMENT_MS = FRAMES_PER_SEGMENT * FRAME_MS;
const WINDOW = 4;

function syncsafe(size) {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}

/** ID3v2.4 tag with the PRIV frame HLS packed audio starts with: the segment's 90 kHz timestamp. */
function timestampTag(seconds) {
  const owner = Buffer.from('com.apple.streaming.transportStreamTimestamp\0', 'latin1');
  const stamp = Buffer.alloc(8);
  stamp.writeBigUInt64BE(BigInt(Math.round(seconds * 90000)) & 0x1ffffffffn);
  const body = Buffer.concat([owner, stamp]);
  const frame = Buffer.concat([Buffer.from('PRIV'), syncsafe(body.length), Buffer.from([0, 0]), body]);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0]), syncsafe(frame.length), frame]);
}

export function hlsPlaylist(now = Date.now()) {
  const newest = Math.floor(now / SEGMENT_MS) - 1;
  const first = Math.max(0, newest - WINDOW + 1);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${Math.ceil(SEGMENT_MS / 1000)}`, `#EXT-X-MEDIA-SEQUENCE:${first}`];
  for (let index = first; index <= newest; index++) {
    lines.push(`#EXTINF:${(SEGMENT_MS / 1000).toFixed(3)},`, `segment-${index}.mp3`);
  }
  return `${lines.join('\n')}\n`;
}

export function hlsSegment(index) {
  const parts = [timestampTag((index * SEGMENT_MS) / 1000)];
  const start = (index * FRAMES_PER_SEGMENT) % FRAMES.length;
  for (let frame = 0; frame < FRAMES_PER_SEGMENT; frame++) parts.push(FRAMES[(start + frame) % FRAMES.length]);
  return Buffer.concat(parts);
}
