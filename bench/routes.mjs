// The benchmark's pages on the demo server: the generated page with airlift, with no script
// or with the peer stack (/bench/page.html?n=N&stack=airlift|none|peer), and the files the
// peer stack and the start mark load (/bench/vendor/<name>, from node_modules and bench/).
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePage } from './page.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Files the peer page loads, at /bench/vendor/<name>. */
const VENDOR = {
  'mediaelement-and-player.min.js': 'node_modules/mediaelement/build/mediaelement-and-player.min.js',
  'mediaelementplayer.min.css': 'node_modules/mediaelement/build/mediaelementplayer.min.css',
  'cookieconsent.umd.js': 'node_modules/vanilla-cookieconsent/dist/cookieconsent.umd.js',
  'cookieconsent.css': 'node_modules/vanilla-cookieconsent/dist/cookieconsent.css',
  'start.js': 'bench/start.js',
  'peer.js': 'bench/peer.js',
};
/** The script tags of each kind of page. */
export const STACKS = {
  airlift: ['<script src="/bench/vendor/start.js" defer></script>', '<script src="/dist/airlift.js" defer></script>'],
  none: [],
  peer: [
    '<link rel="stylesheet" href="/bench/vendor/mediaelementplayer.min.css">',
    '<link rel="stylesheet" href="/bench/vendor/cookieconsent.css">',
    '<script src="/bench/vendor/start.js" defer></script>',
    '<script src="/bench/vendor/mediaelement-and-player.min.js" defer></script>',
    '<script src="/bench/vendor/cookieconsent.umd.js" defer></script>',
    '<script src="/bench/vendor/peer.js" defer></script>',
  ],
};

function notFound(res, message) {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(message);
}

/** 2. The generated page at /bench/page.html?n=N&stack=airlift|none|peer (cached), and the peer's files. */
/**
 * Where airlift's build is served from: dist/, or BENCH_DIST (another build's dist folder,
 * to compare two builds on the same machine, e.g. `git archive main dist | tar -x -C /tmp/before`
 * then `BENCH_DIST=/tmp/before/dist npm run bench`).
 */
export const distFolder = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(root, 'dist');

export function benchRoutes() {
  const cache = new Map();
  const page = {
    method: 'GET',
    path: '/bench/page.html',
    handler(req, res, { url }) {
      const n = Number(url.searchParams.get('n'));
      const stack = url.searchParams.get('stack') ?? 'airlift';
      if (!Number.isInteger(n) || n < 1 || n > 100_000) return notFound(res, 'n must be an integer from 1 to 100000');
      if (!STACKS[stack]) return notFound(res, `stack must be one of ${Object.keys(STACKS).join(', ')}`);
      const key = `${n}:${stack}`;
      if (!cache.has(key)) cache.set(key, generatePage(n, { scripts: STACKS[stack] }));
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(cache.get(key));
    },
  };
  const vendor = {
    method: 'GET',
    path: /^\/bench\/vendor\/([\w.-]+)$/,
    handler(req, res, { params }) {
      const file = VENDOR[params[0]];
      if (!file) return notFound(res, 'unknown file');
      const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(readFileSync(join(root, file)));
    },
  };
  const dist = {
    method: 'GET',
    path: /^\/dist\/([\w./-]+)$/,
    handler(req, res, { params }) {
      const path = normalize(join(distFolder, params[0]));
      if (!path.startsWith(distFolder + sep)) return notFound(res, 'outside dist');
      let body;
      try {
        body = readFileSync(path);
      } catch {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return undefined;
      }
      res.writeHead(200, { 'Content-Type': path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(body);
      return undefined;
    },
  };
  return process.env.BENCH_DIST ? [page, vendor, dist] : [page, vendor];
}

