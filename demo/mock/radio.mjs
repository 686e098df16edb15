// The radio demo's station: endless streams (MP3 and HLS), a now-playing feed of every type
// whose title changes every few seconds, the theme's metadata proxy, a music-store search
// stand-in for artwork, and radio.html itself with schedule blocks that change on every load.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeMarkup, sendJson, sendText } from './_helpers.mjs';
import { undecodable } from './_mp3.mjs';
import { hlsPlaylist, hlsSegment, streamMp3 } from './_radio-audio.mjs';

const demo = dirname(dirname(fileURLToPath(import.meta.url)));
const SONG_MS = 5000;
const SONGS = [
  ['Nina Simone', 'Feeling Good'], ['Miles Davis', 'So What'], ['The Beatles', 'Blackbird'],
  ['Aretha Franklin', 'Respect'], ['Daft Punk', 'One More Time'], ['Björk', 'Jóga'],
];
const HOSTILE = '<img src=x onerror="document.body.dataset.pwned=1"> - <b>Bold</b> & "quoted"';

/** The song on air now, changing every 5 s (`offset` shifts a channel's playlist). */
export function songNow(offset = 0, now = Date.now()) {
  return SONGS[(Math.floor(now / SONG_MS) + offset) % SONGS.length];
}
const titleNow = (offset) => songNow(offset).join(' - ');
const cors = { 'Access-Control-Allow-Origin': '*' };

/** Feed bodies by demo path, so the proxy can answer for them too. */
const FEEDS = {
  '/radio/feeds/status-json.xsl': () => ({ type: 'application/json', body: JSON.stringify({ icestats: { source: [
    { listenurl: 'http://localhost/other', title: 'Not this mount', artist: 'Nobody' },
    { listenurl: 'http://localhost/live', title: songNow(0)[1], artist: songNow(0)[0] },
  ] } }) }),
  '/stats': () => ({ type: 'application/json', body: JSON.stringify({ songtitle: titleNow(1), streamstatus: 1 }) }),
  '/radio/feeds/live-info': () => ({ type: 'application/json', body: JSON.stringify({ tracks: { current: { name: titleNow(2) } } }) }),
  '/radio/feeds/radionomy.xml': () => ({ type: 'application/xml', body: `<?xml version="1.0"?><tracks><track><artists>${escapeMarkup(songNow(3)[0])}</artists><title>${escapeMarkup(songNow(3)[1])}</title></track></tracks>` }),
  '/radio/feeds/securesystems.xml': () => ({ type: 'application/xml', body: `<?xml version="1.0"?><playlist><now><artist>${escapeMarkup(songNow(4)[0])}</artist><title>${escapeMarkup(songNow(4)[1])}</title></now></playlist>` }),
  '/radio/feeds/mediacp.json': () => ({ type: 'application/json', body: JSON.stringify({ nowplaying: titleNow(5) }) }),
  '/radio/feeds/jazler.xml': () => ({ type: 'application/xml', body: `<?xml version="1.0"?><Schedule><Event status="happening"><Song title="${escapeMarkup(songNow(1)[1])}"><Artist name="${escapeMarkup(songNow(1)[0])}"/></Song></Event></Schedule>` }),
  '/radio/feeds/nowplaying.txt': () => ({ type: 'text/plain', body: titleNow(2) }),
  '/radio/feeds/winmedia.txt': () => ({ type: 'text/plain', body: titleNow(3) }),
  '/radio/feeds/hostile.txt': () => ({ type: 'text/plain', body: HOSTILE }),
  '/radio/feeds/broken.json': () => ({ type: 'text/html', body: '<!doctype html><title>Error</title><p>Feed down</p>' }),
};

function sendFeed(res, path) {
  const feed = FEEDS[path]();
  res.writeHead(200, { 'Content-Type': `${feed.type}; charset=utf-8`, 'Cache-Control': 'no-store', ...cors });
  res.end(feed.body);
}

/** radio.html's text with the demo server's port and schedule blocks of this minute. */
export async function renderRadioPage(req, url) {
  const template = await readFile(join(demo, 'radio.html'), 'utf8');
  const port = (req.headers.host ?? '').split(':')[1] ?? '80';
  const stamp = new Date().toISOString().slice(11, 19);
  const end = new Date(Date.now() + 3600000).toISOString().slice(0, 19);
  const now = new Date().toISOString().slice(0, 19);
  const shows = ['Morning Show', 'Jazz Hour', 'Indie Drive', 'Night Talk'];
  const show = shows[Math.floor(Date.now() / 60000) % shows.length];
  const page = template
    .replaceAll('__PORT__', port)
    .replaceAll('__STAMP__', stamp)
    .replaceAll('__SHOW__', show)
    .replaceAll('__END__', end)
    .replaceAll('__NOW__', now)
    .replaceAll('__CUSTOMIZER__', url.searchParams.has('customizer') ? 'qt-customizer-active' : '');
  return page;
}

async function radioPage(req, res, { url }) {
  sendText(res, 200, await renderRadioPage(req, url), 'text/html; charset=utf-8');
}

export const routes = [
  { method: 'GET', path: '/radio.html', handler: radioPage },
  { path: /^\/radio\/stream\/([\w-]+)\.(mp3|aac)$/, handler: (req, res, { url }) => streamMp3(req, res, {
    endAfterMs: Number(url.searchParams.get('end') ?? 0), delayMs: Number(url.searchParams.get('delay') ?? 0),
    ...(url.searchParams.has('burst') ? { burstBytes: Number(url.searchParams.get('burst')) } : {}),
  }) },
  { method: 'GET', path: '/radio/hls/live.m3u8', handler: (req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-store', ...cors });
    res.end(hlsPlaylist());
  } },
  // `?undecodable`: the segment with audio the decoder refuses (tests hand it out once).
  { method: 'GET', path: /^\/radio\/hls\/segment-(\d+)\.mp3$/, handler: (req, res, { params, url }) => {
    res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-store', ...cors });
    const segment = hlsSegment(Number(params[0]));
    res.end(url.searchParams.has('undecodable') ? undecodable(segment) : segment);
  } },
  ...Object.keys(FEEDS).map((path) => ({ method: 'GET', path, handler: (req, res) => sendFeed(res, path) })),
  // Stand-ins for third-party feeds, for tests to route public.radio.co and api.live365.com to.
  { method: 'GET', path: /^\/radio\/feeds\/radioco\/[\w-]+\/status$/, handler: (req, res) => sendJson(res, 200, { status: 'online', current_track: { title: titleNow(4), artwork_url: '' } }, cors) },
  { method: 'GET', path: /^\/radio\/feeds\/live365\/[\w-]+$/, handler: (req, res) => sendJson(res, 200, { 'current-track': { artist: songNow(5)[0], title: songNow(5)[1] } }, cors) },
  // The theme's metadata proxy: qtproxycall is base64("{id}[-]{url}"); icymetadata=1 answers the stream's ICY title.
  { method: 'GET', path: '/wp-content/themes/onair2/phpincludes/proxy.php', handler: (req, res, { url }) => {
    const call = Buffer.from(url.searchParams.get('qtproxycall') ?? '', 'base64').toString('utf8');
    const [id, target = ''] = call.split('[-]');
    if (id !== url.searchParams.get('qtdir')) return sendText(res, 400, 'bad call');
    if (url.searchParams.get('icymetadata') === '1') {
      return sendText(res, 200, target.includes('silent') ? '' : titleNow(Number(id) % SONGS.length));
    }
    let path = '';
    try { path = new URL(target).pathname; } catch { /* not a URL */ }
    if (!FEEDS[path]) return sendText(res, 404, 'unknown feed');
    return sendFeed(res, path);
  } },
  // The music store's search, for artwork: a coloured square per song.
  { method: 'GET', path: '/radio/itunes/search', handler: (req, res, { url }) => {
    const term = url.searchParams.get('term') ?? '';
    const index = SONGS.findIndex(([artist, title]) => term.includes(title) && term.includes(artist));
    if (index < 0) return sendJson(res, 200, { resultCount: 0, results: [] }, cors);
    const base = `http://${req.headers.host}`;
    sendJson(res, 200, { resultCount: 1, results: [{ artistName: SONGS[index][0], trackName: SONGS[index][1], artworkUrl100: `${base}/radio/art/${index}/100x100bb.svg` }] }, cors);
  } },
  { method: 'GET', path: /^\/radio\/art\/(\d+)\/(\d+)x\d+bb\.svg$/, handler: (req, res, { params }) => {
    const hue = (Number(params[0]) * 57) % 360;
    const size = Number(params[1]);
    sendText(res, 200, `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 10 10"><rect width="10" height="10" fill="hsl(${hue} 70% 45%)"/><circle cx="5" cy="5" r="3" fill="hsl(${hue} 70% 80%)"/><text x="5" y="6" font-size="2" text-anchor="middle">${Number(params[0]) + 1}</text></svg>`, 'image/svg+xml');
  } },
];
