// The plugin's reading of the page as it is sent (src/wordpress/includes/inline-jquery.php), under
// PHP's own output buffering with WordPress's few functions it calls stood in: the page goes out
// part by part while it is rendered, and jQuery's tags come once, just before the first script
// that calls jQuery, even when that script is cut between two parts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const FILE = join(import.meta.dirname, '..', '..', 'src', 'wordpress', 'includes', 'inline-jquery.php');
const folder = mkdtempSync(join(tmpdir(), 'airlift-inline-jquery-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Sent {
  /** What reached the outer buffer, part by part, in order. */
  parts: string[];
}

/** Runs `body` (PHP echoing the page) under the plugin's buffer, started as on `template_redirect`; `took` is airlift's flag from the start. */
function send(body: string, { took = true } = {}): Sent {
  const script = join(folder, `page-${Math.random().toString(36).slice(2)}.php`);
  writeFileSync(script, `<?php
define('ABSPATH', ${JSON.stringify(`${folder}/`)});
function add_action() {}
function is_admin() { return false; }
function is_feed() { return false; }
function wp_doing_ajax() { return false; }
function wp_script_is() { return false; }
function airlift_nonce_attribute() { return ''; }
function add_query_arg($key, $value, $url) { return $url . '?' . $key . '=' . $value; }
function esc_url($url) { return $url; }
function esc_attr($text) { return $text; }
function wp_scripts() {
  static $scripts;
  return $scripts ??= (object) array('base_url' => 'https://example.org', 'default_version' => '6.1', 'done' => array(), 'registered' => array(
    'jquery-core' => (object) array('src' => '/wp-includes/js/jquery/jquery.min.js', 'ver' => '3.6.1'),
    'jquery-migrate' => (object) array('src' => '/wp-includes/js/jquery/jquery-migrate.min.js', 'ver' => '3.3.2'),
  ));
}
require ${JSON.stringify(FILE)};
$GLOBALS['parts'] = array();
ob_start(function ($part) { if ($part !== '') $GLOBALS['parts'][] = $part; return ''; }, 1);
airlift_watch_inline_jquery();
${took ? "$GLOBALS['airlift_took_jquery'] = true;" : ''}
${body}
ob_end_flush();
ob_end_flush();
echo json_encode(array('parts' => $GLOBALS['parts']));
`);
  return JSON.parse(execFileSync('php', [script], { encoding: 'utf8' })) as Sent;
}

const JQUERY = '<script src="https://example.org/wp-includes/js/jquery/jquery.min.js?ver=3.6.1" id="jquery-core-js"></script>\n'
  + '<script src="https://example.org/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.3.2" id="jquery-migrate-js"></script>\n';

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
