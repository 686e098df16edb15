<?php
/**
 * Uninstalling airlift leaves nothing behind: its one option, on every site of a network.
 *
 * @package airlift
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site_id ) {
		switch_to_blog( $site_id );
		delete_option( 'airlift_disabled_features' );
		restore_current_blog();
	}
} else {
	delete_option( 'airlift_disabled_features' );
}
