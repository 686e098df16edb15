<?php
/**
 * The side-by-side matrix's Contact Form 7 form, set up through CF7's own API as a site owner
 * would in Contact > Add New: the usual fields (name, email, subject, message, a consent box),
 * mail to the site's admin. Works with CF7 5.7.x (shortcode `[contact-form-7 id="<post ID>" …]`)
 * and 5.8+/6.x (shortcode `[contact-form-7 id="<hash>" …]`): the shortcode comes from CF7 itself.
 *
 * The server-only validation rule (a name "Blocked" is refused) and the mail capture live in
 * mu-plugin.php, which must be installed as a must-use plugin for them to apply.
 *
 * Run inside WordPress (wp-load.php loaded), after activate_plugin( 'contact-form-7/wp-contact-form-7.php' ).
 */

/** The form's title: also how a second call finds the form the first one made. */
const AIRLIFT_MATRIX_CF7_TITLE = 'Matrix contact form';

/**
 * Creates (or updates) the form; returns array( 'id' => post ID, 'shortcode' => what to put in a page ).
 */
function airlift_matrix_setup_cf7() {
	if ( ! class_exists( 'WPCF7_ContactForm' ) || ! function_exists( 'wpcf7_save_contact_form' ) ) {
		throw new RuntimeException( 'Contact Form 7 is not active' );
	}
	wp_set_current_user( 1 );

	$form = implode( "\n", array(
		'<label> Your name',
		'    [text* your-name autocomplete:name] </label>',
		'',
		'<label> Your email',
		'    [email* your-email autocomplete:email] </label>',
		'',
		'<label> Subject',
		'    [text your-subject] </label>',
		'',
		'<label> Your message (optional)',
		'    [textarea your-message] </label>',
		'',
		'[acceptance your-consent] I agree that my data is stored to answer me. [/acceptance]',
		'',
		'[submit "Submit"]',
	) );

	// CF7's default mail (subject "[_site_title] "[your-subject]"", body with the fields), to the admin.
	$mail              = WPCF7_ContactFormTemplate::get_default( 'mail' );
	$mail['recipient'] = '[_site_admin_email]';

	$existing = WPCF7_ContactForm::find( array( 'title' => AIRLIFT_MATRIX_CF7_TITLE, 'posts_per_page' => 1 ) );

	$saved = wpcf7_save_contact_form( array(
		'id'       => $existing ? $existing[0]->id() : -1,
		'title'    => AIRLIFT_MATRIX_CF7_TITLE,
		'locale'   => 'en_US',
		'form'     => $form,
		'mail'     => $mail,
		'messages' => WPCF7_ContactFormTemplate::get_default( 'messages' ),
	) );
	if ( ! $saved || ! $saved->id() ) {
		throw new RuntimeException( 'Contact Form 7 did not save the form' );
	}

	// Loaded again: a form made by save() knows its hash (CF7 5.8+) only once read back.
	$contact_form = wpcf7_contact_form( $saved->id() );

	return array(
		'id'        => $contact_form->id(),
		'shortcode' => $contact_form->shortcode(),
	);
}
