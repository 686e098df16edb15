<?php
/**
 * Plugin Name:       airlift
 * Description:       One small script in place of jQuery and the front-end scripts of Contact Form 7, Newsletter, Boxzilla, Complianz, WordPress's media players and WPBakery. The server's HTML, the plugins and their stylesheets stay as they are.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       airlift
 * Domain Path:       /languages
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

define( 'AIRLIFT_VERSION', '0.1.0' );
define( 'AIRLIFT_FILE', __FILE__ );

require_once __DIR__ . '/includes/translations.php';
require_once __DIR__ . '/includes/handles.php';
require_once __DIR__ . '/includes/enqueue.php';
require_once __DIR__ . '/includes/carry.php';
require_once __DIR__ . '/includes/packs.php';
require_once __DIR__ . '/includes/pack-tags.php';
require_once __DIR__ . '/includes/html-stream.php';
require_once __DIR__ . '/includes/inline-jquery.php';
require_once __DIR__ . '/includes/styles.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/site-health.php';
require_once __DIR__ . '/includes/optimisers.php';

// The tag: airlift.js, deferred, in <head>.
add_action( 'wp_enqueue_scripts', 'airlift_enqueue', 1 );
// wp_head runs wp_enqueue_scripts at its priority 1: the packs' meta then knows airlift is on the page.
add_action( 'wp_head', 'airlift_print_packs_meta', 2 );
// Script optimisers leave airlift's tags alone (optimisers.php).
airlift_register_optimiser_exclusions();
add_filter( 'script_loader_tag', 'airlift_script_tag', 10, 2 );

// The scripts airlift replaces leave the queue wherever WordPress prints scripts: in <head>, and
// again before the footer's, where the scripts that shortcodes ([playlist], [audio], [video])
// enqueued while the content rendered would print.
add_action( 'wp_print_scripts', 'airlift_take_over_scripts', 100 );
add_action( 'wp_print_footer_scripts', 'airlift_take_over_scripts', 1 );
// Which groups' markup rendered (their packs print then: packs.php).
add_filter( 'do_shortcode_tag', 'airlift_note_shortcode', 10, 2 );

// jQuery back before the first inline script that calls it, where airlift took it off the page:
// its output buffer starts after every page cache's and minifier's (inline-jquery.php).
add_filter( 'template_include', 'airlift_watch_inline_jquery_late', PHP_INT_MAX );

// WordPress's media stylesheets, which the shortcodes would print at the end of <body>, in <head>.
add_action( 'wp_enqueue_scripts', 'airlift_media_styles_in_head', 20 );

// The `airlift` text domain (translations.php).
add_action( 'init', 'airlift_load_textdomain' );

add_action( 'admin_init', 'airlift_register_settings' );
add_action( 'admin_menu', 'airlift_settings_menu' );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'airlift_action_links' );
add_filter( 'site_status_tests', 'airlift_site_status_tests' );
