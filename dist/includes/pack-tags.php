<?php
/**
 * The packs' tags: the deferred tags of the packs a page needs (packs.php chooses them) after
 * airlift's (before it where airlift's tag cannot be deferred), in `<head>` or the footer. carry.php
 * calls these where WordPress prints scripts, once it has taken the replaced scripts over.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/**
 * The packs this page needs (airlift_page_pack_names) print deferred, after airlift's tag: with it
 * while it has yet to print (airlift_pend_packs; before it where it cannot be deferred), else at
 * once (in the footer, where shortcodes enqueue their scripts in a classic theme). They are fetched while the page parses, in the order they run, instead of
 * once airlift has run and found the markup; airlift's loader uses these tags. A feature the
 * server cannot see (markup printed without its shortcode) still loads its pack when airlift
 * finds it. The media pack installs MediaElement's page API (`mejs`, `MediaElementPlayer`,
 * `wp.mediaelement`) as it runs, before DOMContentLoaded, as WordPress's scripts had it.
 *
 * @param array<string, mixed> $carried Handle → code of the scripts taken over here.
 */
function airlift_page_packs( $carried ) {
	$packs = airlift_page_pack_names( $carried );
	if ( ! $packs ) {
		return;
	}
	if ( ! wp_script_is( 'airlift', 'done' ) ) {
		airlift_pend_packs( $packs );
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
 * needs are fetched while the page parses, not once airlift has run, and run before
 * DOMContentLoaded, so the banner starts as the legacy script did, instead of in a task of its own
 * after the page's other packs, and Complianz's window API (which comes with the consent pack) is
 * there for the page's DOMContentLoaded listeners, as Complianz's was. They print with airlift's
 * tag, deferred (airlift_pending_pack_tags; airlift_script_tag puts them after it, or before it
 * where it runs as the parser reaches it).
 *
 * @param array<string, mixed> $carried Handle → code of the scripts taken over.
 */
function airlift_preload_consent( $carried ) {
	if ( ! isset( $carried['cmplz-cookiebanner'] ) || wp_script_is( 'airlift', 'done' ) ) {
		return;
	}
	airlift_preload_banner_stylesheet();
	airlift_pend_packs( airlift_consent_packs() );
}

/**
 * Packs to print with airlift's tag, which has yet to print: airlift_script_tag prints them after
 * it, or before it where it runs as the parser reaches it.
 *
 * @param string[] $packs Pack names, in the order they run.
 */
function airlift_pend_packs( $packs ) {
	$GLOBALS['airlift_pending_packs'] = array_merge( isset( $GLOBALS['airlift_pending_packs'] ) ? (array) $GLOBALS['airlift_pending_packs'] : array(), $packs );
}

/**
 * The deferred tags of the packs asked for while airlift's tag had yet to print (the consent
 * pack, the media pack, and what they need), to print with it (once).
 */
function airlift_pending_pack_tags() {
	$packs                            = isset( $GLOBALS['airlift_pending_packs'] ) ? (array) $GLOBALS['airlift_pending_packs'] : array();
	$GLOBALS['airlift_pending_packs'] = array();
	return $packs ? airlift_pack_tags( $packs ) : '';
}
