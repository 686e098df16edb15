<?php
/**
 * Stylesheets a page needs early: Complianz's banner stylesheet, preloaded from <head> (the
 * consent pack applies it), and WordPress's media stylesheets on pages with media shortcodes,
 * printed in <head> rather than at the end of <body>.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/**
 * The banner's stylesheet (Complianz's `css_file`, with the banner id and consent type filled in
 * as the consent pack fills them) is preloaded from <head>: the banner shows once it has loaded,
 * and asked for by the pack it would queue behind the page's other packs and images (the pack
 * loads it whether the banner shows or not). Not where the consent type is decided in the browser
 * (geo-ip), or where the configuration cannot be read: the pack then loads it as before.
 */
function airlift_preload_banner_stylesheet() {
	$data = wp_scripts()->get_data( 'cmplz-cookiebanner', 'data' );
	if ( ! is_string( $data ) || 1 !== preg_match( '/^\s*var\s+complianz\s*=\s*(\{.*\})\s*;?\s*$/s', $data, $match ) ) {
		return;
	}
	$config = json_decode( $match[1], true );
	if ( ! is_array( $config ) || ! empty( $config['geoip'] ) ) {
		return;
	}
	$file = $config['css_file'] ?? '';
	$type = $config['consenttype'] ?? '';
	$id   = $config['user_banner_id'] ?? '';
	if ( ! is_string( $file ) || '' === $file || ! is_string( $type ) || ! is_scalar( $id ) ) {
		return;
	}
	$href = esc_url( str_replace( array( '{type}', '{banner_id}' ), array( $type, (string) $id ), $file ) );
	if ( '' === $href ) {
		return;
	}
	printf(
		"<link rel=\"preload\" as=\"style\" href=\"%s\" id=\"airlift-banner-css-preload\"%s>\n",
		$href,
		airlift_nonce_attribute()
	);
}

/**
 * Where the page's posts have media shortcodes (`[playlist]`, `[audio]`, `[video]`), WordPress's
 * media stylesheets are enqueued for <head>, after the theme's. The shortcodes enqueue them while
 * the content renders, so WordPress prints them at the end of <body>: a first paint while the
 * page is still parsing (airlift's comes early: no script holds it back) lays the content out
 * without them, and they move it as they apply (a layout shift of 0.10 on the benchmark's page with
 * every feature, in 3 of 5 Lighthouse runs even with them preloaded). In <head> they hold the first
 * paint, as the theme's own stylesheets do, and still come after the theme's.
 */
function airlift_media_styles_in_head() {
	if ( ! airlift_is_on_page() || in_array( 'media', airlift_disabled_groups(), true ) ) {
		return;
	}
	$posts = isset( $GLOBALS['wp_query']->posts ) ? (array) $GLOBALS['wp_query']->posts : array();
	foreach ( $posts as $post ) {
		foreach ( array( 'playlist', 'audio', 'video' ) as $tag ) {
			if ( $post instanceof WP_Post && has_shortcode( $post->post_content, $tag ) ) {
				wp_enqueue_style( 'wp-mediaelement' );
				return;
			}
		}
	}
}
