<?php
/**
 * Seeds a cell of the WordPress matrix (cells.mjs) as a site owner would set it up: WordPress
 * installed, the cell's theme, the real plugins activated and configured through their own PHP
 * (setup-*.php), airlift installed from its zip and activated, and pages in the markup the cell's
 * WordPress writes: blocks on 7.1 (a block theme), shortcodes on 6.1 (a classic theme).
 * Prints the pages' ids and what the tests need to know as JSON.
 *
 * Run by cli.php in two requests, as a site owner works: `seed-matrix <cell>` installs WordPress
 * and activates the plugins; `setup-matrix <cell> <media folder>` then runs with every plugin
 * loaded as on any later request (their `init` has run) and sets them up.
 */

require_once __DIR__ . '/setup-cf7.php';
require_once __DIR__ . '/setup-boxzilla.php';
require_once __DIR__ . '/setup-complianz.php';

/** The YouTube video every cell embeds (its oEmbed answered by mu-oembed.php). */
const AIRLIFT_MATRIX_YOUTUBE = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

/** A shortcode as the cell writes it: a Shortcode block on 7.1, the bare shortcode on 6.1. */
function airlift_matrix_shortcode( $blocks, $shortcode ) {
	return $blocks ? "<!-- wp:shortcode -->\n$shortcode\n<!-- /wp:shortcode -->" : $shortcode;
}

/** A paragraph as the cell writes it. */
function airlift_matrix_paragraph( $blocks, $html ) {
	return $blocks ? "<!-- wp:paragraph -->\n<p>$html</p>\n<!-- /wp:paragraph -->" : "<p>$html</p>";
}

/** The YouTube embed: the Embed block on 7.1, the URL on a line of its own (auto-embed) on 6.1. */
function airlift_matrix_youtube( $blocks ) {
	$url = AIRLIFT_MATRIX_YOUTUBE;
	if ( ! $blocks ) {
		return "\n$url\n";
	}
	return '<!-- wp:embed {"url":"' . $url . '","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} -->' . "\n"
		. '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">' . "\n$url\n" . '</div></figure>' . "\n<!-- /wp:embed -->";
}

/** The core Audio and Video blocks, as the block editor saves them. */
function airlift_matrix_media_blocks( $audio_id, $video_id ) {
	$audio = esc_url( wp_get_attachment_url( $audio_id ) );
	$video = esc_url( wp_get_attachment_url( $video_id ) );
	return "<!-- wp:audio {\"id\":$audio_id} -->\n<figure class=\"wp-block-audio\"><audio controls src=\"$audio\"></audio><figcaption class=\"wp-element-caption\">An audio block</figcaption></figure>\n<!-- /wp:audio -->\n\n"
		. "<!-- wp:video {\"id\":$video_id} -->\n<figure class=\"wp-block-video\"><video controls src=\"$video\"></video><figcaption class=\"wp-element-caption\">A video block</figcaption></figure>\n<!-- /wp:video -->";
}

/** The first request: WordPress installed, the theme, the plugins and airlift (from its zip) activated. */
function airlift_matrix_seed( $cell ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/file.php';
	wp_install( 'airlift matrix ' . $cell, 'admin', 'admin@example.test', false, '', 'airlift-test-password' );
	update_option( 'permalink_structure', '' );
	switch_theme( 'wp-7.1' === $cell ? 'twentytwentyfive' : 'twentytwentyone' );
	wp_set_current_user( 1 );
	// airlift, as a site owner installs it: from the zip `npm run package` writes.
	WP_Filesystem();
	cli_check( unzip_file( AIRLIFT_TEST_ZIP, WP_PLUGIN_DIR ), 'unzip airlift.zip' );
	foreach ( array( 'contact-form-7/wp-contact-form-7.php', 'boxzilla/boxzilla.php', 'complianz-gdpr/complianz-gpdr.php', 'airlift/airlift.php' ) as $plugin ) {
		cli_check( activate_plugin( $plugin ), "activate $plugin" );
	}
}

/** The second request, every plugin loaded: the plugins set up, media and pages. */
function airlift_matrix_setup( $cell, $media ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	$blocks = 'wp-7.1' === $cell;
	// The site owner writes the pages: their embeds and iframes are kept (unfiltered_html).
	wp_set_current_user( 1 );
	$form  = airlift_matrix_setup_cf7();
	$boxes = airlift_matrix_setup_boxzilla();
	airlift_matrix_setup_complianz();

	$one  = cli_attachment( $media, 'one.mp3', 'Morning Theme', 'audio/mpeg' );
	$two  = cli_attachment( $media, 'two.mp3', 'Evening Theme', 'audio/mpeg' );
	$clip = cli_attachment( $media, 'clip.mp4', 'Studio Clip', 'video/mp4' );

	$shortcodes = array(
		"[playlist ids=\"$one,$two\"]",
		"[playlist type=\"video\" ids=\"$clip\"]",
		'[audio src="' . wp_get_attachment_url( $one ) . '"]',
		'[video src="' . wp_get_attachment_url( $clip ) . '"]',
	);
	$media_page = implode( "\n\n", array_map( function ( $shortcode ) use ( $blocks ) {
		return airlift_matrix_shortcode( $blocks, $shortcode );
	}, $shortcodes ) );
	if ( $blocks ) {
		$media_page .= "\n\n" . airlift_matrix_media_blocks( $two, $clip );
	}
	$pages = array(
		'media'   => cli_page( 'media', 'Media', $media_page ),
		'forms'   => cli_page( 'forms', 'Contact', airlift_matrix_paragraph( $blocks, 'Write to the studio.' ) . "\n\n" . airlift_matrix_shortcode( $blocks, $form['shortcode'] ) ),
		'boxes'   => cli_page( 'boxes', 'Boxes', $boxes['content'] ),
		'consent' => cli_page( 'consent', 'Consent', airlift_matrix_paragraph( $blocks, 'A video from YouTube:' ) . "\n\n" . airlift_matrix_youtube( $blocks ) . "\n\n" . airlift_matrix_paragraph( $blocks, 'Text after the video.' ) ),
		'about'   => cli_page( 'about', 'About', airlift_matrix_paragraph( $blocks, 'A page with nothing airlift replaces but the consent banner.' ) ),
		// The media pack's part packs the plugin prints: a [video] of a YouTube address (video-sites)
		// and a [video] of a file with a captions track (captions).
		'media-parts' => cli_page( 'media-parts', 'Media parts', implode( "\n\n", array(
			// Closed: WordPress reads an open [video] up to the next [/video] as one.
			airlift_matrix_shortcode( $blocks, '[video src="' . AIRLIFT_MATRIX_YOUTUBE . '"][/video]' ),
			airlift_matrix_shortcode( $blocks, '[video src="' . wp_get_attachment_url( $clip ) . '"]<track kind="captions" srclang="en" label="English" src="' . home_url( '/captions-en.vtt' ) . '">[/video]' ),
		) ) ),
	);
	// Every feature on one page, for the benchmark (bench/real-pages.mjs): the media, the form,
	// the boxes' page and the YouTube embed. The boxes load on it too: saved again, as the site
	// owner would, with their rule "if page is boxes, everything" (the same boxes and ids).
	$pages['everything'] = cli_page( 'everything', 'Everything', implode( "\n\n", array(
		$media_page,
		airlift_matrix_shortcode( $blocks, $form['shortcode'] ),
		$boxes['content'],
		airlift_matrix_youtube( $blocks ),
	) ) );
	airlift_matrix_setup_boxzilla( 'boxes,everything' );
	echo wp_json_encode( array( 'pages' => $pages, 'form' => $form, 'boxes' => $boxes['ids'] ) );
}
