<?php
/**
 * Which packs a page needs, as the server knows them: each feature's packs (the build's map, from
 * the features' definitions), which groups' markup this page has (a taken-over script, a rendered
 * shortcode, a configuration that needs a pack at load), and the part packs its shortcodes and
 * stylesheets call for. pack-tags.php prints them.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each feature's packs in the order they run (the packs it needs, then its own), as the build
 * wrote them from the features' definitions.
 *
 * @return array<string, string[]> Feature name → pack names.
 */
function airlift_feature_packs() {
	$map = json_decode( '{"accordion":["schema","builder"],"autoembed":["schema","widgets"],"bgimage":["schema","widgets"],"cf7":["forms"],"class-switch":["schema","widgets"],"collapsible":["schema","widgets"],"consent":["consent"],"countdown":["schema","widgets"],"drawer":["navigation"],"expandable":["schema","widgets"],"hoverbox":["schema","builder"],"masonry":["masonry"],"media":["ui","schema","media"],"newsletter":["schema","newsletter"],"popups":["popups"],"popupwindow":["schema","widgets"],"radio":["ui","schema","radio"],"reveal":["schema","builder"],"schedule-refresh":["schedule-refresh"],"schedule-tabs":["schema","widgets"],"scroll-top":["schema","widgets"],"share":["schema","widgets"],"show-dropdown":["schema","widgets"],"sidenav":["navigation"],"slider":["schema","widgets"],"tabs":["schema","builder"],"tooltip":["schema","widgets"],"wp-util":["wp-util"]}', true );
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
 * (Contact Form 7's form, the Newsletter's): the page has that group's markup. And a `[video]` of
 * a YouTube or Vimeo address (WordPress gives its source the type `video/youtube` or `video/vimeo`):
 * the media pack's part pack `video-sites` is needed; a `[video]` of files with a text track for
 * captions or subtitles (a `<track>` of no kind, or of one of those two: the player's menu): its
 * part pack `captions`. airlift_page_pack_names lists them after the media pack. The output is left as
 * it is.
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
	if ( 'video' === $tag && is_string( $output ) ) {
		if ( preg_match( '#<source\b[^>]*\btype="video/(?:youtube|vimeo)"#i', $output ) ) {
			$GLOBALS['airlift_part_packs']['video-sites'] = true;
		} elseif ( preg_match( '#<track\b(?![^>]*\bkind=["\']?(?:descriptions|chapters|metadata)\b)[^>]*>#i', $output ) ) {
			$GLOBALS['airlift_part_packs']['captions'] = true;
		}
	}
	return $output;
}

/**
 * The features this page has, as the server knows them: each group whose script airlift took
 * over on this page (so far), where that plugin enqueues it only on the pages that use it
 * (Boxzilla, WordPress's players, WPBakery, Masonry); for a plugin that enqueues its script on
 * every page (a group with `shortcodes`: Contact Form 7, the Newsletter), only where one of its
 * shortcodes rendered; for a group with `at_load`, only where the configuration it carried says the
 * page needs the pack as it loads (Boxzilla's lists a box with a trigger). Consent's packs print on their own
 * (airlift_preload_consent).
 *
 * @return string[] Feature names.
 */
function airlift_page_features() {
	$taken    = isset( $GLOBALS['airlift_taken_handles'] ) ? (array) $GLOBALS['airlift_taken_handles'] : array();
	$rendered = isset( $GLOBALS['airlift_rendered_groups'] ) ? (array) $GLOBALS['airlift_rendered_groups'] : array();
	$at_load  = isset( $GLOBALS['airlift_at_load_groups'] ) ? (array) $GLOBALS['airlift_at_load_groups'] : array();
	$features = array();
	foreach ( airlift_feature_groups() as $key => $group ) {
		if ( ! array_intersect( $group['handles'], $taken ) || ( isset( $group['shortcodes'] ) && empty( $rendered[ $key ] ) ) || ( isset( $group['at_load'] ) && empty( $at_load[ $key ] ) ) ) {
			continue;
		}
		$features = array_merge( $features, array_diff( $group['features'], array( 'consent' ) ) );
	}
	return $features;
}

/**
 * The packs this page needs, in the order they run: those of the features it has
 * (airlift_page_features), with what `$carried` (the scripts taken over here) adds to that; then
 * the part packs its shortcodes need (airlift_note_shortcode) after the media pack, and
 * `popups-layout` after the popups pack where Boxzilla's stylesheet is not enqueued
 * (airlift_needs_box_layout): an older Boxzilla's boxes wait for it; and the wp-util pack
 * (`wp.ajax`) where wp-util was taken off with its settings.
 *
 * @param array<string, mixed> $carried Handle → code of the scripts taken over here.
 * @return string[] Pack names.
 */
function airlift_page_pack_names( $carried ) {
	$GLOBALS['airlift_taken_handles'] = array_merge( isset( $GLOBALS['airlift_taken_handles'] ) ? (array) $GLOBALS['airlift_taken_handles'] : array(), array_keys( $carried ) );
	foreach ( airlift_feature_groups() as $key => $group ) {
		foreach ( isset( $group['at_load'] ) ? array_intersect_key( $carried, array_flip( $group['handles'] ) ) : array() as $parts ) {
			if ( false !== strpos( implode( "\n", array_merge( $parts['before'], $parts['after'] ) ), $group['at_load'] ) ) {
				$GLOBALS['airlift_at_load_groups'][ $key ] = true;
			}
		}
	}
	$packs = airlift_packs_for( airlift_page_features() );
	if ( in_array( 'media', $packs, true ) && isset( $GLOBALS['airlift_part_packs'] ) ) {
		$packs = array_merge( $packs, array_keys( array_filter( (array) $GLOBALS['airlift_part_packs'] ) ) );
	}
	if ( in_array( 'popups', $packs, true ) && airlift_needs_box_layout() ) {
		$packs[] = 'popups-layout';
	}
	// wp-util taken off (a replaced script's library): its `wp.ajax` for page code that still
	// calls it comes in the wp-util pack, before DOMContentLoaded (its calls' part comes at the first).
	if ( isset( $carried['wp-util'] ) ) {
		$packs[] = 'wp-util';
	}
	return $packs;
}

/**
 * Whether the popups pack needs its part pack `popups-layout` (Boxzilla's layout rules) on this
 * page: where Boxzilla's `boxzilla` style handle is neither enqueued nor printed. Boxzilla 3.3 and
 * later enqueue those rules as that stylesheet with their script; an older Boxzilla had its
 * script inject them and enqueues no stylesheet. The popups pack makes the same choice in the
 * browser, from the stylesheet's link (src/features/popups/stylesheet.ts): the tag printed here
 * spares it a request made only once it runs.
 */
function airlift_needs_box_layout() {
	return ! wp_style_is( 'boxzilla', 'enqueued' ) && ! wp_style_is( 'boxzilla', 'done' );
}
