<?php
/**
 * Plugin Name: WPBakery (stand-in for airlift tests)
 * Description: Registers WPBakery's `js_composer_front` handle (jQuery-based) and enqueues it while [vc_accordion_demo] renders, as WPBakery's shortcodes do: after <head> is printed.
 */

add_action( 'wp_enqueue_scripts', function () {
	standin_register_script( 'js_composer_front', array( 'jquery' ) );
} );

add_shortcode( 'vc_accordion_demo', function () {
	wp_enqueue_script( 'js_composer_front' );
	return '<div class="vc_tta-container" data-vc-action="collapse"><div class="vc_general vc_tta vc_tta-accordion vc_tta-color-grey vc_tta-style-classic">'
		. '<div class="vc_tta-panels-container"><div class="vc_tta-panels">'
		. '<div class="vc_tta-panel vc_active" id="faq-stream" data-vc-content=".vc_tta-panel-body"><div class="vc_tta-panel-heading"><h4 class="vc_tta-panel-title"><a href="#faq-stream" data-vc-accordion data-vc-container=".vc_tta-container"><span class="vc_tta-title-text">How do I listen?</span></a></h4></div><div class="vc_tta-panel-body"><p>Press play.</p></div></div>'
		. '<div class="vc_tta-panel" id="faq-apps" data-vc-content=".vc_tta-panel-body"><div class="vc_tta-panel-heading"><h4 class="vc_tta-panel-title"><a href="#faq-apps" data-vc-accordion data-vc-container=".vc_tta-container"><span class="vc_tta-title-text">Is there an app?</span></a></h4></div><div class="vc_tta-panel-body"><p>Yes.</p></div></div>'
		. '</div></div></div></div>';
} );
