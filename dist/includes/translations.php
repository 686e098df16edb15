<?php
/**
 * Translations: every string the plugin shows (its settings screen, its Site Health test, its
 * header) is in the `airlift` text domain. The build writes their template to
 * languages/airlift.pot; a site's translations load from WordPress's languages folder
 * (wp-content/languages/plugins/airlift-{locale}.mo), else from the plugin's languages/ folder.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/** Loads the `airlift` text domain (on `init`: WordPress 6.7 warns of a domain loaded before it). */
function airlift_load_textdomain() {
	load_plugin_textdomain( 'airlift', false, dirname( plugin_basename( AIRLIFT_FILE ) ) . '/languages' );
}
