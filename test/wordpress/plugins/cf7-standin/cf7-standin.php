<?php
/**
 * Plugin Name: Contact Form 7 (stand-in for airlift tests)
 * Description: Registers Contact Form 7's handles (contact-form-7, swv) and `wpcf7` as CF7 6.x does, prints its form markup for [contact-form-7 id="123"], and answers its REST routes.
 */

add_action( 'wp_enqueue_scripts', function () {
	standin_register_script( 'swv' );
	standin_register_script( 'contact-form-7', array( 'swv' ) );
	$config = array( 'api' => array( 'root' => sanitize_url( get_rest_url() ), 'namespace' => 'contact-form-7/v1' ) );
	// A site whose configuration lacks the REST root (older CF7, a cache that dropped it).
	if ( get_option( 'standin_cf7_no_api' ) ) {
		$config = array( 'cached' => '0' );
	}
	wp_localize_script( 'contact-form-7', 'wpcf7', $config );
	wp_enqueue_script( 'contact-form-7' );
} );

add_shortcode( 'contact-form-7', function ( $atts ) {
	$id   = (int) ( $atts['id'] ?? 0 );
	$post = (int) get_the_ID();
	$unit = "wpcf7-f{$id}-p{$post}-o1";
	ob_start();
	?>
<div class="wpcf7 no-js" id="<?php echo esc_attr( $unit ); ?>" lang="en-US" dir="ltr" data-wpcf7-id="<?php echo $id; ?>">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
<form action="<?php echo esc_url( get_permalink() ); ?>#<?php echo esc_attr( $unit ); ?>" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">
<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="<?php echo $id; ?>"><input type="hidden" name="_wpcf7_version" value="6.1"><input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="<?php echo esc_attr( $unit ); ?>"><input type="hidden" name="_wpcf7_container_post" value="<?php echo $post; ?>"><input type="hidden" name="_wpcf7_posted_data_hash" value=""></fieldset>
<p><label>Your name <span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name"></span></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send"></p>
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>
	<?php
	return str_replace( array( "\n", "\r" ), '', ob_get_clean() );
} );

add_action( 'rest_api_init', function () {
	register_rest_route( 'contact-form-7/v1', '/contact-forms/(?P<id>\d+)/feedback/schema', array(
		'methods'             => 'GET',
		'permission_callback' => '__return_true',
		'callback'            => function () {
			return array(
				'version' => 'Contact Form 7 SWV Schema 2024-10',
				'locale'  => 'en_US',
				'rules'   => array( array( 'rule' => 'required', 'field' => 'your-name', 'error' => 'Please fill out this field.' ) ),
			);
		},
	) );
	register_rest_route( 'contact-form-7/v1', '/contact-forms/(?P<id>\d+)/feedback', array(
		'methods'             => 'POST',
		'permission_callback' => '__return_true',
		'callback'            => function ( $request ) {
			$unit = (string) $request->get_param( '_wpcf7_unit_tag' );
			$name = (string) $request->get_param( 'your-name' );
			update_option( 'standin_cf7_last_name', $name );
			return array(
				'contact_form_id'   => (int) $request['id'],
				'status'            => 'mail_sent',
				'message'           => 'Thank you for your message. It has been sent.',
				'posted_data_hash'  => md5( $name ),
				'into'              => '#' . $unit,
				'invalid_fields'    => array(),
			);
		},
	) );
} );
