// Configuration globals (lib/globals): a page without a plugin's `var name = {…}` still has
// `window[name]` when an element has that id or name. Such page content is never taken as a
// plugin's configuration, by any feature. Tested in Chromium, whose named properties, frames
// and collections are the real thing; the readers are bundled on the fly from src/.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { airliftReady, baseUrl, openPage, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { cookieMap, openConsent, runs } from './consent-helpers';
import { bundleForPage, frames } from './page-helpers';
import type { ConsentPage } from './consent-helpers';

// Namespace imports: a reader a feature does not export reads as undefined, not a build error.
const ENTRY = `
import * as globals from './src/lib/globals';
import * as consentLib from './src/lib/consent';
import * as consentConfig from './src/features/consent/config';
import * as popupsPresence from './src/features/popups/presence';
import * as popups from './src/features/popups/index';
import * as cf7 from './src/features/cf7/instance';
import * as newsletter from './src/features/newsletter/index';
import * as mediaPresence from './src/features/media/presence';
import * as mediaSettings from './src/features/media/settings';
Object.assign(window, { readers: { globals, consentLib, consentConfig, popupsPresence, popups, cf7, newsletter, mediaPresence, mediaSettings } });
`;

let bundle = '';
beforeAll(async () => {
  bundle = await bundleForPage(ENTRY);
});

let current: TestPage | ConsentPage | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

async function readersPage(markup: string): Promise<TestPage> {
  const opened = await openPage('/test-fixtures/globals.html');
  await opened.page.evaluate((html) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html), markup);
  await opened.page.addScriptTag({ content: bundle });
  return opened;
}

// What each feature reads when the page holds an element with its global's id: what it reads
// on a page without the plugin. Every reader runs in the page.
const PER_GLOBAL: Array<{ name: string; markup: string; read: string; absent: unknown }> = [
  { name: 'complianz (consent feature)', markup: '<div id="complianz"></div>', read: 'r.consentConfig.readConfig()', absent: null },
  { name: 'complianz (what other features ask)', markup: '<div id="complianz"></div>', read: 'r.consentLib.hasConsent("marketing", "youtube")', absent: true },
  { name: 'boxzilla_options', markup: '<div id="boxzilla_options"></div>', read: 'r.popupsPresence.popupsSelector()', absent: '' },
  { name: 'boxzilla_queue', markup: '<div id="boxzilla_queue"></div><div id="boxzilla_queue"></div>', read: 'r.popupsPresence.popupsSelector()', absent: '' },
  { name: 'mc4wp_submitted_form', markup: '<form id="mc4wp_submitted_form"><input name="element_id" value="x"></form>', read: 'r.globals.readGlobal("mc4wp_submitted_form", r.globals.PlainObjectSchema) ?? r.popups.mailchimpFormId?.() ?? "not read"', absent: 'not read' },
  { name: 'mc4wp_forms_config', markup: '<form id="mc4wp_forms_config"><input name="submitted_form"></form>', read: 'r.globals.readGlobal("mc4wp_forms_config", r.globals.PlainObjectSchema) ?? r.popups.mailchimpFormId?.() ?? "not read"', absent: 'not read' },
  { name: 'wpcf7', markup: '<form id="wpcf7"><input name="blocked" value="1"><input name="cached" value="1"></form>', read: 'Object.keys(r.cf7.pageConfig()).length === 0 && !(r.cf7.pageConfig() instanceof Element)', absent: true },
  { name: 'newsletter_data', markup: '<form id="newsletter_data"><input name="action_url"></form>', read: 'r.globals.readGlobal("newsletter_data", r.globals.PlainObjectSchema) ?? (r.newsletter.actionUrl?.() ?? "")', absent: '/wp-admin/admin-ajax.php?action=tnp&na=sa' },
  { name: '_wpmejsSettings', markup: '<form id="_wpmejsSettings"><input name="stretching" value="fill"></form>', read: 'r.globals.readGlobal("_wpmejsSettings", r.globals.PlainObjectSchema) ?? r.mediaPresence.mediaSelector()', absent: '.wp-playlist,audio.wp-audio-shortcode,video.wp-video-shortcode,audio[data-airlift-player],video[data-airlift-player]' },
];

describe('configuration globals: an element with the global\'s id is not configuration', () => {
  for (const { name, markup, read, absent } of PER_GLOBAL) {
    it(name, async () => {
      current = await readersPage(markup);
      const value = await current.page.evaluate((code) => {
        const r = (window as unknown as { readers: unknown }).readers;
        // The reader's expression, from this test's own table, runs in the page.
        // eslint-disable-next-line @typescript-eslint/no-implied-eval
        const result: unknown = (new Function('r', `return (${code});`) as (readers: unknown) => unknown)(r);
        return result instanceof Node ? `an element: ${result.nodeName}` : result;
      }, read);
      expect(value).toEqual(absent);
    });
  }
});

describe('lib/globals readGlobal in Chromium', () => {
  it('takes the page\'s own plain data of the expected shape, and nothing the browser finds by that name', async () => {
    const other = baseUrl.replace('localhost', '127.0.0.1');
    current = await readersPage(`
      <div id="byId"></div><div id="twice"></div><div id="twice"></div>
      <form name="namedForm"></form><img name="namedImage" alt="">
      <iframe name="sameFrame" srcdoc="<p>x</p>" title="same"></iframe>
      <iframe name="otherFrame" src="${other}/test-fixtures/globals.html" title="other"></iframe>
      <div id="shadowed"></div>`);
    const { page } = current;
    await page.waitForFunction(() => (window as unknown as { otherFrame?: { length?: number } }).otherFrame !== undefined);
    const results = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & { readers: { globals: typeof import('../../src/lib/globals') } };
      const { readGlobal, PlainObjectSchema } = w.readers.globals;
      w.shadowed = { printed: true };
      w.plain = { a: 1 };
      w.nullProto = Object.assign(Object.create(null) as object, { a: 1 });
      w.list = [1, 2];
      w.fn = () => ({});
      w.instance = new Map();
      w.element = document.body;
      Object.defineProperty(window, 'throwing', { get() { throw new Error('no'); } });
      const read = (name: string): string => {
        const value = readGlobal(name, PlainObjectSchema);
        return value === undefined ? 'missing' : JSON.stringify(value);
      };
      return Object.fromEntries(['byId', 'twice', 'namedForm', 'namedImage', 'sameFrame', 'otherFrame', 'shadowed', 'plain', 'nullProto',
        'list', 'fn', 'instance', 'element', 'throwing', 'absent'].map((name) => [name, read(name)]));
    });
    expect(results).toEqual({
      byId: 'missing', twice: 'missing', namedForm: 'missing', namedImage: 'missing', sameFrame: 'missing', otherFrame: 'missing',
      shadowed: '{"printed":true}', plain: '{"a":1}', nullProto: '{"a":1}',
      list: 'missing', fn: 'missing', instance: 'missing', element: 'missing', throwing: 'missing', absent: 'missing',
    });
  });
});

describe('configuration globals: a page of elements named like them, with airlift', () => {
  it('starts no consent (no cookie, nothing blocked runs) and loads no popups pack', async () => {
    current = await openConsent('/test-fixtures/globals-clobber.html');
    const { page, context, requests, errors } = current;
    // No consent starts here: wait for airlift's ready, then for what it asked for.
    await airliftReady(page);
    await frames(page, 2);
    await requestsSettled(page, requests);
    expect(await runs(page)).toEqual([]);
    expect(await page.locator('iframe.cmplz-iframe').getAttribute('src')).toBe('about:blank');
    expect(await cookieMap(context)).toEqual({});
    expect(requests.filter((url) => url.includes('/packs/popups.js'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
