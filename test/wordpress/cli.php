<?php
/**
 * The WordPress tests' command line: `php cli.php <document root> <command> [arguments]`.
 *
 *   seed <media folder>        install WordPress, the theme, the stand-in plugins, airlift from its zip, attachments and pages
 *   seed-matrix <cell>         install a cell of the matrix: its theme, the real plugins, airlift (matrix/seed.php)
 *   setup-matrix <cell> <media folder>
 *                              then set the plugins up, with media and pages (a request of its own)
 *   activate|deactivate <file> a plugin, e.g. airlift/airlift.php
 *   uninstall <file>           run a plugin's uninstall.php (then delete it, as WordPress does)
 *   option-set <name> <json>   set an option; option-get <name> (JSON); option-delete <name>
 *   options-like <pattern>     JSON list of option names matching a LIKE pattern
 *   health                     airlift's Site Health test, as JSON
 */

$docroot = $argv[1];
$command = $argv[2];
$args    = array_slice( $argv, 3 );

$_SERVER['HTTP_HOST']      = '127.0.0.1';
$_SERVER['SERVER_NAME']    = '127.0.0.1';
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
// No mail leaves the tests (WordPress mails the admin when it installs).
function wp_mail() {
	return true;
}
if ( 'seed' === $command || 'seed-matrix' === $command ) {
	define( 'WP_INSTALLING', true );
}
require $docroot . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

function cli_fail( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

function cli_check( $result, $what ) {
	if ( is_wp_error( $result ) ) {
		cli_fail( $what . ': ' . $result->get_error_message() );
	}
	return $result;
}

/** An attachment from a file of the demo's media folder. */
function cli_attachment( $media, $file, $title, $mime ) {
	$upload = wp_upload_bits( $file, null, file_get_contents( $media . '/' . $file ) );
	if ( ! empty( $upload['error'] ) ) {
		cli_fail( "upload $file: " . $upload['error'] );
	}
	$id = cli_check( wp_insert_attachment( array( 'post_title' => $title, 'post_mime_type' => $mime, 'post_status' => 'inherit' ), $upload['file'], 0, true ), "attach $file" );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	return $id;
}

function cli_page( $slug, $title, $content ) {
	return cli_check( wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $title, 'post_content' => $content ), true ), "page $slug" );
}

function cli_seed( $media ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	wp_install( 'airlift test site', 'admin', 'admin@example.test', false, '', 'airlift-test-password' );
	update_option( 'permalink_structure', '' );
	switch_theme( 'airlift-classic' );

	// airlift, installed as a site owner would: from the zip `npm run package` writes.
	WP_Filesystem();
	cli_check( unzip_file( AIRLIFT_TEST_ZIP, WP_PLUGIN_DIR ), 'unzip airlift.zip' );
	foreach ( array( 'standin-common', 'cf7-standin', 'boxzilla-standin', 'complianz-standin', 'newsletter-standin', 'wpbakery-standin', 'csp-standin' ) as $plugin ) {
		cli_check( activate_plugin( "$plugin/$plugin.php" ), "activate $plugin" );
	}
	cli_check( activate_plugin( 'airlift/airlift.php' ), 'activate airlift' );

	$one    = cli_attachment( $media, 'one.mp3', 'Morning Theme', 'audio/mpeg' );
	$two    = cli_attachment( $media, 'two.mp3', 'Evening Theme', 'audio/mpeg' );
	$clip   = cli_attachment( $media, 'clip.mp4', 'Studio Clip', 'video/mp4' );
	$images = array(
		cli_attachment( $media, 'one.jpg', 'Studio one', 'image/jpeg' ),
		cli_attachment( $media, 'two.jpg', 'Studio two', 'image/jpeg' ),
		cli_attachment( $media, 'poster.jpg', 'Poster', 'image/jpeg' ),
	);
	$media_page = "[playlist ids=\"$one,$two\"]\n\n[playlist type=\"video\" ids=\"$clip\"]\n\n[audio src=\"" . wp_get_attachment_url( $one ) . "\"]\n\n"
		. '[video src="' . wp_get_attachment_url( $clip ) . '"]' . "\n\n[gallery ids=\"" . implode( ',', $images ) . '" columns="3"]';
	$pages = array(
		'media'   => cli_page( 'media', 'Media', $media_page ),
		'forms'   => cli_page( 'forms', 'Forms', "[contact-form-7 id=\"123\"]\n\n[newsletter_form]" ),
		'boxes'   => cli_page( 'boxes', 'Boxes', '<p><a href="#boxzilla-7">Open the offer</a></p>' ),
		'consent' => cli_page( 'consent', 'Consent', '<p>A page with Complianz.</p>' ),
		'builder' => cli_page( 'builder', 'Builder', '[vc_accordion_demo]' ),
		'home'    => cli_page( 'home', 'Home', "[contact-form-7 id=\"123\"]\n\n[playlist ids=\"$one,$two\"]\n\n[vc_accordion_demo]" ),
		// Every feature on one page (the Boxzilla and Complianz stand-ins print theirs here too).
		'everything' => cli_page( 'everything', 'Everything', "$media_page\n\n[contact-form-7 id=\"123\"]\n\n[newsletter_form]\n\n"
			. "<p><a href=\"#boxzilla-7\">Open the offer</a></p>\n\n[vc_accordion_demo]" ),
	);
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $pages['home'] );
	echo wp_json_encode( $pages );
}

switch ( $command ) {
	case 'seed':
		cli_seed( $args[0] );
		break;
	case 'seed-matrix':
		require __DIR__ . '/matrix/seed.php';
		airlift_matrix_seed( $args[0] );
		break;
	case 'setup-matrix':
		require __DIR__ . '/matrix/seed.php';
		airlift_matrix_setup( $args[0], $args[1] );
		break;
	case 'activate':
		cli_check( activate_plugin( $args[0] ), "activate {$args[0]}" );
		break;
	case 'deactivate':
		deactivate_plugins( $args[0] );
		break;
	case 'uninstall':
		uninstall_plugin( $args[0] );
		break;
	case 'option-set':
		update_option( $args[0], json_decode( $args[1], true ) );
		break;
	case 'option-get':
		echo wp_json_encode( get_option( $args[0], null ) );
		break;
	case 'option-delete':
		delete_option( $args[0] );
		break;
	case 'options-like':
		global $wpdb;
		echo wp_json_encode( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $args[0] ) ) );
		break;
	case 'health':
		echo wp_json_encode( airlift_site_health_test() );
		break;
	default:
		cli_fail( "unknown command $command" );
}
