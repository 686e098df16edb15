// A page sent through the plugin's jQuery output buffer (src/wordpress/includes/inline-jquery.php)
// by PHP itself, with the few WordPress functions it calls stood in: the page's PHP echoes it, PHP's
// own output buffering hands it over part by part, and an outermost buffer (the browser's side)
// keeps each part it receives. Other buffers (a page cache's, a minifier's) can be started before
// or after the plugin's, as WordPress would start them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export const PLUGIN = join(import.meta.dirname, '..', '..', 'src', 'wordpress');
const INLINE_JQUERY = join(PLUGIN, 'includes', 'inline-jquery.php');
const HTML_STREAM = join(PLUGIN, 'includes', 'html-stream.php');

/** A folder of the test file's own (WordPress's folder for the page), removed after its tests. */
export function pageFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'airlift-php-page-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  // A theme's own files, in WordPress's folder: one that calls jQuery, and a folder named like a script.
  mkdirSync(join(folder, 'wp-content', 'themes', 't', 'folder.js'), { recursive: true });
  writeFileSync(join(folder, 'wp-content', 'themes', 't', 'app.js'), 'jQuery(function ($) { $(".menu").show(); });\n');
  return folder;
}

export interface Sent {
  /** What reached the outermost buffer (the browser), part by part, in order. */
  parts: string[];
  /** PHP's warnings and notices while it ran. */
  warnings: string[];
  /** What went to error_log. */
  log: string;
  /** What the page's PHP put in `$GLOBALS['out']` (JSON-encodable). */
  out: unknown;
}

export interface SendOptions {
  /** airlift's flag from the start: it took jQuery off the page. */
  took?: boolean;
  /** The body of the `site_url()` stand-in. */
  siteUrl?: string;
  /** PHP run before airlift's buffer starts (buffers started there are outside airlift's). */
  before?: string;
  /** PHP files required after the stand-ins (a minifier's class, WordPress's own template.php). */
  requires?: string[];
  /**
   * The real plugin file (airlift.php) with its hooks, run as WordPress's template loader runs
   * them (template_redirect, template_include, then on WordPress 6.9 and later
   * wp_before_include_template), in place of starting airlift's buffer directly.
   */
  plugin?: boolean;
  /** PHP run once every buffer has ended (what it puts in `$GLOBALS['out']` comes back). */
  after?: string;
}

/**
 * Runs `body` (PHP echoing the page) under the plugin's buffer; `folder` is pageFolder()'s. The
 * stand-in hooks (add_action, add_filter, do_action, apply_filters …) keep WordPress's order: by
 * priority, then as added.
 */
export function send(folder: string, body: string, { took = true, siteUrl = "return 'https://example.org/';", before = '', requires = [], plugin = false, after = '' }: SendOptions = {}): Sent {
  const name = `page-${Math.random().toString(36).slice(2)}`;
  const script = join(folder, `${name}.php`);
  const log = join(folder, `${name}.log`);
  const start = plugin
    ? `do_action('template_redirect');
$template = apply_filters('template_include', ${JSON.stringify(join(folder, 'index.php'))});
if (function_exists('wp_start_template_enhancement_output_buffer')) do_action('wp_before_include_template', $template);`
    : 'airlift_watch_inline_jquery();';
  writeFileSync(script, `<?php
define('ABSPATH', ${JSON.stringify(`${folder}/`)});
ini_set('error_log', ${JSON.stringify(log)});
$_SERVER['REQUEST_TIME'] = 1700000000;
$GLOBALS['warnings'] = array();
$GLOBALS['out'] = null;
set_error_handler(function ($level, $message) { $GLOBALS['warnings'][] = $message; return true; });
$GLOBALS['hooks'] = array();
function add_filter($hook, $callback, $priority = 10, $args = 1) { $GLOBALS['hooks'][$hook][$priority][] = array($callback, $args); return true; }
function add_action($hook, $callback, $priority = 10, $args = 1) { return add_filter($hook, $callback, $priority, $args); }
function has_filter($hook) { return !empty($GLOBALS['hooks'][$hook]); }
function has_action($hook) { return has_filter($hook); }
function apply_filters($hook, $value, ...$more) {
  if (empty($GLOBALS['hooks'][$hook])) return $value;
  $by = $GLOBALS['hooks'][$hook];
  ksort($by);
  foreach ($by as $priority => $callbacks) {
    // A callback added meanwhile at this priority runs too, as in WordPress.
    for ($i = 0; $i < count($GLOBALS['hooks'][$hook][$priority]); $i++) {
      list($callback, $args) = $GLOBALS['hooks'][$hook][$priority][$i];
      $value = $callback(...array_slice(array_merge(array($value), $more), 0, $args));
    }
  }
  return $value;
}
function do_action($hook, ...$args) { apply_filters($hook, $args[0] ?? '', ...array_slice($args, 1)); }
function __($text) { return $text; }
function site_url() { ${siteUrl} }
function wp_parse_url($url) { return parse_url($url); }
function plugin_basename($file) { return basename(dirname($file)) . '/' . basename($file); }
function plugins_url($path) { return 'https://example.org/wp-content/plugins/airlift/' . $path; }
function is_admin() { return false; }
function is_feed() { return false; }
function wp_doing_ajax() { return false; }
function wp_script_is() { return false; }
${plugin ? '' : "function airlift_nonce_attribute() { return ''; }"}
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
${requires.map((file) => `require ${JSON.stringify(file)};`).join('\n')}
${plugin ? `require ${JSON.stringify(join(PLUGIN, 'airlift.php'))};` : `require ${JSON.stringify(HTML_STREAM)};\nrequire ${JSON.stringify(INLINE_JQUERY)};`}
$GLOBALS['parts'] = array();
ob_start(function ($part) { if ($part !== '') $GLOBALS['parts'][] = $part; return ''; }, 1);
${before}
${start}
${took ? "$GLOBALS['airlift_took_jquery'] = true;" : ''}
${body}
while (ob_get_level() > 0) ob_end_flush();
${after}
echo json_encode(array('parts' => $GLOBALS['parts'], 'warnings' => $GLOBALS['warnings'], 'log' => (string) @file_get_contents(${JSON.stringify(log)}), 'out' => $GLOBALS['out']), JSON_INVALID_UTF8_SUBSTITUTE);
`);
  return JSON.parse(execFileSync('php', [script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Sent;
}

/** PHP echoing `page` one byte a part (every part boundary there is), or in one part. */
export function echoed(page: string, { bytes = false } = {}): string {
  const literal = `base64_decode('${Buffer.from(page).toString('base64')}')`;
  return bytes ? `foreach (str_split(${literal}) as $byte) { echo $byte; ob_flush(); }` : `echo ${literal};`;
}

/** The tags the stand-in WordPress gives for jQuery and jQuery Migrate. */
export const JQUERY = '<script src="https://example.org/wp-includes/js/jquery/jquery.min.js?ver=3.6.1" id="jquery-core-js"></script>\n'
  + '<script src="https://example.org/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.3.2" id="jquery-migrate-js"></script>\n';
