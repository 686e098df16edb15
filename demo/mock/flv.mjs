// A Flash video (FLV) for demo/media.html, made at serve time from demo/media/clip.mp4 (H.264 and
// AAC) without ffmpeg (demo/mock/_flv.mjs). /media/flv/gone.flv does not exist ('Network error').
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flvFromMp4 } from './_flv.mjs';

const CLIP = join(dirname(dirname(fileURLToPath(import.meta.url))), 'media', 'clip.mp4');

let flv = null;

export const routes = [
  {
    method: 'GET', path: '/media/flv/clip.flv',
    async handler(req, res) {
      flv ??= flvFromMp4(await readFile(CLIP));
      res.writeHead(200, { 'Content-Type': 'video/x-flv', 'Content-Length': flv.length, 'Cache-Control': 'no-store' });
      res.end(flv);
    },
  },
];
