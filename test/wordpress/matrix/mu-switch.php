<?php
/**
 * Plugin Name: airlift matrix switch (must-use, test sites only)
 * Description: The cookie `airlift_matrix=off` (or `?airlift=off`) serves a request as if airlift were deactivated, so that one page can be opened with airlift's plugin and without it, and a visitor's next page keeps the side they are on.
 */

add_filter( 'option_active_plugins', function ( $plugins ) {
	$off = ( isset( $_COOKIE['airlift_matrix'] ) && 'off' === $_COOKIE['airlift_matrix'] ) || ( isset( $_GET['airlift'] ) && 'off' === $_GET['airlift'] );
	if ( $off && is_array( $plugins ) ) {
		return array_values( array_diff( $plugins, array( 'airlift/airlift.php' ) ) );
	}
	return $plugins;
} );
