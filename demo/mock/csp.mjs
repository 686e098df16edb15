// Strict Content-Security-Policy pages. /csp.html, and any demo page as /csp/<page>.html, are
// served with `script-src 'self' 'nonce-…'; style-src 'self' 'nonce-…'` (no unsafe-inline, no
// unsafe-eval) and a fresh nonce per response, written into every <script> and <style> tag of
// the page the way a WordPress CSP plugin does it. /csp-media/<page>.html adds `media-src 'self' blob:`
// (HLS through MediaSource plays from a blob: URL); with `?noblob`, `media-src 'self'` alone.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderRadioPage } from './radio.mjs';

const demo = dirname(dirname(fileURLToPath(import.meta.url)));

export const cspHeader = (nonce) => `script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'`;
/** The same with a media policy: `blob:` for MediaSource unless `blob` is false. */
export const mediaCspHeader = (nonce, blob = true) => `${cspHeader(nonce)}; media-src 'self'${blob ? ' blob:' : ''}`;

/** The page with the nonce on each of its script and style tags. */
export const withNonce = (html, nonce) => html.replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);

/** Pages another mock renders (placeholders filled in per request), by file name. */
const RENDERED = { 'radio.html': renderRadioPage };

async function sendWithNonce(req, res, file, url, header = cspHeader) {
  let html;
  try {
    html = RENDERED[file] ? await RENDERED[file](req, url) : await readFile(join(demo, file), 'utf8');
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  const nonce = randomBytes(16).toString('base64');
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': header(nonce) });
  res.end(withNonce(html, nonce));
}

export const routes = [
  { method: 'GET', path: '/csp.html', handler: (req, res, { url }) => sendWithNonce(req, res, 'csp.html', url) },
  { method: 'GET', path: /^\/csp\/([\w-]+\.html)$/, handler: (req, res, { params, url }) => sendWithNonce(req, res, params[0], url) },
  {
    method: 'GET',
    path: /^\/csp-media\/([\w-]+\.html)$/,
    handler: (req, res, { params, url }) => sendWithNonce(req, res, params[0], url, (nonce) => mediaCspHeader(nonce, !url.searchParams.has('noblob'))),
  },
];
