// Endless audio for the radio demo (this file has no routes of its own): the frames of a small
// committed MP3 (demo/radio/loop.mp3, 4 s, 32 kbps mono) repeated forever, as a throttled
// "live" stream and as a sliding-window HLS stream of packed-audio segments with ID3 timestamps.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mp3Frames, timestampTag } from './_mp3.mjs';

export const routes = [];

const file = readFileSync(join(dirname(dirname(fileURLToPath(import.meta.url))), 'radio', 'loop.mp3'));
const AUDIO = mp3Frames(file);
const FRAMES = AUDIO.map((frame) => frame.bytes);
const BYTES_PER_SECOND = (AUDIO[0].bitrate * 1000) / 8;
const FRAME_MS = (AUDIO[0].samples / AUDIO[0].sampleRate) * 1000;

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
