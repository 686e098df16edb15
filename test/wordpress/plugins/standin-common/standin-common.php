<?php
/**
 * Plugin Name: Stand-in scripts (airlift tests)
 * Description: The script file the stand-in plugins register under the real plugins' handles.
 */

/** Registers a stand-in script under a real plugin's handle. */
function standin_register_script( $handle, $deps = array(), $in_footer = true ) {
	$src = add_query_arg( 'handle', $handle, plugins_url( 'legacy.js', __FILE__ ) );
	wp_register_script( $handle, $src, $deps, '1.0', $in_footer );
}

// A plugin airlift does not replace whose script needs jQuery (on when the option is set).
add_action( 'wp_enqueue_scripts', function () {
	if ( get_option( 'standin_jquery_user' ) ) {
		standin_register_script( 'standin-jquery-user', array( 'jquery' ) );
		wp_enqueue_script( 'standin-jquery-user' );
	}
} );

// A site's own use of airlift's filter (on when the option lists handles to keep).
add_filter( 'airlift_replaced_handles', function ( $handles ) {
	$keep = get_option( 'standin_keep_handles' );
	return is_array( $keep ) ? array_values( array_diff( $handles, $keep ) ) : $handles;
} );

// With ?theme-media=1: a theme that enqueues WordPress's MediaElement on every page, in <head>.
add_action( 'wp_enqueue_scripts', function () {
	if ( empty( $_GET['theme-media'] ) ) {
		return;
	}
	foreach ( array( 'wp-mediaelement', 'mediaelement', 'mediaelement-core', 'mediaelement-migrate' ) as $handle ) {
		wp_scripts()->add_data( $handle, 'group', 0 );
	}
	wp_enqueue_script( 'wp-mediaelement' );
} );

// With ?youtube=1: the page's content ends with a [video] of a YouTube address.
add_filter( 'the_content', function ( $content ) {
	return empty( $_GET['youtube'] ) ? $content : $content . "\n\n" . do_shortcode( '[video src="https://www.youtube.com/watch?v=M7lc1UVf-VE"]' );
}, 20 );

// With ?captions=1: the page's content ends with a [video] of a file with an English captions track.
add_filter( 'the_content', function ( $content ) {
	if ( empty( $_GET['captions'] ) ) {
		return $content;
	}
	$clip = get_posts( array( 'post_type' => 'attachment', 'post_mime_type' => 'video', 'numberposts' => 1 ) );
	$src  = $clip ? wp_get_attachment_url( $clip[0]->ID ) : '';
	return $content . "\n\n" . do_shortcode( '[video src="' . esc_url( $src ) . '"]<track kind="captions" srclang="en" label="English" src="' . esc_url( home_url( '/captions-en.vtt' ) ) . '">[/video]' );
}, 20 );

// With ?mejs-plugin=1: a MediaElement plugin whose script declares `mediaelement` as its
// dependency and adds a feature to MediaElement's player (a button in its controls bar).
add_action( 'wp_enqueue_scripts', function () {
	if ( empty( $_GET['mejs-plugin'] ) ) {
		return;
	}
	wp_register_script( 'standin-mejs-plugin', false, array( 'mediaelement' ), '1.0', true );
	wp_add_inline_script( 'standin-mejs-plugin', implode( "\n", array(
		'Object.assign(mejs.MepDefaults, { standinText: "Stand-in" });',
		'mejs.MepDefaults.features.push("standin");',
		'Object.assign(MediaElementPlayer.prototype, { buildstandin: function (player, controls) {',
		'  var button = document.createElement("div"); button.className = "mejs-button mejs-standin-button";',
		'  (controls.jquery ? controls[0] : controls).appendChild(button);', // jQuery's, under WordPress's mediaelement-migrate.
		'} });',
	) ) );
	wp_enqueue_script( 'standin-mejs-plugin' );
} );

// With ?theme-mejs=1: a theme's start-up that sets MediaElement's defaults when it finds `mejs`,
// unguarded (as some themes' start-up does), without declaring MediaElement as its dependency.
add_action( 'wp_enqueue_scripts', function () {
	if ( empty( $_GET['theme-mejs'] ) ) {
		return;
	}
	wp_register_script( 'standin-theme-mejs', false, array(), '1.0', true );
	wp_add_inline_script( 'standin-theme-mejs', 'document.addEventListener("DOMContentLoaded", function () { if (window.mejs) { window.mejs.MepDefaults.enableAutosize = true; window.mejs.MediaElementDefaults.enableAutosize = true; window.themeMejsDone = true; } });' );
	wp_enqueue_script( 'standin-theme-mejs' );
} );

// With ?inline-jquery=1: code echoed as a bare <script> that calls jQuery, as plugins print their
// start-up after WordPress's footer scripts (WooCommerce's wc_print_js, at 25), and a second one later.
add_action( 'wp_footer', function () {
	if ( empty( $_GET['inline-jquery'] ) ) {
		return;
	}
	echo '<script type="application/ld+json">{"@context":"https://schema.org","name":"jQuery( not code )"}</script>' . "\n";
	echo '<script>jQuery(function ($) { window.inlineJquery = (window.inlineJquery || []).concat("first:" + typeof $.fn.on); });</script>' . "\n";
}, 25 );
add_action( 'wp_footer', function () {
	if ( ! empty( $_GET['inline-jquery'] ) ) {
		echo '<script>jQuery(document).ready(function () { window.inlineJquery = (window.inlineJquery || []).concat("second"); });</script>' . "\n";
	}
}, 30 );

// With ?theme-file=custom or ?theme-file=vanilla: a theme's file written into <head> as a bare
// <script src> (not enqueued), which WordPress's dependencies know nothing of.
add_action( 'wp_head', function () {
	$name = isset( $_GET['theme-file'] ) ? sanitize_key( $_GET['theme-file'] ) : '';
	if ( in_array( $name, array( 'custom', 'vanilla' ), true ) ) {
		echo '<script src="' . esc_url( plugins_url( "theme-{$name}.js", __FILE__ ) ) . '"></script>' . "\n";
	}
}, 100 );
