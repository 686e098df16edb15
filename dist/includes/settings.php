<?php
/**
 * Settings → airlift: which features airlift takes over. A feature turned off keeps its plugin's
 * own script, and airlift leaves its markup alone.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/** The one option airlift stores: the keys of the groups turned off. */
function airlift_register_settings() {
	register_setting( 'airlift', 'airlift_disabled_features', array(
		'type'              => 'array',
		'default'           => array(),
		'sanitize_callback' => 'airlift_sanitize_disabled',
	) );
}

/**
 * Keeps known group keys only, each once: what is saved, and what is read back (the stored
 * option may have been written by other code).
 *
 * @param mixed $value The submitted or stored value.
 * @return string[]
 */
function airlift_sanitize_disabled( $value ) {
	$groups = airlift_feature_groups();
	return array_values( array_unique( array_filter( is_array( $value ) ? $value : array(), static function ( $key ) use ( $groups ) {
		return is_string( $key ) && isset( $groups[ $key ] );
	} ) ) );
}

/** The plugin's page under Settings. */
function airlift_settings_menu() {
	add_options_page( __( 'airlift', 'airlift' ), __( 'airlift', 'airlift' ), 'manage_options', 'airlift', 'airlift_settings_page' );
}

/**
 * A Settings link on the Plugins screen.
 *
 * @param string[] $links The plugin's action links.
 */
function airlift_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=airlift' );
	array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( $url ), esc_html__( 'Settings', 'airlift' ) ) );
	return $links;
}

/** The settings screen: one checkbox a feature group, to keep that plugin's own script. */
function airlift_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$disabled = airlift_sanitize_disabled( get_option( 'airlift_disabled_features', array() ) );
	echo '<div class="wrap"><h1>' . esc_html__( 'airlift', 'airlift' ) . '</h1>';
	/* translators: %s: airlift's version. */
	echo '<p>' . esc_html( sprintf( __( 'Version %s. airlift replaces the front-end scripts below. Check a feature to keep its plugin\'s own script: airlift then leaves its markup alone.', 'airlift' ), AIRLIFT_VERSION ) ) . '</p>';
	echo '<form method="post" action="options.php">';
	settings_fields( 'airlift' );
	echo '<fieldset><legend>' . esc_html__( 'Keep the plugin\'s own script for', 'airlift' ) . '</legend>';
	// An empty value, so that unchecking every box saves an empty list.
	echo '<input type="hidden" name="airlift_disabled_features[]" value="">';
	foreach ( airlift_feature_groups() as $key => $group ) {
		printf(
			'<p><input type="checkbox" id="airlift-keep-%1$s" name="airlift_disabled_features[]" value="%1$s" %2$s> <label for="airlift-keep-%1$s">%3$s</label></p>',
			esc_attr( $key ),
			checked( in_array( $key, $disabled, true ), true, false ),
			esc_html( $group['label'] )
		);
	}
	echo '</fieldset>';
	submit_button();
	echo '</form></div>';
}
