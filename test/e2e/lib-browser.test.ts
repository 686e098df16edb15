// The browser behaviours that lib/'s happy-dom unit tests can only imitate, tested in Chromium:
// its cookie jar, storage refused to an opaque origin, its HTML parser, which <script> elements
// it runs, its CSS parser, real key presses and focus, and a live media query. The unit tests
// keep the logic (the strings written, the maths); these check that the browser agrees.
// The modules are bundled on the fly from src/ and run in a page of the test server's origin.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, pagePerTest, requestsSettled } from './helpers';
import type { TestPage } from './helpers';
import { bundleForPage } from './page-helpers';

const ENTRY = `
import * as cookies from './src/lib/cookies';
import * as storage from './src/lib/storage';
import * as dom from './src/lib/dom';
import * as scripts from './src/lib/scripts';
import * as disclosure from './src/lib/disclosure';
import * as motion from './src/lib/motion';
import * as url from './src/lib/url';
import * as bgimage from './src/features/bgimage/index';
Object.assign(window, { lib: { cookies, storage, dom, scripts, disclosure, motion, url, bgimage } });
`;

interface Lib {
  cookies: typeof import('../../src/lib/cookies');
  storage: typeof import('../../src/lib/storage');
  dom: typeof import('../../src/lib/dom');
  scripts: typeof import('../../src/lib/scripts');
  disclosure: typeof import('../../src/lib/disclosure');
  motion: typeof import('../../src/lib/motion');
  url: typeof import('../../src/lib/url');
  bgimage: typeof import('../../src/features/bgimage/index');
}
declare global {
  interface Window {
    lib: Lib;
    toggles: string[];
    ran: string[];
  }
}

let bundle = '';
beforeAll(async () => {
  bundle = await bundleForPage(ENTRY);
});

const open = pagePerTest(async (options: { reducedMotion?: boolean } = {}): Promise<TestPage> => {
  const opened = await openPage('/test-fixtures/globals.html', options);
  await opened.page.addScriptTag({ content: bundle });
  return opened;
});

describe('lib/cookies in Chromium\'s cookie jar', () => {
  it('what setCookie writes, Chromium keeps with its attributes, and getCookie reads back; delete and prefix listing', async () => {
    const { page, context } = await open();
    const before = Date.now();
    const read = await page.evaluate(() => {
      const { cookies } = window.lib;
      cookies.setCookie('plain', 'a b;c');
      cookies.setCookie('cmplz_consented_services', '{"youtube":true,"vimeo":false}', { raw: true, days: 365 });
      cookies.setCookie('boxzilla_box_7', '1', { hours: 2 });
      cookies.setCookie('cmplz_marketing', 'deny', { days: 1 });
      cookies.setCookie('scoped', 'x', { path: '/test-fixtures/' });
      return {
        plain: cookies.getCookie('plain'),
        services: cookies.getCookie('cmplz_consented_services'),
        prefixed: cookies.cookieNamesWithPrefix('cmplz_').sort(),
      };
    });
    expect(read).toEqual({ plain: 'a b;c', services: '{"youtube":true,"vimeo":false}', prefixed: ['cmplz_consented_services', 'cmplz_marketing'] });

    const jar = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(jar.get('plain')).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, expires: -1 });
    // Raw JSON is stored as written (Complianz reads it so), not percent-encoded.
    expect(jar.get('cmplz_consented_services')!.value).toBe('{"youtube":true,"vimeo":false}');
    const hours = (jar.get('boxzilla_box_7')!.expires * 1000 - before) / 3600000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThan(2.1);
    const days = (jar.get('cmplz_consented_services')!.expires * 1000 - before) / 86400000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    expect(jar.get('scoped')!.path).toBe('/test-fixtures/');

    const after = await page.evaluate(() => {
      const { cookies } = window.lib;
      cookies.deleteCookie('cmplz_marketing');
      cookies.deleteCookie('scoped', { path: '/test-fixtures/' });
      return { marketing: cookies.getCookie('cmplz_marketing') ?? null, scoped: cookies.getCookie('scoped') ?? null, prefixed: cookies.cookieNamesWithPrefix('cmplz_') };
    });
    expect(after).toEqual({ marketing: null, scoped: null, prefixed: ['cmplz_consented_services'] });
    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['boxzilla_box_7', 'cmplz_consented_services', 'plain']);
  });
});

describe('lib/storage where Chromium refuses storage', () => {
  it('in an opaque origin (a sandboxed frame), where reading sessionStorage throws, reads nothing, writes nothing and throws nothing', async () => {
    const { page } = await open();
    const result = await page.evaluate(async (code) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      const probe = `
        let refused = false;
        try { void window.sessionStorage; } catch (error) { refused = error.name; }
        let outcome;
        try {
          const s = window.lib.storage;
          outcome = { refused, write: s.writeItem('session', 'k', 'v'), read: s.readItem('session', 'k'),
            json: s.writeJson('local', 'j', { a: 1 }), readJson: s.readJson('local', 'j') ?? null, remove: (s.removeItem('local', 'k'), 'ok') };
        } catch (error) { outcome = { threw: String(error) }; }
        parent.postMessage(outcome, '*');`;
      frame.srcdoc = `<script>${code.replace(/<\/script/gi, '<\\/script')}</script><script>${probe}</script>`;
      const message = new Promise((resolve) => window.addEventListener('message', (event) => resolve(event.data), { once: true }));
      document.body.append(frame);
      return message;
    }, bundle);
    expect(result).toEqual({ refused: 'SecurityError', write: false, read: null, json: false, readJson: null, remove: 'ok' });
  });
});

describe('lib/dom htmlText with Chromium\'s HTML parser', () => {
  it('decodes entities and drops tags, and runs nothing it is given', async () => {
    const { page, requests } = await open();
    const result = await page.evaluate(() => {
      const { htmlText } = window.lib.dom;
      (window as unknown as { pwned: number }).pwned = 0;
      const texts = [
        htmlText('Rock &amp; Roll &ndash; &lt;live&gt; &#8220;now&#8221;'),
        htmlText('<b>Morning</b> <i>Show</i>'),
        htmlText('plain text, as it is'),
        htmlText('<img src=x onerror="window.pwned=1">Artist<script>window.pwned=2</script>'),
        htmlText('<svg><script>window.pwned=3</script></svg>Title'),
      ];
      return { texts, pwned: (window as unknown as { pwned: number }).pwned };
    });
    expect(result).toEqual({
      texts: ['Rock & Roll – <live> “now”', 'Morning Show', 'plain text, as it is', 'Artistwindow.pwned=2', 'window.pwned=3Title'],
      pwned: 0,
    });
    // Parsed in this document, the <img src=x> would be fetched (its fetch starts in the microtask
    // after the call), and its onerror run when that fails. Nothing asks for x: requests are
    // reported in the order they start, requestsSettled's own after it.
    await requestsSettled(page, requests);
    expect(requests.filter((url) => url.endsWith('/x'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { pwned: number }).pwned)).toBe(0);
  });
});

describe('lib/scripts scriptKind against what Chromium runs', () => {
  it('a script is classic or a module exactly when Chromium runs it, for every type and language the unit test names', async () => {
    const { page } = await open();
    const cases = ['', 'type=""', 'type="text/javascript"', 'type=" Application/JavaScript "', 'type="text/ecmascript"', 'language="javascript"',
      'language=""', 'type="" language="vbscript"', 'type="module"', 'type="MODULE"', 'type=" MODULE "', 'type="\tmodule"', 'type="module" nomodule', 'type="text/template"',
      'type="application/ld+json"', 'type="text/plain"', 'language="vbscript"', 'type="text/javascript; charset=utf-8"', 'nomodule',
      'type="text/javascript" nomodule', 'type="text/jscript"', 'type="text/x-javascript"', 'type="application/x-ecmascript"'];
    const result = await page.evaluate(async (list) => {
      window.ran = [];
      const kinds: Record<string, string> = {};
      // Not async: the module scripts run in the order they were added (the spec's list of
      // scripts that execute in order), so when a last module has run every one before it has.
      const append = (script: HTMLScriptElement): void => {
        script.async = false;
        document.body.append(script);
      };
      list.forEach((attributes) => {
        const holder = document.createElement('div');
        holder.innerHTML = `<script ${attributes}></script>`;
        const parsed = holder.firstElementChild!;
        const script = document.createElement('script');
        for (const attribute of Array.from(parsed.attributes)) script.setAttribute(attribute.name, attribute.value);
        script.textContent = `window.ran.push(${JSON.stringify(attributes)})`;
        kinds[attributes] = window.lib.scripts.scriptKind(parsed) ?? 'nothing';
        append(script);
      });
      // Modules run after the task: wait for a last one.
      await new Promise((resolve) => {
        (window as unknown as { lastModule: (value: unknown) => void }).lastModule = resolve;
        const last = document.createElement('script');
        last.type = 'module';
        last.textContent = 'window.lastModule()';
        append(last);
      });
      return { kinds, ran: window.ran };
    }, cases);
    for (const attributes of cases) {
      const kind = result.kinds[attributes];
      expect({ attributes, runs: result.ran.includes(attributes) }).toEqual({ attributes, runs: kind !== 'nothing' });
    }
  });
});

describe('safe addresses through Chromium\'s parsers', () => {
  it('safeUrl refuses what Chromium would run as script, however written; cssImage gives a value Chromium\'s CSS parser keeps whole', async () => {
    const { page } = await open();
    const result = await page.evaluate(() => {
      const { safeUrl } = window.lib.url;
      const hostile = ['java\tscript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\nscript:alert(1)', '\u0000javascript:alert(1)', 'vbscript:x', 'data:text/html,x'];
      const refused = hostile.map((value) => {
        // What Chromium itself makes of it as a link.
        const link = document.createElement('a');
        link.href = value;
        return { value, browser: link.protocol, safe: safeUrl(value, location.href) };
      });
      const probe = document.createElement('div');
      const image = window.lib.bgimage.cssImage('/img/a").evil(b.jpg', location.href)!;
      probe.style.backgroundImage = image;
      return { refused, image, kept: probe.style.backgroundImage };
    });
    for (const { value, browser, safe } of result.refused) {
      expect({ value, safe }).toEqual({ value, safe: null });
      expect(['http:', 'https:']).not.toContain(browser);
    }
    expect(result.kept).toBe(result.image);
    expect(result.kept).toContain('%22).evil(b.jpg');
  });
});

describe('lib/disclosure with real keys and focus', () => {
  it('a div becomes a button Tab reaches; Enter and Space toggle it once each, and Space does not scroll the page', async () => {
    const { page } = await open();
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('afterbegin', '<button id="before">Before</button><div id="control">Show</div><div id="target" style="height:3000px">Text</div>');
      window.toggles = [];
      const { disclosure, dom } = window.lib;
      disclosure.disclosure(document.getElementById('control')!, document.getElementById('target'), new dom.AttributeJournal(),
        (event) => window.toggles.push(event.type), new AbortController().signal);
    });
    await page.focus('#before');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('control');
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    await page.click('#control');
    expect(await page.evaluate(() => ({ toggles: window.toggles, scrolled: window.scrollY }))).toEqual({ toggles: ['click', 'click', 'click'], scrolled: 0 });
  });

  it('a link keeps its own Enter: Chromium activates it, and that one click toggles once', async () => {
    const { page } = await open();
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('afterbegin', '<a id="control" href="#more">More</a>');
      window.toggles = [];
      const { disclosure, dom } = window.lib;
      disclosure.disclosure(document.getElementById('control')!, null, new dom.AttributeJournal(), (event) => window.toggles.push(event.type), new AbortController().signal);
    });
    await page.focus('#control');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => ({ toggles: window.toggles, hash: location.hash }))).toEqual({ toggles: ['click'], hash: '' });
  });
});

describe('lib/motion with a live media query', () => {
  it('reducedMotion() follows the visitor\'s setting as it changes', async () => {
    const { page } = await open({ reducedMotion: false });
    const read = (): Promise<boolean> => page.evaluate(() => window.lib.motion.reducedMotion());
    expect(await read()).toBe(false);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await read()).toBe(true);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await read()).toBe(false);
  });
});
