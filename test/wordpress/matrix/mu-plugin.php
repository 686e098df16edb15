<?php
/**
 * Plugin Name: airlift matrix (test site only)
 * Description: What the side-by-side matrix tests need on their WordPress: each part in a function of its own.
 *
 * A must-use plugin: copy it to wp-content/mu-plugins/.
 */

/*
 * Outgoing mail: captured, never sent. Each mail is appended as one JSON line
 * ({"to","subject","message","headers"}) to wp-content/matrix-mails.jsonl; returning true tells
 * wp_mail() (WordPress 5.7+) that the mail went out, so the plugins report success.
 */
function airlift_matrix_capture_mail( $return, $atts ) {
	$mail = array(
		'to'      => $atts['to'],
		'subject' => $atts['subject'],
		'message' => $atts['message'],
		'headers' => $atts['headers'],
	);
	file_put_contents( WP_CONTENT_DIR . '/matrix-mails.jsonl', wp_json_encode( $mail ) . "\n", FILE_APPEND | LOCK_EX );
	return true;
}
add_filter( 'pre_wp_mail', 'airlift_matrix_capture_mail', 10, 2 );

/*
 * Contact Form 7: a server-only rule, as site owners add them. The name "Blocked" is refused
 * (the field's tip shows the message); nothing in the browser knows this rule.
 */
function airlift_matrix_cf7_refuse_blocked_name( $result, $tag ) {
	if ( 'your-name' === $tag->name ) {
		$name = isset( $_POST['your-name'] ) ? trim( wp_unslash( (string) $_POST['your-name'] ) ) : '';
		if ( 0 === strcasecmp( $name, 'Blocked' ) ) {
			$result->invalidate( $tag, 'This name is not accepted here.' );
		}
	}
	return $result;
}
add_filter( 'wpcf7_validate_text*', 'airlift_matrix_cf7_refuse_blocked_name', 20, 2 );

/*
 * With ?cmplz-twitter=1: Complianz's Twitter integration, as on a site whose wizard says it embeds
 * tweets. Complianz then loads its own integrations/services/twitter.php, which adds an `after`
 * script to its banner's handle (code that runs at once): airlift's plugin carries it, and its tag
 * then runs as the parser reaches it rather than deferred.
 */
function airlift_matrix_complianz_twitter( $options ) {
	if ( empty( $_GET['cmplz-twitter'] ) || ! is_array( $options ) ) {
		return $options;
	}
	$options['uses_social_media']   = 'yes';
	$options['socialmedia_on_site'] = array( 'twitter' );
	return $options;
}
add_filter( 'option_cmplz_options', 'airlift_matrix_complianz_twitter' );
