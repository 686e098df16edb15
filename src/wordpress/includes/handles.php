<?php
/**
 * What airlift replaces: the script handles of each plugin, grouped by the airlift features that
 * take their place, and the libraries those scripts needed.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/**
 * The groups a site can turn off one by one. `features` are the names of airlift's features
 * (its `window.airlift.features`), `handles` the scripts they replace, `shortcodes` (where the
 * plugin enqueues its script on every page) the shortcodes that put its markup on a page: the
 * features' packs print where the group's script was taken over (packs.php), and for such a
 * group only where one of its shortcodes rendered; `at_load`, what the configuration the script
 * carried holds where the page needs the group's pack as it loads: Boxzilla's, printed on every
 * page, lists a box that shows by itself (one with a trigger). Where every box opens from a link
 * only, the main script loads the pack when the visitor asks (src/features/popups/on-demand.ts).
 *
 * @return array<string, array{label: string, features: string[], handles: string[], shortcodes?: string[], at_load?: string}>
 */
function airlift_feature_groups() {
	return array(
		'contact-form-7' => array(
			'label'    => __( 'Contact Form 7 forms', 'airlift' ),
			'features'   => array( 'cf7' ),
			'handles'    => array( 'contact-form-7', 'swv' ),
			'shortcodes' => array( 'contact-form-7', 'contact-form' ),
		),
		'newsletter'     => array(
			'label'    => __( 'Newsletter subscription forms', 'airlift' ),
			'features'   => array( 'newsletter' ),
			'handles'    => array( 'newsletter' ),
			'shortcodes' => array( 'newsletter', 'newsletter_form' ),
		),
		'boxzilla'       => array(
			'label'    => __( 'Boxzilla popup boxes', 'airlift' ),
			'features' => array( 'popups' ),
			'handles'  => array( 'boxzilla' ),
			'at_load'  => '"trigger":{',
		),
		'complianz'      => array(
			'label'    => __( 'Complianz cookie consent', 'airlift' ),
			'features' => array( 'consent' ),
			'handles'  => array( 'cmplz-cookiebanner' ),
		),
		'media'          => array(
			'label'    => __( 'Audio, video and playlists (WordPress media players)', 'airlift' ),
			'features' => array( 'media' ),
			'handles'  => array( 'wp-playlist', 'wp-mediaelement', 'mediaelement', 'mediaelement-core', 'mediaelement-migrate', 'mediaelement-vimeo' ),
		),
		'wpbakery'       => array(
			'label'    => __( 'WPBakery accordions, tabs, animations and backgrounds', 'airlift' ),
			'features' => array( 'accordion', 'tabs', 'reveal', 'hoverbox', 'bgimage' ),
			'handles'  => array( 'js_composer_front', 'vc_accordion_script', 'vc_tta_autoplay_script', 'vc_tabs_script', 'vc_waypoints' ),
		),
		'galleries'      => array(
			'label'    => __( 'Masonry galleries', 'airlift' ),
			'features' => array( 'masonry' ),
			'handles'  => array( 'masonry', 'imagesloaded' ),
		),
	);
}

/**
 * The groups turned off: the setting (Settings → airlift), then the `airlift_disabled_features`
 * filter. A group turned off keeps its plugin's own script, and airlift leaves its markup alone.
 *
 * @return string[] Group keys of airlift_feature_groups().
 */
function airlift_disabled_groups() {
	$stored   = get_option( 'airlift_disabled_features', array() );
	$disabled = apply_filters( 'airlift_disabled_features', is_array( $stored ) ? $stored : array() );
	$groups   = airlift_feature_groups();
	return array_values( array_unique( array_filter( (array) $disabled, static function ( $key ) use ( $groups ) {
		return is_string( $key ) && isset( $groups[ $key ] );
	} ) ) );
}

/**
 * The names of airlift's features that are turned off, for the `data-airlift-off` attribute.
 *
 * @return string[]
 */
function airlift_disabled_features() {
	return airlift_disabled_field( 'features' );
}

/**
 * One field (`features` or `handles`) of every group turned off, in one list.
 *
 * @param string $field A field of airlift_feature_groups()' groups.
 * @return string[]
 */
function airlift_disabled_field( $field ) {
	$groups = airlift_feature_groups();
	$values = array();
	foreach ( airlift_disabled_groups() as $key ) {
		$values = array_merge( $values, $groups[ $key ][ $field ] );
	}
	return $values;
}

/**
 * The script handles airlift takes the place of, after the `airlift_replaced_handles` filter
 * (remove one to keep a plugin's own script; add a theme's handles to replace them too).
 *
 * @return string[]
 */
function airlift_replaced_handles() {
	$disabled = airlift_disabled_groups();
	$handles  = array();
	foreach ( airlift_feature_groups() as $key => $group ) {
		if ( ! in_array( $key, $disabled, true ) ) {
			$handles = array_merge( $handles, $group['handles'] );
		}
	}
	return array_values( array_unique( array_filter( (array) apply_filters( 'airlift_replaced_handles', $handles ), 'is_string' ) ) );
}

/**
 * The libraries the replaced scripts needed. Each leaves the page only when no script that
 * still prints depends on it (`airlift_library_handles` filter; remove `jquery` to keep it).
 *
 * @return string[]
 */
function airlift_library_handles() {
	$libraries = array( 'wp-util', 'backbone', 'underscore', 'jquery', 'jquery-core', 'jquery-migrate' );
	return array_values( array_filter( (array) apply_filters( 'airlift_library_handles', $libraries ), 'is_string' ) );
}

/**
 * The handles of the groups turned off: their plugins' own scripts, kept on purpose.
 *
 * @return string[]
 */
function airlift_kept_handles() {
	return airlift_disabled_field( 'handles' );
}
