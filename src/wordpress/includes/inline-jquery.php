<?php
/**
 * jQuery for the page's own code. jQuery leaves a page when no script WordPress prints there
 * depends on it (carry.php), but code printed as a bare `<script>` declares nothing: a theme's
 * footer, a widget, a shortcode's output, a plugin's start-up echoed in `wp_footer`, a script
 * Complianz holds back until consent, a theme's own file written into its header
 * (`<script src>` without the id WordPress gives the scripts it prints). The front end's HTML is
 * read as it is sent, 4 KB at a time (the page still goes out while WordPress renders it): once
 * airlift has taken jQuery off the page (where WordPress would have printed it) and such a script
 * calls it (an inline one by its text, a file of this site's folder by its content), WordPress's
 * own jQuery (with jQuery Migrate, as the `jquery` handle has them) is printed just before the
 * first of them, where it runs before that code.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/** How much of the page is read at a time: PHP's usual `output_buffering`. */
const AIRLIFT_PAGE_CHUNK = 4096;

/** Reads the front end's HTML as it is sent (template_redirect): see airlift_inline_jquery(). */
function airlift_watch_inline_jquery() {
	if ( is_admin() || is_feed() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return;
	}
	ob_start( 'airlift_inline_jquery', AIRLIFT_PAGE_CHUNK );
}

/**
 * Whether a script's code uses jQuery: the name `jQuery` (a call, a property, the argument of
 * `(function ($) { … })(jQuery)`), or `$` as jQuery is called (`$(function`, `$(document)`,
 * `$(window)`, `$('…')`, `$.ajax` …), outside comments. Telling more would mean running it; code
 * that only asks `window.jQuery` or `typeof jQuery` does not count.
 *
 * @param string $code A script's text.
 */
function airlift_calls_jquery( $code ) {
	// Comments aside (a line comment after a space or at a line's start: not `http://` in a string).
	$code = preg_replace( array( '#/\*.*?\*/#s', '#(^|\s)//[^\n]*#' ), array( '', '$1' ), $code );
	return is_string( $code ) && 1 === preg_match( '/(?<![\w$.])(?<!typeof )jQuery\b|(?<![\w$.])\$\s*(?:\(\s*(?:function\b|document\b|window\b|[\'"])|\.(?:ajax|each|extend|fn|get|getJSON|post|when)\b)/', $code );
}

/**
 * The code of a script file of this site that WordPress did not print (no `id="…-js"`; nor
 * airlift's packs, `data-airlift-pack`), read
 * from its folder; '' for anything else (another host, a file outside WordPress's folder, not
 * `.js`, over 1 MB).
 *
 * @param string $attributes The tag's attributes.
 */
function airlift_own_script_code( $attributes ) {
	if ( preg_match( '/\bid\s*=\s*["\']?[\w-]+-js\b|\bdata-airlift-pack\b/i', $attributes ) || ! preg_match( '/\bsrc\s*=\s*(["\'])(.*?)\1/is', $attributes, $found ) ) {
		return '';
	}
	$url  = wp_parse_url( html_entity_decode( $found[2] ) );
	$home = wp_parse_url( site_url( '/' ) );
	if ( ! $url || empty( $url['path'] ) || ( isset( $url['host'] ) && strtolower( $url['host'] ) !== strtolower( (string) ( $home['host'] ?? '' ) ) ) ) {
		return '';
	}
	$base = isset( $home['path'] ) ? $home['path'] : '/';
	$path = rawurldecode( $url['path'] );
	if ( 0 !== strpos( $path, $base ) || '.js' !== substr( $path, -3 ) ) {
		return '';
	}
	$file = realpath( ABSPATH . substr( $path, strlen( $base ) ) );
	$root = realpath( ABSPATH );
	if ( ! $file || ! $root || 0 !== strpos( $file, $root . DIRECTORY_SEPARATOR ) || ! is_readable( $file ) || filesize( $file ) > 1048576 ) {
		return '';
	}
	$code = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the site.
	return is_string( $code ) ? $code : '';
}

/**
 * The output buffer's callback: jQuery's tags before the first script that calls it, once
 * airlift has taken jQuery off the page and while nothing printed it since. A script still open
 * at the end of a part waits for the rest of it.
 *
 * @param string $html  A part of the page, as PHP hands it over.
 * @param int    $phase PHP's output handler flags.
 * @return string
 */
function airlift_inline_jquery( $html, $phase = PHP_OUTPUT_HANDLER_FINAL ) {
	static $done = false;
	static $held = '';
	if ( ! is_string( $html ) ) {
		return $html;
	}
	// Cleared by other code (ob_clean): what was held had been sent already, and stays.
	if ( ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) && ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) ) {
		return '';
	}
	$html = $held . $html;
	$held = '';
	if ( $done || empty( $GLOBALS['airlift_took_jquery'] ) || wp_script_is( 'jquery-core', 'done' ) ) {
		return $html;
	}
	if ( ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) ) {
		$open = strripos( $html, '<script' );
		if ( false !== $open && false === stripos( $html, '</script', $open ) ) {
			$held = (string) substr( $html, $open );
			$html = (string) substr( $html, 0, $open );
		}
	}
	if ( ! preg_match_all( '#<script\b([^>]*)>(.*?)</script\s*>#is', $html, $scripts, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return $html;
	}
	foreach ( $scripts as $script ) {
		$attributes = $script[1][0];
		// Data and templates are not code.
		if ( preg_match( '/\btype\s*=\s*["\']?[^"\'\s>]*(json|template|html)/i', $attributes ) ) {
			continue;
		}
		$code = preg_match( '/\bsrc\s*=/i', $attributes ) ? airlift_own_script_code( $attributes ) : $script[2][0];
		if ( airlift_calls_jquery( $code ) ) {
			$done = true;
			return substr_replace( $html, airlift_jquery_tags(), $script[0][1], 0 );
		}
	}
	return $html;
}

/** WordPress's jQuery and jQuery Migrate tags (the `jquery` handle), with the page's nonce. */
function airlift_jquery_tags() {
	$scripts = wp_scripts();
	$nonce   = airlift_nonce_attribute();
	$tags    = '';
	foreach ( array( 'jquery-core', 'jquery-migrate' ) as $handle ) {
		if ( empty( $scripts->registered[ $handle ]->src ) ) {
			continue;
		}
		$script = $scripts->registered[ $handle ];
		$src    = preg_match( '#^(https?:)?//#', $script->src ) ? $script->src : $scripts->base_url . $script->src;
		$src    = add_query_arg( 'ver', $script->ver ? $script->ver : $scripts->default_version, $src );
		$tags  .= sprintf(
			"<script src=\"%s\" id=\"%s-js\"%s></script>\n",
			esc_url( $src ),
			esc_attr( $handle ),
			$nonce
		);
		$scripts->done[] = $handle;
	}
	return $tags;
}
