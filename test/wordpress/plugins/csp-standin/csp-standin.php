<?php
/**
 * Plugin Name: Content-Security-Policy (stand-in for airlift tests)
 * Description: With ?csp=1, sends a strict nonce-based Content-Security-Policy and gives WordPress the nonce the way CSP plugins do: the wp_script_attributes and wp_inline_script_attributes filters.
 */

function standin_csp_nonce() {
	static $nonce = null;
	if ( null === $nonce ) {
		$nonce = base64_encode( random_bytes( 16 ) );
	}
	return $nonce;
}

add_action( 'send_headers', function () {
	if ( empty( $_GET['csp'] ) ) {
		return;
	}
	header( "Content-Security-Policy: default-src 'self'; script-src 'nonce-" . standin_csp_nonce() . "'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' blob:; object-src 'none'; base-uri 'none'" );
	$add = function ( $attributes ) {
		$attributes['nonce'] = standin_csp_nonce();
		return $attributes;
	};
	add_filter( 'wp_script_attributes', $add );
	add_filter( 'wp_inline_script_attributes', $add );
} );
