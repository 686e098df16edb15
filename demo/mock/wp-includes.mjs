// WordPress's media stylesheets where a WordPress site has them, so the players are seen as a
// real site shows them: /wp-includes/js/mediaelement/ serves MediaElement's build (its legacy
// stylesheet, the sprite it draws with, and its player script for side-by-side pages) as the
// WordPress the test suite installs (/usr/share/wordpress) ships it, MediaElement 4.2: what a real
// site has, and what the browser tests lay the players out with. Where that WordPress is not
// installed, npm's MediaElement 7 (node_modules/mediaelement/build/) stands in. wp-mediaelement.css
// comes from that WordPress too when it is there (an empty stylesheet when not);
// from that WordPress too, for the side-by-side page's MediaElement side, wp-mediaelement.js,
// wp-playlist.js and what they need (Underscore, Backbone, wp-util), not found where it is not. /wp-includes/js/jquery/jquery.min.js
// is jQuery from node_modules, for MediaElement's own player. /favicon.ico redirects to WordPress's
// logo, as WordPress itself answers it (do_favicon(), since 5.4) on a site without a site icon.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendText } from './_helpers.mjs';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const MEJS = join(root, 'node_modules', 'mediaelement', 'build');
const WORDPRESS = process.env.WORDPRESS_DIR ?? '/usr/share/wordpress';
const TYPES = { '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.gif': 'image/gif' };

const WP_MEJS = join(WORDPRESS, 'wp-includes', 'js', 'mediaelement');
/** MediaElement's files as WordPress ships them (its 4.2 build) where WordPress is installed, else npm's. */
const mejsFile = (name) => (existsSync(join(WP_MEJS, name)) ? join(WP_MEJS, name) : join(MEJS, name));

/** The files served, by name: MediaElement's, then WordPress's own. */
const FILES = {
  'mediaelementplayer-legacy.min.css': mejsFile('mediaelementplayer-legacy.min.css'),
  'mediaelementplayer-legacy.css': mejsFile('mediaelementplayer-legacy.css'),
  'mejs-controls.svg': mejsFile('mejs-controls.svg'),
  'mejs-controls.png': mejsFile('mejs-controls.png'),
  'mediaelement-and-player.min.js': mejsFile('mediaelement-and-player.min.js'),
  'wp-mediaelement.css': join(WORDPRESS, 'wp-includes', 'js', 'mediaelement', 'wp-mediaelement.css'),
  'wp-mediaelement.min.css': join(WORDPRESS, 'wp-includes', 'js', 'mediaelement', 'wp-mediaelement.min.css'),
  'wp-mediaelement.min.js': join(WORDPRESS, 'wp-includes', 'js', 'mediaelement', 'wp-mediaelement.min.js'),
  'wp-playlist.min.js': join(WORDPRESS, 'wp-includes', 'js', 'mediaelement', 'wp-playlist.min.js'),
};
/** WordPress's scripts that wp-playlist.js needs (the side-by-side page's MediaElement side), where WordPress is installed. */
const WORDPRESS_SCRIPTS = {
  'underscore.min.js': join(WORDPRESS, 'wp-includes', 'js', 'underscore.min.js'),
  'backbone.min.js': join(WORDPRESS, 'wp-includes', 'js', 'backbone.min.js'),
  'wp-util.min.js': join(WORDPRESS, 'wp-includes', 'js', 'wp-util.min.js'),
};
const WORDPRESS_LOGO = join(WORDPRESS, 'wp-includes', 'images', 'w-logo-blue-white-bg.png');
const JQUERY = join(root, 'node_modules', 'jquery', 'dist', 'jquery.min.js');

/** What a stylesheet of WordPress's answers where WordPress is not installed: an empty one. */
const ABSENT = '/* WordPress is not installed here: no wp-mediaelement.css. */\n';

async function send(res, path) {
  let body;
  try {
    body = await readFile(path);
  } catch {
    if (path.startsWith(WORDPRESS) && extname(path) === '.css') return sendText(res, 200, ABSENT, TYPES['.css']);
    return sendText(res, 404, 'Not found');
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
  res.end(body);
}

export const routes = [
  {
    method: 'GET', path: /^\/wp-includes\/js\/mediaelement\/([\w.-]+)$/,
    handler: (req, res, { params }) => (Object.hasOwn(FILES, params[0]) ? send(res, FILES[params[0]]) : sendText(res, 404, 'Not found')),
  },
  { method: 'GET', path: '/wp-includes/js/jquery/jquery.min.js', handler: (req, res) => send(res, JQUERY) },
  {
    method: 'GET', path: /^\/wp-includes\/js\/([\w.-]+\.js)$/,
    handler: (req, res, { params }) => (Object.hasOwn(WORDPRESS_SCRIPTS, params[0]) ? send(res, WORDPRESS_SCRIPTS[params[0]]) : sendText(res, 404, 'Not found')),
  },
  {
    method: 'GET', path: '/favicon.ico',
    handler: (req, res) => {
      res.writeHead(302, { Location: '/wp-includes/images/w-logo-blue-white-bg.png', 'Cache-Control': 'no-store' });
      res.end();
    },
  },
  {
    // Where WordPress is not installed, no icon (and no error for the browser's request).
    method: 'GET', path: '/wp-includes/images/w-logo-blue-white-bg.png',
    handler: (req, res) => readFile(WORDPRESS_LOGO).then((body) => {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
      res.end(body);
    }, () => {
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
    }),
  },
];
