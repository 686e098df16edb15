<?php
/**
 * Plugin Name: Complianz (stand-in for airlift tests)
 * Description: On the pages whose slugs are `consent` and `everything`, registers Complianz's `cmplz-cookiebanner` handle with the `complianz` configuration (geo-ip on with ?geoip=1; with ?integration=1 an integration's `after` script), and prints its banner, the stylesheet rule that hides it and the body marker its cookie blocker adds.
 */

add_action( 'wp_enqueue_scripts', function () {
	if ( ! is_page( array( 'consent', 'everything' ) ) ) {
		return;
	}
	standin_register_script( 'cmplz-cookiebanner' );
	wp_localize_script( 'cmplz-cookiebanner', 'complianz', array(
		'prefix' => 'cmplz_', 'user_banner_id' => '1', 'set_cookies' => array(), 'block_ajax_content' => '', 'banner_version' => '22',
		'version' => '7.2.0', 'store_consent' => '', 'do_not_track_enabled' => '', 'consenttype' => 'optin', 'region' => 'eu',
		// ?geoip=1: the consent type is decided in the browser, from Complianz's geo-ip reply.
		'geoip' => empty( $_GET['geoip'] ) ? '' : '1', 'dismiss_timeout' => '', 'disable_cookiebanner' => '', 'soft_cookiewall' => '', 'dismiss_on_scroll' => '',
		'cookie_expiry' => '365', 'url' => get_rest_url( null, 'complianz/v1/' ), 'locale' => 'lang=en&locale=en_US',
		'set_cookies_on_root' => '', 'cookie_domain' => '', 'current_policy_id' => '14', 'cookie_path' => '/',
		'categories' => array( 'statistics' => 'statistics', 'marketing' => 'marketing' ), 'tcf_active' => '',
		'placeholdertext' => 'Click to accept {category} cookies and enable this content',
		// Complianz generates it into uploads/complianz/css/; the stand-in ships banner-1-optin.css.
		'css_file' => plugins_url( 'banner-{banner_id}-{type}.css', __FILE__ ) . '?v=22',
		'page_links' => array(), 'tm_categories' => '', 'forceEnableStats' => '', 'preview' => '', 'clean_cookies' => '',
		'aria_label' => 'Click to accept {category} cookies and enable this content',
	) );
	wp_enqueue_script( 'cmplz-cookiebanner' );
	// ?integration=1: an `after` script on the banner's handle, as Complianz's integrations add
	// (Burst, Twitter, …): code that runs at once and listens for DOMContentLoaded.
	if ( ! empty( $_GET['integration'] ) ) {
		wp_add_inline_script( 'cmplz-cookiebanner', "document.addEventListener('DOMContentLoaded', function () { window.cmplzAtReady = typeof cmplz_has_consent === 'function' ? cmplz_has_consent('marketing') : 'none'; });" );
	}
} );

// Complianz's cookie blocker marks <body> (it rewrites the page's HTML).
add_action( 'template_redirect', function () {
	if ( is_page( array( 'consent', 'everything' ) ) ) {
		ob_start( function ( $html ) {
			return preg_replace( '/<body /', '<body data-cmplz=1 ', $html, 1 );
		} );
	}
} );

// Complianz's stylesheet hides the banner until its script shows it.
add_action( 'wp_enqueue_scripts', function () {
	if ( is_page( array( 'consent', 'everything' ) ) ) {
		wp_register_style( 'cmplz-general', false );
		wp_enqueue_style( 'cmplz-general' );
		wp_add_inline_style( 'cmplz-general', '.cmplz-hidden{display:none!important}' );
	}
} );

// The banner Complianz renders in the footer.
add_action( 'wp_footer', function () {
	if ( ! is_page( array( 'consent', 'everything' ) ) ) {
		return;
	}
	?>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
<div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div><div class="cmplz-close" tabindex="0" role="button" aria-label="Close dialog">×</div></div>
<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">We use cookies to optimise our website and our service.</div>
<div class="cmplz-categories">
<details class="cmplz-category cmplz-functional"><summary><span class="cmplz-category-header"><span class="cmplz-category-title">Functional</span><span class="cmplz-always-active"><input type="checkbox" id="cmplz-functional-optin" data-category="cmplz_functional" class="cmplz-consent-checkbox cmplz-functional" value="1" checked disabled></span></span></summary></details>
<details class="cmplz-category cmplz-statistics"><summary><span class="cmplz-category-title">Statistics</span><input type="checkbox" id="cmplz-statistics-optin" data-category="cmplz_statistics" class="cmplz-consent-checkbox cmplz-statistics" value="1"><label class="cmplz-label" for="cmplz-statistics-optin" tabindex="0"><span class="screen-reader-text">Statistics</span></label></summary></details>
<details class="cmplz-category cmplz-marketing"><summary><span class="cmplz-category-title">Marketing</span><input type="checkbox" id="cmplz-marketing-optin" data-category="cmplz_marketing" class="cmplz-consent-checkbox cmplz-marketing" value="1"><label class="cmplz-label" for="cmplz-marketing-optin" tabindex="0"><span class="screen-reader-text">Marketing</span></label></summary></details>
</div></div>
<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accept</button><button class="cmplz-btn cmplz-deny">Deny</button><button class="cmplz-btn cmplz-view-preferences">View preferences</button><button class="cmplz-btn cmplz-save-preferences">Save preferences</button></div>
</div></div>
<div id="cmplz-manage-consent" data-nosnippet="true"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-1">Manage consent</button></div>
	<?php
} );
