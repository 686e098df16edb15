<?php
/**
 * jQuery for the page's own inline code. jQuery leaves a page when no script WordPress prints
 * there depends on it (carry.php), but code printed as a bare `<script>` declares nothing: a
 * theme's footer, a widget, a shortcode's output, a plugin's start-up echoed in `wp_footer`, a
 * script Complianz holds back until consent. The front end's HTML is read as it is sent: where
 * airlift took jQuery off the page and an inline script calls it, WordPress's own jQuery (with
 * jQuery Migrate, as the `jquery` handle has them) is printed just before the first such script,
 * where it runs before that code as it did in `<head>`.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/** Reads the front end's HTML as it is sent (template_redirect): see airlift_inline_jquery(). */
function airlift_watch_inline_jquery() {
	if ( is_admin() || is_feed() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return;
	}
	ob_start( 'airlift_inline_jquery' );
}

/**
 * Whether a script's code calls jQuery: `jQuery(…)` or `jQuery.…`, or `$` as jQuery is called
 * (`$(function`, `$(document)`, `$(window)`, `$('…')`, `$.ajax` …). Telling more would mean
 * running it; a script that only mentions `window.jQuery` or `typeof jQuery` does not count.
 *
 * @param string $code A script's text.
 */
function airlift_calls_jquery( $code ) {
	return 1 === preg_match( '/\bjQuery\s*[(.]|(?<![\w$.])\$\s*(?:\(\s*(?:function\b|document\b|window\b|[\'"])|\.(?:ajax|each|extend|fn|get|getJSON|post|when)\b)/', $code );
}

/**
 * The output buffer's callback: jQuery's tags before the first inline script that calls it,
 * where airlift took jQuery off the page and nothing printed it since.
 *
 * @param string $html A part of the page, as PHP hands it over.
 * @return string
 */
function airlift_inline_jquery( $html ) {
	static $done = false;
	if ( $done || ! is_string( $html ) || empty( $GLOBALS['airlift_took_jquery'] ) || wp_script_is( 'jquery-core', 'done' ) ) {
		return $html;
	}
	if ( ! preg_match_all( '#<script\b([^>]*)>(.*?)</script\s*>#is', $html, $scripts, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return $html;
	}
	foreach ( $scripts as $script ) {
		$attributes = $script[1][0];
		// A script of its own file (WordPress's are tracked by their dependencies), or data and templates.
		if ( preg_match( '/\bsrc\s*=|\btype\s*=\s*["\']?[^"\'\s>]*(json|template|html)/i', $attributes ) ) {
			continue;
		}
		if ( airlift_calls_jquery( $script[2][0] ) ) {
			$done = true;
			return substr_replace( $html, airlift_jquery_tags(), $script[0][1], 0 );
		}
	}
	return $html;
}

/** WordPress's jQuery and jQuery Migrate tags (the `jquery` handle), with the page's nonce. */
function airlift_jquery_tags() {
	$scripts = wp_scripts();
	$nonce   = airlift_script_nonce();
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
			'' !== $nonce ? ' nonce="' . esc_attr( $nonce ) . '"' : ''
		);
		$scripts->done[] = $handle;
	}
	return $tags;
}
