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
		airlift_preload_consent( $carried );
		airlift_carry( $carried );
		airlift_page_packs( $carried );
	}
}

/**
 * Each feature's packs in the order they run (the packs it needs, then its own), as the build
 * wrote them from the features' definitions.
 *
 * @return array<string, string[]> Feature name → pack names.
 */
function airlift_feature_packs() {
	$map = json_decode( '{"accordion":["schema","builder"],"autoembed":["schema","widgets"],"bgimage":["schema","widgets"],"cf7":["schema","forms"],"class-switch":["schema","widgets"],"collapsible":["schema","widgets"],"consent":["schema","consent"],"countdown":["schema","widgets"],"drawer":["navigation"],"expandable":["schema","widgets"],"hoverbox":["schema","builder"],"masonry":["masonry"],"media":["ui","schema","media"],"newsletter":["schema","newsletter"],"popups":["schema","popups"],"popupwindow":["schema","widgets"],"radio":["ui","schema","radio"],"reveal":["schema","builder"],"schedule-refresh":["schedule-refresh"],"schedule-tabs":["schema","widgets"],"scroll-top":["schema","widgets"],"share":["schema","widgets"],"show-dropdown":["schema","widgets"],"sidenav":["navigation"],"slider":["schema","widgets"],"tabs":["schema","builder"],"tooltip":["schema","widgets"],"wp-util":["wp-util"]}', true );
	return is_array( $map ) ? $map : array();
}

/**
 * The packs `$features` need, in the order they run, each once. A feature whose own pack also
 * holds features no group replaces (the theme's widgets, with WPBakery's backgrounds) is left to
 * airlift's discovery: only the page's markup tells whether that pack is needed.
 *
 * @param string[] $features Feature names.
 * @return string[]
 */
function airlift_packs_for( $features ) {
	$map     = airlift_feature_packs();
	$grouped = array();
	foreach ( airlift_feature_groups() as $group ) {
		$grouped = array_merge( $grouped, $group['features'] );
	}
	$packs = array();
	foreach ( $features as $feature ) {
		$list = isset( $map[ $feature ] ) ? array_values( array_filter( (array) $map[ $feature ], 'is_string' ) ) : array();
		if ( ! $list ) {
			continue;
		}
		$own = end( $list );
		foreach ( $map as $other => $other_list ) {
			if ( is_array( $other_list ) && end( $other_list ) === $own && ! in_array( $other, $grouped, true ) ) {
				continue 2;
			}
		}
		foreach ( $list as $pack ) {
			if ( 1 === preg_match( '/^[a-z0-9-]+$/', $pack ) ) {
				$packs[] = $pack;
			}
		}
	}
	return array_values( array_unique( $packs ) );
}

/** The consent pack and the packs it needs, in the order they run. */
function airlift_consent_packs() {
	return airlift_packs_for( array( 'consent' ) );
}

/**
 * `do_shortcode_tag`: notes a shortcode of a group that enqueues its script on every page
 * (Contact Form 7's form, the Newsletter's): the page has that group's markup. The output is
 * left as it is.
 *
 * @param mixed  $output The shortcode's HTML.
 * @param string $tag    The shortcode's name.
 * @return mixed
 */
function airlift_note_shortcode( $output, $tag ) {
	foreach ( airlift_feature_groups() as $key => $group ) {
		if ( isset( $group['shortcodes'] ) && in_array( $tag, $group['shortcodes'], true ) ) {
			$GLOBALS['airlift_rendered_groups'][ $key ] = true;
		}
	}
	return $output;
}

/**
 * The features this page has, as the server knows them: each group whose script airlift took
 * over on this page (so far), where that plugin enqueues it only on the pages that use it
 * (Boxzilla, WordPress's players, WPBakery, Masonry); for a plugin that enqueues its script on
 * every page (a group with `shortcodes`: Contact Form 7, the Newsletter), only where one of its
 * shortcodes rendered, and not where the configuration it carried says the page has none of its
 * markup (a group's `none`: Boxzilla's lists no box). Consent's packs print on their own
 * (airlift_preload_consent).
 *
 * @return string[] Feature names.
 */
function airlift_page_features() {
	$taken    = isset( $GLOBALS['airlift_taken_handles'] ) ? (array) $GLOBALS['airlift_taken_handles'] : array();
	$rendered = isset( $GLOBALS['airlift_rendered_groups'] ) ? (array) $GLOBALS['airlift_rendered_groups'] : array();
	$none     = isset( $GLOBALS['airlift_none_groups'] ) ? (array) $GLOBALS['airlift_none_groups'] : array();
	$features = array();
	foreach ( airlift_feature_groups() as $key => $group ) {
		if ( ! array_intersect( $group['handles'], $taken ) || ( isset( $group['shortcodes'] ) && empty( $rendered[ $key ] ) ) || ! empty( $none[ $key ] ) ) {
			continue;
		}
		$features = array_merge( $features, array_diff( $group['features'], array( 'consent' ) ) );
	}
	return $features;
}

/**
 * The packs of the features this page has (airlift_page_features) print deferred, after airlift's
 * tag: with it while it has yet to print, else at once (in the footer, where shortcodes enqueue
 * their scripts in a classic theme). They are fetched while the page parses, in the order they
 * run, instead of once airlift has run and found the markup; airlift's loader uses these tags.
 * A feature the server cannot see (markup printed without its shortcode) still loads its pack
 * when airlift finds it. The media pack installs MediaElement's page API (`mejs`,
 * `MediaElementPlayer`, `wp.mediaelement`) as it runs, before DOMContentLoaded, as WordPress's
 * scripts had it.
 *
 * @param array<string, mixed> $carried Handle → code of the scripts taken over here.
 */
function airlift_page_packs( $carried ) {
	$GLOBALS['airlift_taken_handles'] = array_merge( isset( $GLOBALS['airlift_taken_handles'] ) ? (array) $GLOBALS['airlift_taken_handles'] : array(), array_keys( $carried ) );
	foreach ( airlift_feature_groups() as $key => $group ) {
		foreach ( isset( $group['none'] ) ? array_intersect_key( $carried, array_flip( $group['handles'] ) ) : array() as $parts ) {
			if ( false !== strpos( implode( "\n", array_merge( $parts['before'], $parts['after'] ) ), $group['none'] ) ) {
				$GLOBALS['airlift_none_groups'][ $key ] = true;
			}
		}
	}
	$packs = airlift_packs_for( airlift_page_features() );
	if ( ! $packs ) {
		return;
	}
	if ( ! wp_script_is( 'airlift', 'done' ) ) {
		$GLOBALS['airlift_pending_packs'] = array_merge( isset( $GLOBALS['airlift_pending_packs'] ) ? (array) $GLOBALS['airlift_pending_packs'] : array(), $packs );
		return;
	}
	echo airlift_pack_tags( $packs ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in airlift_pack_tags.
}

/**
 * The deferred tag of each pack not printed yet on this page (airlift's loader waits for these
 * instead of adding its own; a pack runs once the packs it needs have).
 *
 * @param string[] $packs Pack names, in the order they run.
 */
function airlift_pack_tags( $packs ) {
	$printed = isset( $GLOBALS['airlift_printed_packs'] ) ? (array) $GLOBALS['airlift_printed_packs'] : array();
	$nonce   = airlift_nonce_attribute();
	$tags    = '';
	foreach ( array_diff( array_unique( $packs ), $printed ) as $pack ) {
		$tags     .= sprintf(
			"<script defer src=\"%s\" data-airlift-pack=\"%s\"%s></script>\n",
			esc_url( airlift_pack_url( $pack ) ),
			esc_attr( $pack ),
			$nonce
		);
		$printed[] = $pack;
	}
	$GLOBALS['airlift_printed_packs'] = $printed;
	return airlift_keep_from_optimisers( $tags );
}

/**
 * A pack's address: the one airlift's pack loader asks for (versioned, as airlift's own tag is).
 *
 * @param string $pack The pack's name (its file in packs/, without `.js`).
 */
function airlift_pack_url( $pack ) {
	return add_query_arg( 'ver', rawurlencode( AIRLIFT_VERSION ), plugins_url( 'packs/' . $pack . '.js', AIRLIFT_FILE ) );
}

/**
 * On a page whose Complianz banner script airlift replaced: the consent pack and the packs it
 * needs are fetched while the page parses, not once airlift has run. Where airlift's tag is
 * deferred (as it is unless code printed after it needs it at once), they print right after it,
 * deferred too (airlift_pending_pack_tags): they run after airlift and before DOMContentLoaded, so the
 * banner starts as the legacy script did, instead of in a task of its own after the page's other
 * packs. Otherwise they are preloaded in <head> and airlift asks for them as it runs.
 *
 * @param array<string, mixed> $carried Handle → code of the scripts taken over.
 */
function airlift_preload_consent( $carried ) {
	if ( ! isset( $carried['cmplz-cookiebanner'] ) || wp_script_is( 'airlift', 'done' ) ) {
		return;
	}
	airlift_preload_banner_stylesheet();
	if ( ! wp_scripts()->get_data( 'airlift', 'after' ) ) {
		$GLOBALS['airlift_pending_packs'] = array_merge( isset( $GLOBALS['airlift_pending_packs'] ) ? (array) $GLOBALS['airlift_pending_packs'] : array(), airlift_consent_packs() );
		return;
	}
	foreach ( airlift_consent_packs() as $pack ) {
		printf(
			"<link rel=\"preload\" as=\"script\" href=\"%s\" id=\"airlift-%s-preload\"%s>\n",
			esc_url( airlift_pack_url( $pack ) ),
			esc_attr( $pack ),
			airlift_nonce_attribute()
		);
	}
}

/**
 * The deferred tags of the packs asked for while airlift's tag had yet to print (the consent
 * pack, the media pack, and what they need), for right after it (once).
 */
function airlift_pending_pack_tags() {
	$packs                            = isset( $GLOBALS['airlift_pending_packs'] ) ? (array) $GLOBALS['airlift_pending_packs'] : array();
	$GLOBALS['airlift_pending_packs'] = array();
	return $packs ? airlift_pack_tags( $packs ) : '';
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
