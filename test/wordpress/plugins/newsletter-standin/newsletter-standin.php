<?php
/**
 * Plugin Name: Newsletter (stand-in for airlift tests)
 * Description: Registers the Newsletter plugin's `newsletter` handle with `newsletter_data`, and its ajax subscription form for [newsletter_form].
 */

add_action( 'wp_enqueue_scripts', function () {
	standin_register_script( 'newsletter' );
	wp_localize_script( 'newsletter', 'newsletter_data', array( 'action_url' => admin_url( 'admin-ajax.php' ) ) );
	wp_enqueue_script( 'newsletter' );
} );

add_shortcode( 'newsletter_form', function () {
	return '<div class="tnp tnp-subscription"><form method="post" action="' . esc_url( home_url( '/?na=s' ) ) . '" class="tnp-ajax">'
		. '<div class="tnp-field tnp-field-email"><label for="tnp-email">Email</label><input class="tnp-email" id="tnp-email" type="email" name="ne" required></div>'
		. '<input class="tnp-submit" type="submit" value="Subscribe"></form></div>';
} );
