// Issue 33: the page jQuery is given back to is the same page whether it is then minified, cached,
// or served from the cache without PHP. Other output buffers nest with airlift's (inline-jquery.php):
// a minifier's inside it (airlift reads minified HTML) or outside it (airlift's output is
// minified), a page cache's outside it (what the cache stores is what the browser got) however
// early or late the cache starts its buffer. The minifier is the real one of Autoptimize 3.1.11
// (its AO_Minify_HTML class, with its JSMin for inline code); WordPress 6.9's template
// enhancement buffer is the real one of WordPress 7.1's wp-includes/template.php.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArchives, unzipped } from '../wordpress/archives.mjs';
import { JQUERY, echoed, pageFolder, send } from './page';
import type { SendOptions } from './page';

const folder = pageFolder();

const ARCHIVES = ['autoptimize-3.1.11.zip', 'wordpress-7.1.0.zip'];
const archives = checkArchives(ARCHIVES);
// Where the releases are missing the tests say so and are skipped, except in CI, which requires them.
const missing = !archives.ok && !process.env.CI;
if (!archives.ok && missing) console.warn(`test/php/page-buffers.test.ts: skipped, ${archives.why}`);
const autoptimize = () => join(unzipped('autoptimize-3.1.11.zip'), 'autoptimize', 'classes', 'external', 'php');
const MINIFIER = () => [join(autoptimize(), 'ao-minify-html.php'), join(autoptimize(), 'jsmin.php')];
const CORE_TEMPLATE = () => join(unzipped('wordpress-7.1.0.zip'), 'wordpress', 'wp-includes', 'template.php');

/** A PHP string literal of `text` (any bytes). */
const php = (text: string) => `base64_decode('${Buffer.from(text).toString('base64')}')`;

const PAD = Array.from({ length: 60 }, (_, i) => `    <p class="entry">Paragraph ${i} of the page's text, long enough to fill a few parts.</p>\n`).join('');
/** The first script that runs and calls jQuery: inside a downlevel-revealed conditional comment. */
const CALLER = '<script type="text/javascript">\n    jQuery(function ($) { $(\'.menu\').show(); });\n  </script>';
/** A theme's page as WordPress prints it: comments, conditional comments, quoted attributes, XHTML's `/>`. */
const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="UTF-8" />
  <title>A page</title>
  <!-- the theme's header: <script>jQuery(0);</script> -->
  <!--[if lt IE 9]><script src="/wp-content/themes/t/html5.js" type="text/javascript"></script><![endif]-->
  <script type="application/ld+json">{"name": "jQuery(1)"}</script>
  <link rel="stylesheet" href="/style.css" type="text/css" media="all" />
</head>
<body class="home page">
  <div class="menu" data-label="a menu">
${PAD}    <br />
    <img src="/a.png" alt="" />
  </div>
  <textarea name="t"><script>jQuery(0);</script></textarea>
  <script type="text/javascript">
    var pad = 1; // no jQuery here
  </script>
${PAD}  <!--[if !IE]><!-->${CALLER}<!--<![endif]-->
  <script src="/wp-content/themes/t/app.js" type="text/javascript"></script>
  <footer><p>end</p></footer>
</body>
</html>
`;
/** PAGE with jQuery where airlift puts it. */
const WITH_JQUERY = PAGE.replace(CALLER, `${JQUERY}${CALLER}`);

const PAD_MIN = Array.from({ length: 60 }, (_, i) => `<p class=entry>Paragraph ${i} of the page's text, long enough to fill a few parts.</p>`).join('');
/**
 * The same page as minifiers that go further than Autoptimize write it (html-minifier-terser's
 * collapseWhitespace, removeComments, removeAttributeQuotes, removeScriptTypeAttributes,
 * removeStyleLinkTypeAttributes, minifyJS), with `/>` kept on void elements as XHTML-minded ones do.
 */
const MIN_CALLER = '<script>jQuery(function(n){n(".menu").show()})</script>';
const TERSE = '<!DOCTYPE html><html lang=en><head><meta charset=UTF-8><title>A page</title>'
  + '<!--[if lt IE 9]><script src=/wp-content/themes/t/html5.js></script><![endif]-->'
  + '<script type=application/ld+json>{"name":"jQuery(1)"}</script><link rel=stylesheet href=/style.css media=all/></head>'
  + `<body class="home page"><div class=menu data-label="a menu">${PAD_MIN}<br/><img src=/a.png alt=""/></div>`
  + '<textarea name=t><script>jQuery(0);</script></textarea><script>var pad=1</script>'
  + `${PAD_MIN}<!--[if !IE]><!-->${MIN_CALLER}<!--<![endif]--><script src=/wp-content/themes/t/app.js></script>`
  + '<footer><p>end</p></footer></body></html>';

/** Autoptimize's options for AO_Minify_HTML as its settings make them (autoptimizeHTML::minify()). */
const AO_SETTINGS = {
  'Optimize HTML Code': "array('keepComments' => false)",
  'Optimize HTML Code, keep HTML comments': "array('keepComments' => true)",
  'Optimize HTML Code, with inline JS and CSS': "array('keepComments' => false, 'jsMinifier' => 'JSMin::minify')",
};

/** PHP starting a buffer that minifies as Autoptimize's does (the whole page at the end). */
const minifier = (options: string) => `ob_start(function ($html) { return AO_Minify_HTML::minify($html, ${options}); });`;

/** The script tag of `page` whose code contains `marker`. */
function scriptAround(page: string, marker: string): number {
  return page.lastIndexOf('<script', page.indexOf(marker));
}

/** `page` with jQuery's tags before the script holding `marker`. */
function jqueryBefore(page: string, marker: string): string {
  const at = scriptAround(page, marker);
  return `${page.slice(0, at)}${JQUERY}${page.slice(at)}`;
}

/** The page the browser got, and what the PHP after the buffers left in `out`. */
function browse(body: string, options: SendOptions): { page: string; out: unknown; warnings: string[]; parts: number } {
  const sent = send(folder, body, options);
  return { page: sent.parts.join(''), out: sent.out, warnings: sent.warnings, parts: sent.parts.length };
}

describe.skipIf(missing)('a minifier inside airlift\'s buffer: airlift reads the minified page', () => {
  it('Autoptimize 3.1.11\'s HTML minifier, each setting: jQuery before the same first caller, once', () => {
    for (const [setting, options] of Object.entries(AO_SETTINGS)) {
      const { page, out, warnings } = browse(`${minifier(options)} ${echoed(PAGE)} ob_end_flush();`, {
        requires: MINIFIER(),
        after: `$GLOBALS['out'] = AO_Minify_HTML::minify(${php(PAGE)}, ${options});`,
      });
      const minified = out as string;
      // Autoptimize did minify: lines joined; comments gone but the conditional ones.
      expect(minified.length, setting).toBeLessThan(PAGE.length - 500);
      expect(minified, setting).toContain('<!--[if !IE]><!-->');
      if (!options.includes('true')) expect(minified, setting).not.toContain('the theme\'s header');
      expect(page, setting).toBe(jqueryBefore(minified, '.menu').replace(/\s+$/, ''));
      expect(page.split('jquery.min.js'), setting).toHaveLength(2);
      expect(warnings, setting).toEqual([]);
    }
  });

  it('quotes dropped, no type="text/javascript", whitespace collapsed, comments stripped but the conditional ones, `/>` forms: jQuery before the same caller, wherever the parts end', () => {
    for (const bytes of [false, true]) {
      expect(browse(echoed(TERSE, { bytes }), {}).page, `bytes: ${bytes}`).toBe(TERSE.replace(MIN_CALLER, `${JQUERY}${MIN_CALLER}`));
    }
    // The theme's own file, by an unquoted src, is a caller too: the same page without the inline caller.
    const fileOnly = TERSE.replace(MIN_CALLER, '');
    expect(browse(echoed(fileOnly), {}).page).toBe(fileOnly.replace('<script src=/wp-content/themes/t/app.js>', `${JQUERY}<script src=/wp-content/themes/t/app.js>`));
  });

  it('Autoptimize leaves unquoted attributes as they are; its minifying of that page too gets jQuery before the same caller', () => {
    const options = AO_SETTINGS['Optimize HTML Code'];
    const { page, out } = browse(`${minifier(options)} ${echoed(TERSE)} ob_end_flush();`, {
      requires: MINIFIER(),
      after: `$GLOBALS['out'] = AO_Minify_HTML::minify(${php(TERSE)}, ${options});`,
    });
    expect(out).toBe(TERSE);
    expect(page).toBe(TERSE.replace(MIN_CALLER, `${JQUERY}${MIN_CALLER}`));
  });
});

describe.skipIf(missing)('a minifier outside airlift\'s buffer: airlift\'s jQuery tags survive it', () => {
  it('Autoptimize 3.1.11\'s HTML minifier, each setting: the browser gets the minified page with jQuery\'s tags whole, before the same caller as when the minifier runs first', () => {
    for (const [setting, options] of Object.entries(AO_SETTINGS)) {
      const outside = browse(echoed(PAGE), {
        requires: MINIFIER(),
        before: minifier(options),
        after: `$GLOBALS['out'] = array(AO_Minify_HTML::minify(${php(WITH_JQUERY)}, ${options}), AO_Minify_HTML::minify(${php(PAGE)}, ${options}));`,
      });
      const [minifiedWithJquery, minified] = outside.out as [string, string];
      expect(outside.page, setting).toBe(minifiedWithJquery);
      // jQuery's tags as airlift printed them, then the caller; nothing between them but whitespace.
      const tags = JQUERY.trim().split('\n');
      const at = outside.page.indexOf(tags[0]!);
      const after = outside.page.slice(at).match(/^(<script [^>]+><\/script>)\s*(<script [^>]+><\/script>)\s*(<script[^>]*>)/);
      expect(after?.slice(1, 3), setting).toEqual(tags);
      // The same caller as in the other order (the minifier inside airlift's buffer).
      const inside = browse(`${minifier(options)} ${echoed(PAGE)} ob_end_flush();`, { requires: MINIFIER() });
      expect(inside.page, setting).toBe(jqueryBefore(minified, '.menu').replace(/\s+$/, ''));
      const caller = (page: string) => page.slice(scriptAround(page, '.menu'), page.indexOf('</script>', page.indexOf('.menu')));
      expect(outside.page.slice(at).replace(/^(<script [^>]+><\/script>\s*){2}/, '').startsWith(caller(outside.page)), setting).toBe(true);
      expect(caller(outside.page), setting).toBe(caller(inside.page));
      expect(outside.page.replace(/<script [^>]+jquery[^>]+><\/script>\s*/g, '').replace(/\s+/g, ' '), setting)
        .toBe(inside.page.replace(/<script [^>]+jquery[^>]+><\/script>\s*/g, '').replace(/\s+/g, ' '));
    }
  });
});

/** PHP starting a page cache's buffer: it stores what reaches it in `$file`, as it goes (`chunk` 1) or at the end (0). */
const cache = (file: string, chunk = 0) => `ob_start(function ($part, $phase) { file_put_contents(${JSON.stringify(file)}, $part, FILE_APPEND); return $part; }, ${chunk});`;
/** A page rendered with flushes between its parts, as themes and plugins call flush() after <head>. */
const RENDERED = `${echoed(PAGE.slice(0, 2000))} ob_flush(); ${echoed(PAGE.slice(2000, 2001))} ob_flush(); ${echoed(PAGE.slice(2001))}`;

describe('a page cache outside airlift\'s buffer stores the page the browser got', () => {
  it('stored at the end or part by part, with flushes while the page renders: the stored copy is the page, jQuery in place', () => {
    for (const chunk of [0, 1]) {
      const file = join(folder, `cache-${chunk}.html`);
      const { page, out, parts } = browse(RENDERED, { before: cache(file, chunk), after: `$GLOBALS['out'] = file_get_contents(${JSON.stringify(file)});` });
      // Stored at the end, the page reaches the browser in one part; part by part, in several.
      if (chunk) expect(parts).toBeGreaterThan(1);
      else expect(parts).toBe(1);
      expect(page, `chunk ${chunk}`).toBe(WITH_JQUERY);
      expect(out, `chunk ${chunk}`).toBe(page);
    }
  });

  it.skipIf(missing)('a cache that minifies before it stores (its own buffer, Autoptimize\'s minifier): the stored copy is the browser\'s', () => {
    const file = join(folder, 'cache-minified.html');
    const options = AO_SETTINGS['Optimize HTML Code'];
    const { page, out } = browse(RENDERED, {
      requires: MINIFIER(),
      before: `ob_start(function ($html) { $html = AO_Minify_HTML::minify($html, ${options}); file_put_contents(${JSON.stringify(file)}, $html); return $html; });`,
      after: `$GLOBALS['out'] = array(file_get_contents(${JSON.stringify(file)}), AO_Minify_HTML::minify(${php(WITH_JQUERY)}, ${options}));`,
    });
    const [stored, expected] = out as [string, string];
    expect(page).toBe(expected);
    expect(stored).toBe(page);
  });
});

describe('airlift\'s buffer starts after every page cache\'s (the real airlift.php and its hooks)', () => {
  // Where caches start theirs: advanced-cache.php or plugins_loaded (WP Super Cache, WP Rocket,
  // W3 Total Cache), init (WP Super Cache's late init, Cache Enabler), template_redirect at -1
  // (WP Rocket before 3.3), 0 (Cachify), 2 (Autoptimize), and later ones: all before the template.
  const HOOKS: [string, string][] = [
    ['template_redirect', '-1'], ['template_redirect', '0'], ['template_redirect', '10'],
    ['template_redirect', '99'], ['template_redirect', 'PHP_INT_MAX'], ['template_include', '10'], ['template_include', '99'],
  ];
  it('a cache started on template_redirect at any priority or on template_include stores the page with jQuery, as the browser got it', () => {
    for (const [hook, priority] of HOOKS) {
      const file = join(folder, `cache-${hook}-${priority}.html`);
      const { page, out, warnings } = browse(echoed(PAGE), {
        plugin: true,
        before: `add_filter('${hook}', function ($value = null) { ${cache(file)} return $value; }, ${priority});`,
        after: `$GLOBALS['out'] = file_get_contents(${JSON.stringify(file)});`,
      });
      expect(page, `${hook} ${priority}`).toBe(WITH_JQUERY);
      expect(out, `${hook} ${priority}: the stored copy`).toBe(page);
      expect(warnings, `${hook} ${priority}`).toEqual([]);
    }
  });

  it.skipIf(missing)('WordPress 6.9 and later: a minifier on wp_template_enhancement_output_buffer and a cache on wp_finalized_template_enhancement_output_buffer get the page with jQuery', () => {
    const file = join(folder, 'cache-enhancement.html');
    const options = AO_SETTINGS['Optimize HTML Code'];
    const { page, out, warnings } = browse(RENDERED, {
      plugin: true,
      requires: [...MINIFIER(), CORE_TEMPLATE()],
      before: `add_filter('wp_template_enhancement_output_buffer', function ($html) { return AO_Minify_HTML::minify($html, ${options}); });
add_action('wp_finalized_template_enhancement_output_buffer', function ($html) { file_put_contents(${JSON.stringify(file)}, $html); });
add_action('wp_before_include_template', 'wp_start_template_enhancement_output_buffer', 1000);`,
      after: `$GLOBALS['out'] = array(file_get_contents(${JSON.stringify(file)}), AO_Minify_HTML::minify(${php(WITH_JQUERY)}, ${options}));`,
    });
    const [stored, expected] = out as [string, string];
    expect(page).toBe(expected);
    expect(stored).toBe(page);
    expect(warnings).toEqual([]);
  });
});
