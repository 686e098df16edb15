<?php
/**
 * The replaced scripts leave the page, and what they carried stays: each one's configuration
 * (`wp_localize_script` data such as `wpcf7`, `complianz`, `boxzilla_options`, `_wpmejsSettings`)
 * and its `before` and `after` inline scripts print with airlift's tag, in WordPress's order.
 *
 * This runs wherever WordPress prints scripts: in <head> (before `print_head_scripts`) and in the
 * footer (before `print_footer_scripts`), where shortcodes' scripts arrive: `[playlist]`,
 * `[audio]` and `[video]` enqueue theirs while the content renders, after <head> is printed.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/**
 * The handles that printing `$roots` prints, dependencies first, as WordPress orders them.
 *
 * @param WP_Scripts $scripts The page's scripts.
 * @param string[]   $roots   Handles asked for.
 * @return string[]
 */
function airlift_dependency_order( $scripts, $roots ) {
	$order    = array();
	$visiting = array();
	$visit    = static function ( $handle ) use ( &$visit, &$order, &$visiting, $scripts ) {
		if ( isset( $order[ $handle ] ) || isset( $visiting[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			return;
		}
		$visiting[ $handle ] = true;
		foreach ( (array) $scripts->registered[ $handle ]->deps as $dependency ) {
			$visit( $dependency );
		}
		$order[ $handle ] = true;
	};
	foreach ( $roots as $root ) {
		$visit( $root );
	}
	return array_keys( $order );
}

/**
 * The code WordPress prints with a handle: its data and `before` scripts, then its `after` ones.
 *
 * @param WP_Scripts $scripts The page's scripts.
 * @param string     $handle  A registered handle.
 * @return array{before: string[], after: string[]}
 */
function airlift_inline_parts( $scripts, $handle ) {
	$code = static function ( $parts ) {
		return array_values( array_filter( (array) $parts, static function ( $part ) {
			return is_string( $part ) && '' !== trim( $part );
		} ) );
	};
	return array(
		'before' => $code( array_merge( array( $scripts->get_data( $handle, 'data' ) ), (array) $scripts->get_data( $handle, 'before' ) ) ),
		'after'  => $code( $scripts->get_data( $handle, 'after' ) ),
	);
}

/**
 * Takes the replaced scripts, and the libraries nothing else needs, out of the queue.
 *
 * A replaced script that a script airlift does not replace depends on stays (and with it what it
 * needs, and the other scripts of its plugin on the page): Site Health lists it.
 *
 * @return array<string, array{before: string[], after: string[]}> What each one carried, in print order.
 */
function airlift_take_over() {
	$scripts = wp_scripts();
	$dropped = array_merge( airlift_replaced_handles(), airlift_library_handles() );
	$queue   = array_values( array_diff( $scripts->queue, array( 'airlift' ) ) );
	$needed  = airlift_dependency_order( $scripts, array_diff( $queue, $dropped ) );
	// A plugin's scripts stay together: where a script that stays needs one of them, the others
	// on the page stay with it. MediaElement kept for a MediaElement plugin without WordPress's
	// wp-mediaelement and wp-playlist would start no player, and airlift stands down beside it.
	foreach ( airlift_feature_groups() as $group ) {
		if ( array_intersect( $group['handles'], $needed ) ) {
			$needed = array_values( array_unique( array_merge( $needed, airlift_dependency_order( $scripts, array_intersect( $queue, $group['handles'] ) ) ) ) );
		}
	}
	$carried = array();
	foreach ( airlift_dependency_order( $scripts, $queue ) as $handle ) {
		if ( in_array( $handle, $dropped, true ) && ! in_array( $handle, $needed, true ) && ! in_array( $handle, $scripts->done, true ) ) {
			$carried[ $handle ] = airlift_inline_parts( $scripts, $handle );
		}
	}
	foreach ( $queue as $handle ) {
		if ( in_array( $handle, $dropped, true ) && ! in_array( $handle, $needed, true ) ) {
			$scripts->dequeue( $handle );
		}
	}
	// jQuery would have printed here: the page's inline code may still call it (inline-jquery.php).
	if ( in_array( 'jquery-core', airlift_dependency_order( $scripts, $queue ), true ) && ! in_array( 'jquery-core', $needed, true ) ) {
		$GLOBALS['airlift_took_jquery'] = true;
	}
	return $carried;
}

/** Whether airlift's tag is on this page (enqueued, or printed already). */
function airlift_is_on_page() {
	return wp_script_is( 'airlift', 'enqueued' ) || wp_script_is( 'airlift', 'done' );
}

/** Where WordPress prints scripts (<head>, the footer): the replaced ones give way to airlift. */
function airlift_take_over_scripts() {
	if ( airlift_is_on_page() ) {
		$carried = airlift_take_over();
		// Carried first: an `after` script it gives airlift's tag decides how the consent packs print.
		airlift_carry( $carried );
		airlift_preload_consent( $carried );
		airlift_page_packs( $carried );
	}
}

/**
 * Prints what the replaced scripts carried: with airlift's tag while it has yet to print, else at
 * once (in the footer, before the scripts there; airlift, deferred, runs after them).
 *
 * @param array<string, array{before: string[], after: string[]}> $carried Handle → code.
 */
function airlift_carry( $carried ) {
	$pending = ! wp_script_is( 'airlift', 'done' );
	foreach ( $carried as $handle => $parts ) {
		foreach ( array( 'before', 'after' ) as $position ) {
			foreach ( $parts[ $position ] as $index => $code ) {
				if ( $pending ) {
					wp_add_inline_script( 'airlift', $code, $position );
					continue;
				}
				$id = sprintf( 'airlift-%s-js-%s%s', $handle, $position, $index ? '-' . $index : '' );
				// Kept out of the optimisers' deferral and delay, as airlift's own tags (optimisers.php).
				wp_print_inline_script_tag( $code, array_merge( airlift_optimiser_attribute_array(), array( 'id' => $id ) ) );
			}
		}
	}
}
