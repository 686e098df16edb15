<?php
/**
 * Script optimisers (Autoptimize, WP Rocket, LiteSpeed Cache, W3 Total Cache, SiteGround Speed
 * Optimizer, Jetpack Boost, Perfmatters, Cloudflare's Rocket Loader, WP Meteor) rewrite script
 * tags: they concatenate, minify, defer, delay until the first interaction, move or retype them.
 * airlift's tags are kept out of all of it, through each optimiser's own attribute or filter, so
 * that no site owner has to: airlift is already deferred, small, and finds its packs itself; a
 * consent banner must show at once, not after the first interaction. Where an optimiser still
 * moves airlift.js, the packs' meta (enqueue.php) tells airlift where its packs are.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/**
 * The attributes each optimiser honours on a `<script>` tag to leave it alone, first in the tag
 * (Rocket Loader reads `data-cfasync` only before `src`).
 */
function airlift_optimiser_attributes() {
	return 'data-cfasync="false" data-no-optimize="1" data-noptimize="1" data-no-minify="1" data-no-defer="1" nowprocket data-jetpack-boost="ignore" data-wpmeteor-nooptimize="true"';
}

/**
 * The same attributes for a tag WordPress prints from an array (wp_print_inline_script_tag): the
 * configuration airlift carries in the footer, which must run before airlift does, not deferred
 * after it or on the first interaction.
 *
 * @return array<string, string|true>
 */
function airlift_optimiser_attribute_array() {
	$attributes = array();
	preg_match_all( '/([\w-]+)(?:="([^"]*)")?/', airlift_optimiser_attributes(), $found, PREG_SET_ORDER );
	foreach ( $found as $attribute ) {
		$attributes[ $attribute[1] ] = isset( $attribute[2] ) ? $attribute[2] : true;
	}
	return $attributes;
}

/**
 * Puts the optimisers' attributes first in each `<script` of a tag of airlift's.
 *
 * @param string $tag HTML with one or more `<script>` tags.
 */
function airlift_keep_from_optimisers( $tag ) {
	return preg_replace( '/<script\b(?![^>]*\bdata-cfasync=)/i', '<script ' . airlift_optimiser_attributes(), $tag );
}

/** The URL path of airlift's folder (`/wp-content/plugins/airlift/`), which its scripts' addresses start with. */
function airlift_scripts_path() {
	$path = wp_parse_url( plugins_url( '/', AIRLIFT_FILE ), PHP_URL_PATH );
	return is_string( $path ) ? trailingslashit( $path ) : '/wp-content/plugins/airlift/';
}

/** What names airlift's scripts in a tag or a file path: its folder (`plugins/airlift/`) and its tag's id. */
function airlift_script_markers() {
	return array( 'plugins/' . basename( dirname( AIRLIFT_FILE ) ) . '/', 'airlift-js', 'data-airlift-pack' );
}

/**
 * Adds airlift's markers to an exclusion list that may be a comma-separated string or an array
 * (Autoptimize passes either, as its own settings and add-ons leave it).
 *
 * @param string|array<int|string, string> $list   The optimiser's list.
 * @param bool                             $by_key Autoptimize's array form: marker => flag.
 * @return string|array<int|string, string>
 */
function airlift_add_exclusions( $list, $by_key = false ) {
	$markers = airlift_script_markers();
	if ( is_array( $list ) ) {
		foreach ( $markers as $marker ) {
			if ( $by_key ) {
				$list[ $marker ] = '';
			} elseif ( ! in_array( $marker, $list, true ) ) {
				$list[] = $marker;
			}
		}
		return $list;
	}
	$list = is_string( $list ) ? trim( $list ) : '';
	return ( '' === $list ? '' : $list . ', ' ) . implode( ', ', $markers );
}

/**
 * Autoptimize: not aggregated, deferred or moved (its exclusion list), and not minified again.
 *
 * @param mixed $exclude Autoptimize's exclusion list: a comma-separated string or an array.
 */
function airlift_autoptimize_exclude( $exclude ) {
	return airlift_add_exclusions( $exclude, true );
}

/**
 * Autoptimize: airlift's files taken as minified already.
 *
 * @param mixed $minified Autoptimize's list of files it takes as minified already.
 */
function airlift_autoptimize_minified( $minified ) {
	return array_merge( is_array( $minified ) ? $minified : array(), array( airlift_script_markers()[0] ) );
}

/**
 * WP Rocket: regular expressions against the file's path (minify and combine) or the whole tag
 * (delay, defer).
 *
 * @param mixed $patterns WP Rocket's list.
 */
function airlift_rocket_exclude( $patterns ) {
	$patterns   = is_array( $patterns ) ? $patterns : array();
	$patterns[] = preg_quote( airlift_scripts_path(), '#' ) . '(.*)\.js';
	$patterns[] = 'airlift-js';
	$patterns[] = 'data-airlift-pack';
	return $patterns;
}

/**
 * Plain lists of substrings (LiteSpeed, Perfmatters, SiteGround's handles, WP Rocket's inline
 * content).
 *
 * @param mixed $list The optimiser's list.
 */
function airlift_exclude_substrings( $list ) {
	return airlift_add_exclusions( is_array( $list ) ? $list : array() );
}

/**
 * SiteGround's lists of handles.
 *
 * @param mixed $handles The optimiser's list of handles it leaves as they are.
 */
function airlift_exclude_handles( $handles ) {
	$handles   = is_array( $handles ) ? $handles : array();
	$handles[] = 'airlift';
	return $handles;
}

/**
 * SiteGround's combine exclusion by tag id.
 *
 * @param mixed $ids The tag ids SiteGround does not combine.
 */
function airlift_exclude_ids( $ids ) {
	$ids   = is_array( $ids ) ? $ids : array();
	$ids[] = 'airlift-js';
	return $ids;
}

/**
 * W3 Total Cache: no minify for a tag of airlift's.
 *
 * @param bool   $minify Whether W3 Total Cache minifies the tag.
 * @param string $tag    The tag.
 */
function airlift_w3tc_minify( $minify, $tag ) {
	foreach ( airlift_script_markers() as $marker ) {
		if ( is_string( $tag ) && false !== strpos( $tag, $marker ) ) {
			return false;
		}
	}
	return $minify;
}

/**
 * Jetpack Boost's concatenation: not airlift's handle.
 *
 * @param bool   $concat Whether Jetpack Boost concatenates the handle.
 * @param string $handle The handle.
 */
function airlift_jetpack_concat( $concat, $handle ) {
	return 'airlift' === $handle ? false : $concat;
}

/** Hooks the exclusions (each filter is inert where its optimiser is not installed). */
function airlift_register_optimiser_exclusions() {
	add_filter( 'autoptimize_filter_js_exclude', 'airlift_autoptimize_exclude', 20 );
	add_filter( 'autoptimize_filter_js_consider_minified', 'airlift_autoptimize_minified', 20 );
	foreach ( array( 'rocket_exclude_js', 'rocket_exclude_defer_js', 'rocket_delay_js_exclusions' ) as $hook ) {
		add_filter( $hook, 'airlift_rocket_exclude' );
	}
	foreach ( array( 'rocket_excluded_inline_js_content', 'rocket_defer_inline_exclusions', 'litespeed_optimize_js_excludes', 'litespeed_optm_js_defer_exc', 'litespeed_optm_gm_js_exc', 'perfmatters_delay_js_exclusions', 'perfmatters_defer_js_exclusions', 'perfmatters_minify_js_exclusions' ) as $hook ) {
		add_filter( $hook, 'airlift_exclude_substrings' );
	}
	foreach ( array( 'sgo_js_minify_exclude', 'sgo_js_async_exclude', 'sgo_javascript_combine_exclude', 'jetpack_boost_render_blocking_js_exclude_handles' ) as $hook ) {
		add_filter( $hook, 'airlift_exclude_handles' );
	}
	add_filter( 'sgo_javascript_combine_exclude_ids', 'airlift_exclude_ids' );
	add_filter( 'w3tc_minify_js_do_tag_minification', 'airlift_w3tc_minify', 10, 2 );
	add_filter( 'js_do_concat', 'airlift_jetpack_concat', 10, 2 );
}

/**
 * The optimisers active on this site that rewrite script tags, by name (for Site Health).
 *
 * @return string[]
 */
function airlift_active_optimisers() {
	$known = array(
		'Autoptimize'                => defined( 'AUTOPTIMIZE_PLUGIN_VERSION' ),
		'WP Rocket'                  => defined( 'WP_ROCKET_VERSION' ),
		'LiteSpeed Cache'            => defined( 'LSCWP_V' ),
		'W3 Total Cache'             => defined( 'W3TC' ),
		'SiteGround Speed Optimizer' => defined( 'SiteGround_Optimizer\VERSION' ),
		'Jetpack Boost'              => defined( 'JETPACK_BOOST_VERSION' ),
		'Perfmatters'                => defined( 'PERFMATTERS_VERSION' ),
		'WP Meteor'                  => defined( 'WPMETEOR_VERSION' ),
	);
	return array_keys( array_filter( $known ) );
}
