<?php
/**
 * Plugin Name: airlift benchmark switches (must-use, bench sites only)
 * Description: Installed by site.mjs with `bench: true`, for `npm run bench`. `?airlift=off` serves a page as if airlift were deactivated (the same site, so loads of both can interleave); pages with a [gallery] enqueue core's Masonry, as themes that lay galleries out with it do; a script file in wp-content/bench-scripts/<handle>.js is served in place of a stand-in's placeholder (the plugin's real script, where one was supplied).
 */

// Before the plugins load: airlift off for this request only, exactly as deactivating it would be.
add_filter( 'option_active_plugins', function ( $plugins ) {
	if ( isset( $_GET['airlift'] ) && 'off' === $_GET['airlift'] && is_array( $plugins ) ) {
		return array_values( array_diff( $plugins, array( 'airlift/airlift.php' ) ) );
	}
	return $plugins;
} );

// A theme that lays galleries out with core's Masonry (airlift's `galleries` group replaces it).
add_action( 'wp_enqueue_scripts', function () {
	$post = get_post();
	if ( is_singular() && $post && has_shortcode( $post->post_content, 'gallery' ) ) {
		wp_enqueue_script( 'masonry' );
	}
}, 20 );

// A real plugin script supplied for the benchmark brings the dependencies its plugin registers
// it with (Contact Form 7's index.asset.php: wp-i18n).
add_action( 'wp_enqueue_scripts', function () {
	$real_deps = array( 'contact-form-7' => array( 'wp-i18n' ) );
	foreach ( $real_deps as $handle => $deps ) {
		$script = wp_scripts()->query( $handle, 'registered' );
		if ( $script && is_file( WP_CONTENT_DIR . '/bench-scripts/' . $handle . '.js' ) ) {
			$script->deps = array_values( array_unique( array_merge( $script->deps, $deps ) ) );
		}
	}
}, 100 );

// The real plugin scripts supplied for the benchmark, in place of the stand-ins' placeholder.
add_filter( 'script_loader_src', function ( $src, $handle ) {
	if ( ! preg_match( '/^[a-z0-9_-]+$/i', $handle ) || false === strpos( (string) $src, '/standin-common/legacy.js' ) ) {
		return $src;
	}
	$file = WP_CONTENT_DIR . '/bench-scripts/' . $handle . '.js';
	return is_file( $file ) ? content_url( 'bench-scripts/' . $handle . '.js' ) . '?ver=' . filemtime( $file ) : $src;
}, 10, 2 );
