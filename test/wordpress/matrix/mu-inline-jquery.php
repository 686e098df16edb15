<?php
/**
 * Plugin Name: airlift matrix inline jQuery (must-use, test sites only)
 * Description: With ?inline-jquery=1, code a theme or plugin prints as bare scripts in the footer (not enqueued) that calls jQuery, between HTML comments, as themes write it: what HTML minifiers rewrite. With ?ao-html=1, Autoptimize's "Optimize HTML Code" for that request.
 */

add_action( 'wp_footer', function () {
	if ( empty( $_GET['inline-jquery'] ) ) {
		return;
	}
	echo "\n<!-- airlift matrix: the theme's own start-up -->\n";
	echo "<script type=\"text/javascript\">\n  jQuery( function ( $ ) {\n    window.inlineJquery = ( window.inlineJquery || [] ).concat( 'ready:' + typeof $.fn.on );\n  } );\n</script>\n";
	echo "<!-- airlift matrix: and a later one -->\n";
	echo "<script type=\"text/javascript\">\n  jQuery( window ).on( 'load', function () {\n    window.inlineJquery = ( window.inlineJquery || [] ).concat( 'load' );\n  } );\n</script>\n";
}, 25 );

// With ?ao-html=1: Autoptimize's "Optimize HTML Code" for this request only, its script and CSS
// settings off (as its settings page stores them), so that a test changes no stored option.
if ( ! empty( $_GET['ao-html'] ) ) {
	$airlift_matrix_ao = array(
		'autoptimize_html'               => 'on',
		'autoptimize_html_keepcomments'  => '',
		'autoptimize_html_minify_inline' => '',
		'autoptimize_js'                 => '',
		'autoptimize_css'                => '',
	);
	foreach ( $airlift_matrix_ao as $airlift_matrix_option => $airlift_matrix_value ) {
		add_filter( "pre_option_{$airlift_matrix_option}", function () use ( $airlift_matrix_value ) {
			return $airlift_matrix_value;
		} );
	}
}
