<?php
/**
 * Plugin Name: Boxzilla (stand-in for airlift tests)
 * Description: Registers Boxzilla's `boxzilla` handle with `boxzilla_options` and its preload stub on every page, as Boxzilla does; the box itself is on the pages whose slugs are `boxes` and `everything`, opened from a link (with `?box-trigger=1`, also at 90% of the page).
 *
 * It stands for the generation before 3.3: the options through wp_localize_script (`testMode` a
 * string), and no stylesheet (that script injected its layout rules). How airlift's layout part
 * pack follows Boxzilla's stylesheet is tested with the real releases, 3.2.27 and 3.4.11
 * (test/wordpress/matrix/boxes.test.ts).
 */

add_action( 'wp_enqueue_scripts', function () {
	standin_register_script( 'boxzilla' );
	$boxes = array();
	if ( is_page( array( 'boxes', 'everything' ) ) ) {
		$boxes[] = array(
			'id' => 7, 'icon' => '&times;', 'content' => '', 'css' => array( 'background_color' => '#fff8e1', 'width' => 360, 'position' => 'bottom-right' ),
			'trigger' => isset( $_GET['box-trigger'] ) ? array( 'method' => 'percentage', 'value' => '90' ) : false, 'animation' => 'fade', 'cookie' => array( 'triggered' => 0, 'dismissed' => 0 ), 'rehide' => false,
			'position' => 'bottom-right', 'closable' => true, 'post' => array( 'id' => 7, 'title' => 'Offer', 'slug' => 'offer' ), 'screenWidthCondition' => null,
		);
	}
	wp_localize_script( 'boxzilla', 'boxzilla_options', array( 'testMode' => '', 'boxes' => $boxes ) );
	wp_add_inline_script( 'boxzilla', "window.boxzilla_queue = []; window.Boxzilla = {}; ['on','off','toggle','show','hide','dismiss'].forEach(function (m) { window.Boxzilla[m] = function () { window.boxzilla_queue.push([m, arguments]); }; }); window.Boxzilla.on('box.show', function (box) { window.standinBoxShown = box.id; });", 'before' );
	wp_enqueue_script( 'boxzilla' );
} );

add_action( 'wp_footer', function () {
	if ( is_page( array( 'boxes', 'everything' ) ) ) {
		echo '<div style="display: none;"><div id="boxzilla-box-7-content"><p>A box from the stand-in Boxzilla.</p></div></div>';
	}
} );
