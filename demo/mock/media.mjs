// Media for demo/media.html: the files in demo/media/ with byte-range support (what browsers
// ask of a media server), an HLS stream cut at serve time from demo/media/stream.mp3 into
// packed-audio segments, and the failing and stalling routes the player's tests need (among
// them segments the decoder refuses: `?undecodable` on a segment's address).
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendText } from './_helpers.mjs';
import { hlsPlaylist, segmentStream } from './_hls.mjs';
import { undecodable } from './_mp3.mjs';

const folder = join(dirname(dirname(fileURLToPath(import.meta.url))), 'media');
const TYPES = {
  '.mp3': 'audio/mpeg', '.ogg': 'audio/ogg', '.webm': 'video/webm', '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8', '.jpg': 'image/jpeg', '.png': 'image/png',
};
const HLS_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_SECONDS = 2;
const STALL_AFTER_BYTES = 32768;

async function mediaFile(name) {
  const path = normalize(join(folder, name));
  if (!path.startsWith(folder + sep)) return null;
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/** Answers a GET with the whole body or the asked byte range (206), as media servers do. */
function sendRange(req, res, body, type) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  const headers = { 'Content-Type': type, 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-store' };
  if (!range) {
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
    return;
  }
  const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
  if (start >= body.length || start > end) {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.length}` });
    res.end();
    return;
  }
  res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${body.length}`, 'Content-Length': end - start + 1 });
  res.end(body.subarray(start, end + 1));
}

let stream = null;
async function hlsStream() {
  stream ??= segmentStream(await readFile(join(folder, 'stream.mp3')), SEGMENT_SECONDS);
  return stream;
}

export const routes = [
  // The HLS stream: a VOD playlist of packed MP3 segments, each led by its ID3 timestamp.
  {
    method: 'GET', path: '/media/live/stream.m3u8',
    async handler(req, res) {
      sendText(res, 200, hlsPlaylist(await hlsStream(), (at) => `segment-${at}.mp3`), HLS_TYPE);
    },
  },
  {
    method: 'GET', path: /^\/media\/live\/segment-(\d+)\.mp3$/,
    async handler(req, res, { params, url }) {
      const segment = (await hlsStream())[Number(params[0])];
      if (!segment) return sendText(res, 404, 'Not found');
      sendRange(req, res, url.searchParams.has('undecodable') ? undecodable(segment.bytes) : segment.bytes, 'audio/mpeg');
    },
  },
  // The same stream, whose audio after the first segment the decoder refuses: the element's
  // decode error, recovered, then given up ('Cannot recover, last media error recovery failed').
  {
    method: 'GET', path: '/media/live/undecodable.m3u8',
    async handler(req, res) {
      sendText(res, 200, hlsPlaylist(await hlsStream(), (at) => `segment-${at}.mp3${at ? '?undecodable' : ''}`), HLS_TYPE);
    },
  },
  // The same stream behind a master playlist with a subtitles rendition (WebVTT, the demo's
  // captions): a stream that needs the full hls.js pack, not its light build.
  {
    method: 'GET', path: '/media/live/subtitled.m3u8',
    handler: (req, res) => sendText(res, 200, [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=NO,URI="subtitles.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=128000,CODECS="mp4a.40.34",SUBTITLES="subs"',
      'stream.m3u8', '',
    ].join('\n'), HLS_TYPE),
  },
  {
    method: 'GET', path: '/media/live/subtitles.m3u8',
    async handler(req, res) {
      const duration = Math.ceil((await hlsStream()).reduce((total, segment) => total + segment.duration, 0));
      sendText(res, 200, [
        '#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${duration}`, '#EXT-X-PLAYLIST-TYPE:VOD',
        `#EXTINF:${duration}.000,`, '../captions.vtt', '#EXT-X-ENDLIST', '',
      ].join('\n'), HLS_TYPE);
    },
  },
  // A stream whose playlist is gone: hls.js's fatal manifest error ('Network error').
  { method: 'GET', path: '/media/live/missing.m3u8', handler: (req, res) => sendText(res, 404, 'Not found') },
  // A file whose first bytes arrive and the rest never does (ranges within them are served):
  // the player plays what it has, then waits; a seek beyond it stays seeking.
  {
    method: 'GET', path: /^\/media\/stall\/([\w.-]+)$/,
    async handler(req, res, { params }) {
      const body = await mediaFile(params[0]);
      if (!body) return sendText(res, 404, 'Not found');
      // Chromium reads media in 32 KiB blocks: the first block arrives whole.
      const cut = Math.min(body.length - 1, STALL_AFTER_BYTES);
      const from = Number(/^bytes=(\d+)-/.exec(req.headers.range ?? '')?.[1] ?? 0);
      res.writeHead(from ? 206 : 200, {
        'Content-Type': TYPES[extname(params[0])] ?? 'application/octet-stream', 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-store',
        'Content-Length': body.length - from, ...(from ? { 'Content-Range': `bytes ${from}-${body.length - 1}/${body.length}` } : {}),
      });
      if (from < cut) res.write(body.subarray(from, cut));
      // The rest never comes; the connection ends when the page goes.
      req.on('close', () => res.destroy());
    },
  },
  {
    method: 'GET', path: /^\/media\/([\w.-]+)$/,
    async handler(req, res, { params }) {
      const body = await mediaFile(params[0]);
      if (!body) return sendText(res, 404, 'Not found');
      sendRange(req, res, body, TYPES[extname(params[0])] ?? 'application/octet-stream');
    },
  },
];
