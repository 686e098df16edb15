// The plugin's reading of the page as it is sent (src/wordpress/includes/inline-jquery.php), under
// PHP's own output buffering with WordPress's few functions it calls stood in: the page goes out
// part by part while it is rendered, and jQuery's tags come once, just before the first script
// that calls jQuery, even when that script is cut between two parts.
import { describe, expect, it } from 'vitest';
import { JQUERY, echoed, pageFolder, send as sendIn } from './page';
import type { SendOptions } from './page';

const folder = pageFolder();
const send = (body: string, options?: SendOptions) => sendIn(folder, body, options);

describe('jQuery for a page\'s own code, as the page is sent', () => {
  it('sends the page part by part while it is rendered, and puts jQuery once before the first caller, though cut between two parts', () => {
    const { parts } = send(`
echo str_repeat('<p>one</p>', 405);
echo '<script type="application/ld+json">{"name": "jQuery(1)"}</script>';
echo str_repeat('<p>one</p>', 400);
echo '<script>var pad = "';
echo str_repeat('x', 100);
echo '"; jQuery(function () {});</script>';
echo str_repeat('<p>two</p>', 500);
echo '<script>jQuery(2);</script>';`);
    // The page went out in parts of about 4 KB, not held back until its end; PHP cut the first
    // caller between two of them, and the second of those held it back whole.
    expect(parts.length).toBeGreaterThan(3);
    expect(parts[0]!.length).toBeLessThan(4200);
    expect(parts[1]!.endsWith('<p>one</p>')).toBe(true);
    const page = parts.join('');
    expect(page.split('jquery.min.js')).toHaveLength(2);
    expect(page).toContain(`<p>one</p>${JQUERY}<script>var pad = "${'x'.repeat(100)}"; jQuery(function () {});</script>`);
    expect(page).toContain('{"name": "jQuery(1)"}</script><p>one</p>');
    expect(page).toContain('<p>two</p><script>jQuery(2);</script>');
  });

  it('sends the page as it is where airlift took no jQuery, or where no script calls it', () => {
    const calls = `echo '<p>a</p><script>jQuery(1);</script>';`;
    expect(send(calls, { took: false }).parts.join('')).toBe('<p>a</p><script>jQuery(1);</script>');
    const none = `echo '<script>if (window.jQuery) { go(); } // jQuery is optional here\n</script><script>var type = typeof jQuery;</script>';`;
    expect(send(none).parts.join('')).toBe('<script>if (window.jQuery) { go(); } // jQuery is optional here\n</script><script>var type = typeof jQuery;</script>');
  });
});

// Issue 34: the page read as a browser reads it (html-stream.php), part by part.
const CALLER = '<script>jQuery(1);</script>';

describe('jQuery only where a script runs, read as a browser reads the page', () => {
  const nowhere = [
    '<!-- <script>jQuery(0);</script> -->',
    '<!-- <script src="/old.js"> -->',
    '<!-- a -- > <script>jQuery(0);</script> --!>',
    '<? <script>jQuery(0);</script>',
    '<!DOCTYPE html><template><p><script>jQuery(0);</script></p></template>',
    '<noscript><script>jQuery(0);</script></noscript>',
    '<textarea><script>jQuery(0);</script></textarea>',
    '<title>a <script>jQuery(0);</script></title>',
    '<style>/* <script>jQuery(0);</script> */</style>',
    '<div title="<script>jQuery(0);</script>">x</div>',
    '<div title=\'<script>jQuery(0);</script>\' data-x=<script>jQuery(0)</script>x</div>',
  ];
  it('puts jQuery before the real caller, never in a comment, template, noscript, textarea, title, style or attribute value, wherever the parts end', () => {
    for (const bytes of [false, true]) {
      for (const before of nowhere) {
        expect(send(echoed(`${before}<p>x</p>${CALLER}<p>end</p>`, { bytes })).parts.join(''), `${before} ${bytes}`)
          .toBe(`${before}<p>x</p>${JQUERY}${CALLER}<p>end</p>`);
      }
      // `<!-->` is a whole comment: the script after it runs.
      expect(send(echoed(`<!--><p>x</p>${CALLER}`, { bytes })).parts.join('')).toBe(`<!--><p>x</p>${JQUERY}${CALLER}`);
    }
  });

  it('never puts jQuery inside a script\'s own text (a string that writes a <script>, escaped and double-escaped script data)', () => {
    const writes = '<script>document.write(\'<script src="a.js"><\\/script>\'); jQuery(1);</script>';
    const escaped = '<script><!-- document.write("<script>x</script>"); jQuery(1); --></script>';
    for (const script of [writes, escaped]) {
      for (const bytes of [false, true]) {
        expect(send(echoed(`<p>x</p>${script}<p>end</p>`, { bytes })).parts.join(''), `${script} ${bytes}`).toBe(`<p>x</p>${JQUERY}${script}<p>end</p>`);
      }
    }
  });

  it('reads a 1 MB inline script in one part, and a 5 MB one sent in pieces, in linear time; a stray <script in an attribute holds nothing back', () => {
    const mb = send(`echo '<p>x</p><script>var a = "' . str_repeat('x', 1000000) . '"; jQuery(1);</script><p>end</p>';`).parts.join('');
    expect(mb.indexOf(JQUERY)).toBe('<p>x</p>'.length);
    const started = Date.now();
    const big = send(`echo '<p>x</p><script>var a = 1;'; for ($i = 0; $i < 1250; $i++) { echo 'var b', $i, ' = "', str_repeat('<scr', 1023), '";'; } echo 'jQuery(1);</script><p>end</p>';`).parts.join('');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(big.length).toBeGreaterThan(5_000_000);
    expect(big.indexOf(JQUERY)).toBe('<p>x</p>'.length);
    const stray = send(`echo '<div title="<script">x</div>'; for ($i = 0; $i < 1250; $i++) { echo str_repeat('<p>x</p>', 512); } echo '${CALLER}';`);
    expect(stray.parts.length).toBeGreaterThan(100);
    expect(stray.parts.join('').endsWith(`${JQUERY}${CALLER}`)).toBe(true);
  });

  it('tells code that uses jQuery: comments aside but not strings, jQuery passed as an argument, an unquoted src; not a $ of its own nor \'jQuery\' in window', () => {
    for (const code of [
      'var o = { accept: "image/*" }; jQuery(1); /* done */',
      'var s = " // "; jQuery(1);',
      'var r = /["\'/]/g; jQuery(1); // done',
      '!function(e){e(document)}(window.jQuery);',
    ]) {
      expect(send(echoed(`<p>x</p><script>${code}</script>`)).parts.join(''), code).toBe(`<p>x</p>${JQUERY}<script>${code}</script>`);
    }
    const file = '<script src=/wp-content/themes/t/app.js></script>';
    expect(send(echoed(`<p>x</p>${file}`)).parts.join('')).toBe(`<p>x</p>${JQUERY}${file}`);
    for (const code of ['const $ = s => document.querySelector(s); $(\'.a\').hidden = true;', 'if (\'jQuery\' in window) { go(); }']) {
      expect(send(echoed(`<script>${code}</script>`)).parts.join(''), code).toBe(`<script>${code}</script>`);
    }
  });

  it('a NUL byte or %00 in a script\'s path, a directory named .js, or anything that throws leaves the page whole, with jQuery, reported once', () => {
    for (const src of ['/wp-content/themes/t/i18n-%00.js', '/wp-content/themes/t/i18n-\0.js', '/wp-content/themes/t/folder.js']) {
      const page = `<script src="${src}"></script><p>x</p>${CALLER}<p>end</p>`;
      const sent = send(echoed(page));
      expect(sent.parts.join(''), src).toBe(`<script src="${src}"></script><p>x</p>${JQUERY}${CALLER}<p>end</p>`);
      expect(sent.warnings, src).toEqual([]);
    }
    const failing = send(`${echoed('<p>a</p><script src="/wp-content/themes/t/app.js"></script><p>b</p>')} echo '<p>c</p><script src="/wp-content/themes/t/app.js"></script>';`, { siteUrl: 'throw new RuntimeException(\'no site\');' });
    const page = failing.parts.join('');
    expect(page.replace(JQUERY, '')).toBe('<p>a</p><script src="/wp-content/themes/t/app.js"></script><p>b</p><p>c</p><script src="/wp-content/themes/t/app.js"></script>');
    expect(page.split('jquery.min.js')).toHaveLength(2);
    expect(page.indexOf(JQUERY)).toBeLessThan(page.indexOf('app.js'));
    expect(failing.log.match(/no site/g)).toHaveLength(1);
  });

  it('reads only HTML responses (the Content-Type WordPress or a template sent)', () => {
    const { parts } = send(`echo json_encode(array(airlift_sends_html(array('X-Powered-By: PHP', 'Content-Type: text/html; charset=UTF-8')), airlift_sends_html(array()), airlift_sends_html(array('Content-Type: application/json; charset=UTF-8')), airlift_sends_html(array('content-type:text/plain'))));`);
    expect(JSON.parse(parts.join(''))).toEqual([true, true, false, false]);
  });
});
