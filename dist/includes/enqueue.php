<?php
/**
 * airlift's own tag: `airlift.js`, deferred, in <head>, with the site's nonce and the features a
 * site turned off.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/** WordPress 6.3 prints `defer` itself (the `strategy` argument); before it, airlift does. */
function airlift_wordpress_has_strategy() {
	return version_compare( get_bloginfo( 'version' ), '6.3-alpha', '>=' );
}

/** Enqueues airlift.js in <head>; packs load from `packs/` beside it. */
function airlift_enqueue() {
	$src = plugins_url( 'airlift.js', AIRLIFT_FILE );
	if ( airlift_wordpress_has_strategy() ) {
		wp_enqueue_script( 'airlift', $src, array(), AIRLIFT_VERSION, array( 'strategy' => 'defer', 'in_footer' => false ) );
	} else {
		wp_enqueue_script( 'airlift', $src, array(), AIRLIFT_VERSION, false );
	}
}

/**
 * Where airlift's packs are, in a place no script optimiser rewrites: a `<meta>` in <head>.
 * An optimiser that concatenates, minifies, renames, inlines or moves airlift.js (Autoptimize's
 * aggregation put it under wp-content/cache/autoptimize/, and the packs were looked for beside it)
 * leaves it as it is; airlift reads its packs' folder there, and the features turned off
 * (`data-airlift-off`, as on its own tag).
 */
function airlift_print_packs_meta() {
	if ( ! wp_script_is( 'airlift', 'enqueued' ) ) {
		return;
	}
	$off = airlift_disabled_features();
	printf(
		"<meta name=\"airlift-packs\" content=\"%s\" data-release=\"%s\"%s>\n",
		esc_url( plugins_url( 'packs/', AIRLIFT_FILE ) ),
		esc_attr( AIRLIFT_VERSION ),
		$off ? ' data-airlift-off="' . esc_attr( implode( ' ', $off ) ) . '"' : ''
	);
}

/**
 * The nonce of the site's Content-Security-Policy, as the site gives it to WordPress through
 * the `wp_script_attributes` filter (or airlift's own `airlift_script_nonce` filter).
 */
function airlift_script_nonce() {
	$attributes = apply_filters( 'wp_script_attributes', array( 'src' => plugins_url( 'airlift.js', AIRLIFT_FILE ), 'id' => 'airlift-js' ) );
	$nonce      = is_array( $attributes ) && isset( $attributes['nonce'] ) && is_string( $attributes['nonce'] ) ? $attributes['nonce'] : '';
	$nonce      = apply_filters( 'airlift_script_nonce', $nonce );
	return is_string( $nonce ) ? $nonce : '';
}

/** The site's nonce as an attribute for a tag airlift prints (` nonce="…"`), or '' where it has none. */
function airlift_nonce_attribute() {
	$nonce = airlift_script_nonce();
	return '' !== $nonce ? ' nonce="' . esc_attr( $nonce ) . '"' : '';
}

/**
 * Adds attributes to each `<script` of a tag that lacks them.
 *
 * @param string                $tag        The HTML WordPress prints for a handle.
 * @param array<string, string> $attributes Name → value ('' for a boolean attribute).
 * @param string                $only_id    When set, only the <script> with this id.
 */
function airlift_add_script_attributes( $tag, $attributes, $only_id = '' ) {
	return preg_replace_callback( '/<script\b([^>]*)>/i', static function ( $match ) use ( $attributes, $only_id ) {
		$inside = $match[1];
		if ( '' !== $only_id && ! preg_match( '/\bid=([\'"])' . preg_quote( $only_id, '/' ) . '\1/', $inside ) ) {
			return $match[0];
		}
		foreach ( $attributes as $name => $value ) {
			// An attribute's name is printed as it is: only a name.
			if ( ! is_string( $name ) || 1 !== preg_match( '/^[a-z][a-z0-9-]*$/', $name ) || preg_match( '/\s' . preg_quote( $name, '/' ) . '(\s|=|$)/i', $inside ) ) {
				continue;
			}
			$inside .= '' === $value ? ' ' . $name : sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
		return '<script' . $inside . '>';
	}, $tag );
}

/**
 * `script_loader_tag` for airlift's handle: `defer` where WordPress does not print it, the
 * site's nonce on the script and its inline scripts, and `data-airlift-off`.
 *
 * @param string $tag    The HTML of the handle's scripts.
 * @param string $handle The handle.
 */
function airlift_script_tag( $tag, $handle ) {
	if ( 'airlift' !== $handle ) {
		return $tag;
	}
	$own = array();
	// Code WordPress prints after the tag expects the script to have run: then, as WordPress
	// 6.4+ does for a deferred script with an `after` script, airlift loads without `defer`.
	if ( ! airlift_wordpress_has_strategy() && ! wp_scripts()->get_data( 'airlift', 'after' ) ) {
		$own['defer'] = '';
	}
	$off = airlift_disabled_features();
	if ( $off ) {
		$own['data-airlift-off'] = implode( ' ', $off );
	}
	$tag   = airlift_add_script_attributes( $tag, $own, 'airlift-js' );
	$nonce = airlift_script_nonce();
	$tag   = '' === $nonce ? $tag : airlift_add_script_attributes( $tag, array( 'nonce' => $nonce ) );
	// The deferred tags of the packs the page needs at once (consent's, media's: packs.php); script
	// optimisers leave them all alone (optimisers.php). Deferred, they run after airlift and before
	// DOMContentLoaded wherever they print: after airlift's deferred tag, in the order they run; before
	// one that runs as the parser reaches it, so that airlift's loader finds them as it starts (the
	// consent pack, MediaElement's and wp.ajax's facades are asked for then) rather than adding tags
	// of its own, and each pack runs once.
	$packs = airlift_pending_pack_tags();
	return airlift_keep_from_optimisers( wp_scripts()->get_data( 'airlift', 'after' ) ? $packs . $tag : $tag . $packs );
}
