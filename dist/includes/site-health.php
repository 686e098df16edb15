<?php
/**
 * Site Health (Tools → Site Health): which legacy scripts still load beside airlift on the front
 * page, and airlift's version.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers airlift's test.
 *
 * @param array $tests Site Health's tests.
 */
function airlift_site_status_tests( $tests ) {
	$tests['direct']['airlift_legacy_scripts'] = array(
		'label' => __( 'airlift and the legacy scripts', 'airlift' ),
		'test'  => 'airlift_site_health_test',
	);
	return $tests;
}

/**
 * The handles of the scripts the front page prints (WordPress gives each tag the id `{handle}-js`).
 *
 * @return string[]|WP_Error
 */
function airlift_front_page_handles() {
	$response = wp_remote_get( home_url( '/' ), array(
		'timeout'   => 10,
		/** This filter is documented in wp-includes/class-wp-http-streams.php */
		'sslverify' => apply_filters( 'https_local_ssl_verify', false ),
	) );
	if ( is_wp_error( $response ) ) {
		return $response;
	}
	$status = wp_remote_retrieve_response_code( $response );
	if ( 200 !== $status ) {
		/* translators: %d: an HTTP status code. */
		return new WP_Error( 'airlift_front_page', sprintf( __( 'The front page answered with HTTP status %d.', 'airlift' ), $status ) );
	}
	preg_match_all( '/<script\b[^>]*\bid=([\'"])([^\'"]+)-js\1/i', wp_remote_retrieve_body( $response ), $matches );
	return array_values( array_unique( $matches[2] ) );
}

/** The test: good when airlift is on the front page and none of the scripts it replaces is. */
function airlift_site_health_test() {
	$result = array(
		'label'       => __( 'airlift replaces the legacy scripts on the front page', 'airlift' ),
		'status'      => 'good',
		'badge'       => array( 'label' => __( 'Performance', 'airlift' ), 'color' => 'blue' ),
		'description' => '',
		'actions'     => '',
		'test'        => 'airlift_legacy_scripts',
	);
	/* translators: %s: airlift's version. */
	$version = '<p>' . esc_html( sprintf( __( 'airlift version %s.', 'airlift' ), AIRLIFT_VERSION ) ) . '</p>';
	$handles = airlift_front_page_handles();
	if ( is_wp_error( $handles ) ) {
		$result['status']      = 'recommended';
		$result['label']       = __( 'airlift could not check the front page', 'airlift' );
		$result['description'] = $version . '<p>' . esc_html( $handles->get_error_message() ) . '</p>';
		return $result;
	}
	if ( ! in_array( 'airlift', $handles, true ) ) {
		$result['status'] = 'recommended';
		$result['label']  = __( 'airlift\'s script is not on the front page', 'airlift' );
	}
	$legacy = array_intersect( $handles, array_merge( airlift_replaced_handles(), airlift_library_handles() ) );
	$kept   = array_intersect( $handles, airlift_kept_handles() );
	if ( $legacy ) {
		$result['status'] = 'recommended';
		$result['label']  = __( 'Legacy scripts still load beside airlift on the front page', 'airlift' );
		$version         .= '<p>' . esc_html__( 'These scripts still load: a script airlift does not replace depends on them, a filter keeps them, or the page\'s own code uses jQuery (a bare script in the theme or the content).', 'airlift' ) . '</p>' . airlift_code_list( $legacy );
	} elseif ( 'good' === $result['status'] ) {
		$version .= '<p>' . esc_html__( 'None of the scripts airlift replaces loads on the front page.', 'airlift' ) . '</p>';
	}
	if ( $kept ) {
		$version .= '<p>' . esc_html__( 'These plugin scripts load because they are kept by airlift\'s settings:', 'airlift' ) . '</p>' . airlift_code_list( $kept );
	}
	$optimisers = airlift_active_optimisers();
	if ( $optimisers ) {
		$version .= '<p>' . esc_html(
			sprintf(
				/* translators: %s: names of script optimisation plugins. */
				__( 'Script optimisers active on this site: %s. airlift keeps its scripts out of their concatenation, minification, deferral and delay (through the setting, filter or attribute each one offers), and prints where its packs are in a <meta> tag they leave alone, so that it finds them wherever its script ends up.', 'airlift' ),
				implode( ', ', $optimisers )
			)
		) . '</p>';
	}
	$result['description'] = $version;
	$result['actions']     = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=airlift' ) ), esc_html__( 'airlift\'s settings', 'airlift' ) );
	return $result;
}

/**
 * A list of handles, as HTML.
 *
 * @param string[] $handles Script handles.
 */
function airlift_code_list( $handles ) {
	return '<ul><li><code>' . implode( '</code></li><li><code>', array_map( 'esc_html', array_values( $handles ) ) ) . '</code></li></ul>';
}
