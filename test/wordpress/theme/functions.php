<?php
add_action( 'after_setup_theme', function () {
	add_theme_support( 'title-tag' );
	add_theme_support( 'html5', array( 'script', 'style', 'gallery', 'caption' ) );
} );
add_action( 'wp_enqueue_scripts', function () {
	wp_enqueue_style( 'airlift-classic', get_stylesheet_uri(), array(), '1.0' );
} );
