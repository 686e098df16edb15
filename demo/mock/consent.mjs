// Complianz's REST endpoints (complianz/v1): geo-ip banner data, track (recorded so tests can
// read what it got, by the `airlift_test` cookie), consent areas, cookie_data and manage
// consent HTML; plus the banner stylesheet and a slow script for ordering tests.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readBody, sendJson, sendText } from './_helpers.mjs';

const base = '/wp-json/complianz/v1/';
const tracked = new Map();
const calls = new Map();

function testKey(req) {
  const match = /(?:^|;\s*)airlift_test=([\w-]+)/.exec(req.headers.cookie ?? '');
  return match ? match[1] : 'demo';
}

function record(map, req, entry) {
  const key = testKey(req);
  if (!map.has(key)) map.set(key, []);
  map.get(key).push(entry);
}

const manageHtml = `<div class="cmplz-categories">
<p><label><input type="checkbox" class="cmplz-consent-checkbox cmplz-functional" checked disabled> Functional</label></p>
<p><label><input type="checkbox" class="cmplz-category cmplz-consent-checkbox cmplz-statistics"> Statistics</label></p>
<p><label><input type="checkbox" class="cmplz-category cmplz-consent-checkbox cmplz-marketing"> Marketing</label></p>
<p><label><input type="checkbox" class="cmplz-accept-service" data-service="youtube" data-category="marketing"> YouTube</label></p>
</div>`;

export const routes = [
  {
    method: 'GET', path: `${base}banner`,
    handler(req, res, { url }) {
      record(calls, req, url.search);
      sendJson(res, 200, { version: '7.2.0', banner_version: '22', region: url.searchParams.get('cmplz_user_region') ?? 'eu', consenttype: url.searchParams.get('cmplz_user_region') === 'us' ? 'optout' : 'optin' });
    },
  },
  {
    method: 'POST', path: `${base}track`,
    async handler(req, res) {
      let body;
      try { body = JSON.parse((await readBody(req)).toString('utf8')); } catch { body = 'invalid'; }
      record(tracked, req, { body, contentType: req.headers['content-type'] ?? '' });
      sendJson(res, 200, { success: true });
    },
  },
  {
    method: 'GET', path: `${base}__tracked`,
    handler: (req, res) => sendJson(res, 200, { tracked: tracked.get(testKey(req)) ?? [], calls: calls.get(testKey(req)) ?? [] }),
  },
  {
    method: 'GET', path: /^\/wp-json\/complianz\/v1\/consent-area\/(\d+)\/([\w-]+)$/,
    handler(req, res, { params }) {
      record(calls, req, `consent-area/${params[0]}/${params[1]}`);
      sendJson(res, 200, `<p class="consent-area-content">Block ${params[1]} of post ${params[0]}, loaded after consent.</p><script>(window.__runs = window.__runs || []).push('consent-area');</script>`);
    },
  },
  {
    method: 'GET', path: `${base}cookie_data`,
    handler(req, res) {
      record(calls, req, 'cookie_data');
      sendJson(res, 200, { marketing: { youtube: ['yt_remote'] }, statistics: { 'google-analytics': ['_ga', 'ga_store'] } });
    },
  },
  {
    method: 'GET', path: `${base}manage_consent_html`,
    handler(req, res, { url }) {
      record(calls, req, `manage_consent_html${url.search}`);
      sendJson(res, 200, manageHtml);
    },
  },
  {
    method: 'GET', path: /^\/wp-content\/uploads\/complianz\/css\/banner-(\d+)-(\w+)\.css$/,
    handler: (req, res) => sendText(res, 200, '/* Complianz banner settings: the legacy styles are in /assets/site.css */', 'text/css; charset=utf-8'),
  },
  {
    method: 'GET', path: '/consent-assets/pixel-base.js',
    async handler(req, res, { url }) {
      const delay = Math.min(Number(url.searchParams.get('delay')) || 0, 2000);
      await new Promise((resolve) => setTimeout(resolve, delay));
      sendText(res, 200, await readFile(join(import.meta.dirname, '..', 'consent-assets', 'pixel-base.js')), 'text/javascript; charset=utf-8');
    },
  },
];
