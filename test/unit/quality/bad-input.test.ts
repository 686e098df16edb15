// Bad input sweep (issue 9): random and hostile values (fast-check) for every parser airlift has —
// config globals, JSON blocks and attributes, REST responses, cookies, storage, data attributes.
// Nothing throws out of a parse function or a mount, and markup in titles and messages ends up as
// text, never as elements. A new parser is one more property here.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feature, MountContext } from '../../../src/core/registry';
import { parseBox } from '../../../src/features/popups/parse';
import { buildBoxDom } from '../../../src/features/popups/dom';
import { replayQueue, createApi } from '../../../src/features/popups/api';
import { popups } from '../../../src/features/popups';
import { parseSchema } from '../../../src/features/cf7/schema';
import { validate } from '../../../src/features/cf7/rules';
import { createInstance, pageConfig } from '../../../src/features/cf7/instance';
import { markField, showResponse } from '../../../src/features/cf7/display';
import { refill } from '../../../src/features/cf7/refill';
import { parseRefill } from '../../../src/features/cf7/reply';
import { submit } from '../../../src/features/cf7/submit';
import { installWpcf7 } from '../../../src/features/cf7/facade';
import { parseAutoplay } from '../../../src/features/tabs/parse';
import { parseServerTime } from '../../../src/features/countdown/remaining';
import { parseSliderOptions } from '../../../src/features/slider/parse';
import { playerFromOembed, recognise } from '../../../src/features/autoembed/recognise';
import { parseMap, policyChanged, sameChoice, serviceAllowed, trackDue, categoryAllowed } from '../../../src/features/consent/state';
import type { Settings } from '../../../src/features/consent/state';
import { cookieOptions, readConfig, settings, useConfig } from '../../../src/features/consent/config';
import { readCookies } from '../../../src/lib/cookies';
import { readJson } from '../../../src/lib/storage';
import { isRestError, restFetch } from '../../../src/lib/http';
import { countdown } from '../../../src/features/countdown';
import { bgimage } from '../../../src/features/bgimage';
import { popupWindow } from '../../../src/features/popup-window';
import { share } from '../../../src/features/share';
import { slider } from '../../../src/features/slider';
import { tabs } from '../../../src/features/tabs';
import { accordion } from '../../../src/features/accordion';
import { expandable } from '../../../src/features/expandable';
import { classSwitch } from '../../../src/features/class-switch';
import { showDropdown } from '../../../src/features/show-dropdown';
import { tooltip } from '../../../src/features/tooltip';
import { artworkTerm, parseArtwork } from '../../../src/features/radio/now-playing/artwork';
import { cleanText, fromFields, splitTitle } from '../../../src/features/radio/now-playing/title';
import { MAX_TITLE_LENGTH } from '../../../src/features/radio/now-playing/constants';

const RUNS = { numRuns: 150 };

/** Markup an attacker would try: each must stay text. */
const MARKUP = ['<img src=x onerror="window.__pwned=1">', '<script>window.__pwned=1</script>', '<b>bold</b>', '"><svg onload=window.__pwned=1>',
  '<iframe srcdoc="x"></iframe>', '</textarea><a href="javascript:1">x</a>', '&lt;b&gt;entity&lt;/b&gt;'];
const markup = fc.tuple(fc.string(), fc.constantFrom(...MARKUP), fc.string()).map(([before, tag, after]) => `${before}${tag}${after}`);
/** Strings that break naive parsers: broken JSON, percent-encoding, prototype keys, huge numbers. */
const nasty = fc.oneof(
  fc.string(), fc.string({ unit: 'binary' }), markup,
  fc.constantFrom('', ' ', '{', '{"a":', '[1,', 'null', 'true', '"str"', '%', '%E0%A4%A', '%zz', '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}', '1e999', '-0', 'NaN', 'Infinity', '0x10', '9'.repeat(400), '\u0000', '\uD800', 'undefined'),
  fc.json(),
);
/** Valid JSON objects that `String()` cannot turn into text: their toString and valueOf are not functions. */
const UNPRINTABLE = ['{"toString":false,"valueOf":false}', '{"toString":{},"valueOf":[]}', '{"valueOf":null,"toString":"x"}'];
const unprintable = fc.constantFrom(...UNPRINTABLE).map((text) => JSON.parse(text) as unknown);
/** Any value a JSON body (REST answer, JSON attribute, stored item) can hold. */
const json = fc.oneof(nasty, fc.jsonValue(), unprintable, fc.array(unprintable, { maxLength: 2 }));
/** Any value a page global can hold, and worse. */
const hostile = fc.oneof(fc.anything({ withObjectString: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true }), nasty, fc.jsonValue());

const created = (root: ParentNode) => root.querySelectorAll('img, script, svg, iframe, b, a[href^="javascript"]').length;
const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const name of ['wpcf7', 'boxzilla_options', 'Boxzilla', 'Boxzilla_Queue', 'complianz', 'newsletter_data', '__pwned']) delete win[name];
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

function context(signal = new AbortController().signal): MountContext {
  return { feature: 'test', signal, loadPack: () => Promise.reject(new Error('no packs in unit tests')), quietly: (change) => change(), report: () => undefined };
}

function mountAll(feature: Feature, root: ParentNode, ctx = context()): Array<() => void> {
  const cleanups: Array<() => void> = [];
  const matches = root.querySelectorAll(feature.selector);
  matches.forEach((element) => {
    const cleanup = feature.mount(element, ctx);
    if (cleanup) cleanups.push(cleanup);
  });
  return cleanups;
}

describe('parse functions never throw and return their documented shape', { timeout: 60000 }, () => {
  it('popup boxes: parseBox gives a config with typed fields or null', () => {
    fc.assert(fc.property(hostile, (raw) => {
      const box = parseBox(raw);
      if (box === null) return;
      expect(typeof box.id).toBe('number');
      expect(['string']).toContain(typeof box.content);
      expect(typeof box.closable).toBe('boolean');
    }), RUNS);
  });

  it('popup boxes: box-shaped values with hostile fields', () => {
    const boxLike = fc.record({ id: hostile, content: hostile, icon: hostile, css: hostile, trigger: hostile, cookie: hostile, position: hostile,
      animation: hostile, screenWidthCondition: hostile, closable: hostile, rehide: hostile, post: hostile }, { requiredKeys: [] });
    fc.assert(fc.property(boxLike, (raw) => void parseBox(raw)), RUNS);
  });

  it('contact forms: parseSchema gives rules or null, and validation with them never throws', () => {
    const ruleLike = fc.record({ rule: fc.constantFrom('required', 'requiredfile', 'email', 'url', 'tel', 'number', 'date', 'time', 'file', 'enum',
      'dayofweek', 'minitems', 'maxitems', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'mindate', 'maxdate', 'minfilesize', 'maxfilesize',
      'stepnumber', 'all', 'any', 'nonsense'), field: fc.string(), error: json, threshold: json, accept: json, base: json, interval: json, rules: json },
    { requiredKeys: ['rule', 'field'] });
    // The schema is JSON (the REST answer, or its copy in session storage).
    const schemaLike = fc.oneof(json, fc.record({ version: json, rules: fc.array(fc.oneof(ruleLike, json)) }, { requiredKeys: [] }));
    fc.assert(fc.property(schemaLike, fc.array(nasty), (raw, values) => {
      const rules = parseSchema(raw);
      if (rules === null) return;
      expect(Array.isArray(rules)).toBe(true);
      const errors = validate(rules, () => values);
      for (const message of errors.values()) expect(typeof message).toBe('string');
    }), RUNS);
  });

  it('tabs: data-vc-tta-autoplay gives a positive delay or null', () => {
    fc.assert(fc.property(fc.option(nasty), (raw) => {
      const delay = parseAutoplay(raw);
      if (delay !== null) expect(Number.isFinite(delay) && delay > 0).toBe(true);
    }), RUNS);
  });

  it('countdown: data-now / data-end give a number', () => {
    fc.assert(fc.property(fc.option(nasty), (raw) => {
      expect(typeof parseServerTime(raw)).toBe('number');
    }), RUNS);
  });

  it('sliders: any data attribute values give finite settings', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.option(nasty)), fc.option(nasty), (attributes, fallback) => {
      const options = parseSliderOptions((name: string) => attributes[name] ?? fallback ?? null);
      for (const value of Object.values(options)) {
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
      }
    }), RUNS);
  });

  it('auto-embeds: any address is recognised or not; an oEmbed answer yields only an https player address on the player host', () => {
    fc.assert(fc.property(fc.option(fc.oneof(nasty, fc.webUrl())), (address) => void recognise(address)), RUNS);
    fc.assert(fc.property(fc.oneof(nasty, fc.webUrl().map((url) => `<iframe src="${url}"></iframe>`)), (html) => {
      const player = playerFromOembed(html);
      if (player !== null) expect(new URL(player).hostname).toBe('w.soundcloud.com');
    }), RUNS);
  });

  it('consent: cookie maps, saved choices and the policy id from any cookie values', () => {
    const s: Settings = { prefix: 'cmplz_', consenttype: 'optin', dnt: false, bot: false };
    fc.assert(fc.property(fc.dictionary(fc.string(), nasty), fc.string(), (cookies, service) => {
      const jar = new Map(Object.entries(cookies).map(([name, value]) => [`cmplz_${name}`, value]));
      const map = parseMap(cookies.consented_services ?? '');
      expect(map !== null && typeof map === 'object' && !Array.isArray(map)).toBe(true);
      expect(typeof categoryAllowed(jar, s, 'marketing')).toBe('boolean');
      expect(typeof serviceAllowed(jar, s, service, 'marketing')).toBe('boolean');
      expect(typeof policyChanged(jar, s, '14')).toBe('boolean');
      expect(typeof trackDue(jar, s, ['functional'], {}, true, false)).toBe('boolean');
      expect(typeof sameChoice(cookies.a, cookies.b)).toBe('boolean');
    }), RUNS);
    // saved_categories is JSON from a cookie: any JSON value, unprintable objects included.
    fc.assert(fc.property(json, json, (saved, current) => {
      const jar = new Map([['cmplz_saved_categories', JSON.stringify(saved) ?? '']]);
      expect(typeof trackDue(jar, s, ['functional'], {}, true, false)).toBe('boolean');
      expect(typeof sameChoice(saved, current)).toBe('boolean');
    }), RUNS);
  });

  it('consent: any complianz global gives a configuration, settings and cookie options', () => {
    fc.assert(fc.property(hostile, (raw) => {
      win.complianz = raw;
      const config = readConfig();
      if (!config) return;
      useConfig(config);
      expect(typeof settings().prefix).toBe('string');
      void cookieOptions();
    }), RUNS);
  });

  it('cookies: any document.cookie string is read into a map (broken percent-encoding kept as is)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(nasty, nasty)).map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')), (jar) => {
      const cookies = readCookies({ cookie: jar } as Document);
      for (const [name, value] of cookies) expect(typeof name === 'string' && typeof value === 'string').toBe(true);
    }), RUNS);
  });

  it('storage: any stored text reads as JSON or undefined', () => {
    fc.assert(fc.property(nasty, (text) => {
      sessionStorage.setItem('airlift-test', text);
      void readJson('session', 'airlift-test');
    }), RUNS);
  });
});

// The playlist schema, `_wpmejsSettings`, every now-playing feed parser and " - " splitting of
// feed text have property tests beside them (test/unit/media, test/unit/radio); what is left here
// is what feeds hand over outside those: separate artist/title fields and the music store's answer.
describe('now playing: titles and artwork from any value', { timeout: 60000 }, () => {
  const oneLine = (text: string): void => {
    expect(text.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\s{2}/);
    expect(text).toBe(text.trim());
  };
  const value = fc.oneof(fc.anything(), fc.string({ maxLength: 400 }), fc.string({ unit: 'grapheme', maxLength: 300 }), fc.double(), fc.integer());

  it('cleanText, splitTitle and fromFields give one trimmed, bounded line of text or null', () => {
    fc.assert(fc.property(value, value, (artist, title) => {
      oneLine(cleanText(title));
      for (const result of [splitTitle(title), fromFields(artist, title)]) {
        if (result === null) continue;
        expect(Object.keys(result).sort()).toEqual(['artist', 'title']);
        expect(result.title.length).toBeGreaterThan(0);
        oneLine(result.title);
        oneLine(result.artist);
      }
      // What is searched for artwork is built from that text only.
      const term = artworkTerm(fromFields(artist, title));
      expect(typeof term).toBe('string');
      expect(term.length).toBeLessThanOrEqual(2 * MAX_TITLE_LENGTH + 1);
    }), { numRuns: 500 });
  });

  it('parseArtwork: any answer gives an http(s) address or nothing, never a throw', () => {
    const results = fc.array(fc.oneof(fc.anything(), fc.record({ artworkUrl100: fc.oneof(fc.webUrl(), fc.string(), fc.constant('javascript:alert(1)//100x100bb.jpg'), fc.anything()) }, { requiredKeys: [] })), { maxLength: 3 });
    const answer = fc.oneof(fc.anything(), fc.record({ resultCount: fc.oneof(fc.integer(), fc.double(), fc.anything()), results: fc.oneof(results, fc.anything()) }, { requiredKeys: [] }));
    fc.assert(fc.property(answer, (body) => {
      const url = parseArtwork(body);
      expect(typeof url).toBe('string');
      if (url) expect(url).toMatch(/^https?:\/\//i);
      // The same answer as text (what a broken store might send) is refused.
      expect(parseArtwork(JSON.stringify(body) ?? '')).toBe('');
    }), { numRuns: 500 });
  });
});

describe('REST responses', { timeout: 60000 }, () => {
  const answer = fc.record({ status: fc.constantFrom(200, 201, 204, 301, 400, 403, 404, 500, 503), body: fc.oneof(nasty, hostile.map((value) => {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  })), offline: fc.boolean() });

  it('restFetch resolves with parsed JSON or rejects with a documented RestError, whatever the server sends', async () => {
    await fc.assert(fc.asyncProperty(answer, async ({ status, body, offline }) => {
      vi.stubGlobal('fetch', async () => {
        if (offline) throw new TypeError('Failed to fetch');
        return new Response(status === 204 ? null : body, { status });
      });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await restFetch('/wp-json/test');
      } catch (error) {
        expect(isRestError(error)).toBe(true);
      }
    }), { numRuns: 100 });
  });

  it('a contact form shows any feedback answer as text: messages and invalid-field tips never become elements', async () => {
    const feedback = fc.record({ status: fc.oneof(fc.constantFrom('mail_sent', 'validation_failed', 'spam', 'mail_failed'), nasty), message: fc.oneof(markup, hostile),
      invalid_fields: fc.oneof(hostile, fc.array(fc.record({ field: fc.constantFrom('your-name', 'x'), message: fc.oneof(markup, hostile), idref: hostile }))),
      posted_data_hash: hostile, captcha: hostile, quiz: fc.oneof(hostile, fc.record({ q1: fc.tuple(markup, hostile) })) }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(fc.oneof(feedback, hostile), async (response) => {
      document.body.innerHTML = `<div class="wpcf7" id="wpcf7-f1-o1"><div class="screen-reader-response"><p role="status"></p><ul></ul></div>
        <form class="wpcf7-form init" data-status="init"><input type="hidden" name="_wpcf7" value="1">
        <p><span class="wpcf7-form-control-wrap" data-name="your-name"><input name="your-name" value="Ada"></span></p>
        <span class="wpcf7-form-control-wrap" data-name="q1"><span class="wpcf7-quiz-label">1+1?</span><input class="wpcf7-quiz" name="q1"></span>
        <input type="submit" class="wpcf7-submit"><div class="wpcf7-response-output"></div></form></div>`;
      const form = document.querySelector('form')!;
      const cf = createInstance(form, form.parentElement!, new AbortController().signal);
      vi.stubGlobal('fetch', async () => new Response(JSON.stringify(response) ?? 'null', { status: 200 }));
      await submit(cf);
      refill(form, parseRefill(response));
      expect(created(document.body)).toBe(0);
      expect(win.__pwned).toBeUndefined();
    }), { numRuns: 100 });
  });

  it('contact form messages with markup stay text (response output, screen-reader list, field tips)', () => {
    fc.assert(fc.property(markup, (message) => {
      document.body.innerHTML = `<div class="wpcf7"><div class="screen-reader-response"><p role="status"></p><ul></ul></div><form class="wpcf7-form">
        <span class="wpcf7-form-control-wrap" data-name="your-name"><input name="your-name"></span><div class="wpcf7-response-output"></div></form></div>`;
      const form = document.querySelector('form')!;
      const cf = createInstance(form, form.parentElement!, new AbortController().signal);
      markField(cf, 'your-name', message);
      showResponse(cf, message);
      expect(created(document.body)).toBe(0);
      expect(document.querySelector('.wpcf7-response-output')!.textContent).toBe(message);
      expect(document.querySelector('.wpcf7-not-valid-tip')?.textContent).toBe(message);
    }), RUNS);
  });
});

describe('config globals', { timeout: 60000 }, () => {
  it('any wpcf7 global: the API is installed and the page configuration read without a throw', () => {
    fc.assert(fc.property(hostile, (raw) => {
      win.wpcf7 = raw;
      installWpcf7();
      expect(typeof pageConfig()).toBe('object');
      delete win.wpcf7;
    }), RUNS);
  });

  it('any boxzilla_options global and Boxzilla queue: popups mount and tear down; icons and titles stay text', () => {
    const boxes = fc.array(fc.oneof(hostile, fc.record({ id: fc.oneof(fc.integer(), hostile), icon: fc.oneof(markup, hostile), content: hostile,
      post: fc.record({ id: hostile, title: markup, slug: hostile }), position: hostile, trigger: hostile, css: hostile, cookie: hostile }, { requiredKeys: ['id'] })), { maxLength: 4 });
    fc.assert(fc.property(fc.oneof(hostile, fc.record({ testMode: hostile, boxes: fc.oneof(boxes, hostile) }, { requiredKeys: [] })), fc.oneof(hostile, fc.array(fc.array(hostile))), (options, queue) => {
      win.boxzilla_options = options;
      win.Boxzilla_Queue = queue;
      const controller = new AbortController();
      const cleanup = popups.mount(document.body, context(controller.signal));
      expect(created(document.body)).toBe(0);
      controller.abort();
      if (cleanup) cleanup();
      delete win.Boxzilla;
    }), { numRuns: 100 });
  });

  it('a box icon with markup is the close button\'s text', () => {
    fc.assert(fc.property(markup, (icon) => {
      const config = parseBox({ id: 7, icon, content: '', closable: true, position: 'center' });
      const dom = buildBoxDom(config!, null);
      expect(dom.close?.children.length).toBe(0);
      expect(created(dom.element)).toBe(0);
      dom.remove();
    }), RUNS);
  });

  it('the Boxzilla queue replays only well-formed calls', () => {
    fc.assert(fc.property(hostile, (queue) => {
      const api = createApi([], () => undefined, () => undefined);
      replayQueue(api, queue, () => true);
    }), RUNS);
  });
});

describe('data attributes: features mount and tear down with any attribute values', { timeout: 60000 }, () => {
  /** Markup per feature, with {a} {b} {c} replaced by (escaped) random attribute values. */
  const FEATURES: Array<[Feature, string]> = [
    [countdown, '<div class="qt-countdown" data-end="{a}" data-now="{b}" data-dayslabel="{c}" data-hourslabel="{c}" data-minuteslabel="{a}" data-secondslabel="{b}"></div>'],
    [bgimage, '<div class="qt-header-bg" data-bgimage="{a}"></div><div data-bgimage="{b}"></div>'],
    [popupWindow, '<a href="{a}" class="qt-popupwindow" data-popupwidth="{b}" data-popupheight="{c}">x</a>'],
    [share, '<div class="qt-sharepage"><a href="#" class="qt-sharelink" data-sharetype="{a}">{c}</a></div>'],
    [slider, '<div class="qt-slickslider" aria-label="{c}" data-slidestoshow="{a}" data-autoplay="{b}" data-autoplayspeed="{a}" data-dots="{b}" data-arrows="{c}"><div class="qt-item">1</div><div class="qt-item">2</div></div>'],
    [tabs, '<div class="vc_tta-container"><div class="vc_tta vc_tta-tabs" data-vc-tta-autoplay="{a}"><div class="vc_tta-tabs-container"><ul class="vc_tta-tabs-list"><li class="vc_tta-tab" data-vc-tab><a href="{b}" data-vc-tabs data-vc-container="{c}"><span>t</span></a></li></ul></div><div class="vc_tta-panels"><div class="vc_tta-panel" id="p1" data-vc-content="{c}"><div class="vc_tta-panel-body">x</div></div></div></div></div>'],
    [accordion, '<div class="vc_tta-container" data-vc-action="{a}"><div class="vc_tta vc_tta-accordion"><div class="vc_tta-panel" id="q1" data-vc-content="{b}"><div class="vc_tta-panel-heading"><a href="{c}" data-vc-accordion data-vc-container="{a}">h</a></div><div class="vc_tta-panel-body">x</div></div></div></div>'],
    [expandable, '<a href="#" data-expandable="{a}">more</a><div id="x" class="qt-expandable"><div class="qt-expandable-inner">{c}</div></div>'],
    [classSwitch, '<a href="#" data-qtswitch="{a}" data-target="{b}">s</a>'],
    [showDropdown, '<div class="qt-show-schedule"><select id="qwShowDropdown"><option value="{a}">a</option></select></div>'],
    [tooltip, '<span class="qt-tooltipped" data-tooltip="{a}" tabindex="0">t</span>'],
  ];
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

  for (const [feature, template] of FEATURES) {
    it(`${feature.name}`, () => {
      fc.assert(fc.property(nasty, nasty, nasty, (a, b, c) => {
        document.body.innerHTML = template.replace(/\{a\}/g, escape(a)).replace(/\{b\}/g, escape(b)).replace(/\{c\}/g, escape(c));
        const before = created(document.body);
        const controller = new AbortController();
        const cleanups = mountAll(feature, document.body, context(controller.signal));
        expect(created(document.body)).toBe(before);
        controller.abort();
        cleanups.forEach((cleanup) => cleanup());
        expect(win.__pwned).toBeUndefined();
      }), { numRuns: 60 });
    });
  }
});
