<?php
/**
 * Plugin Name: airlift matrix optimiser stand-ins (must-use, test sites only)
 * Description: What script optimisers that have no release here do to a page's script tags, as their documentation says, one at a time (the option `airlift_matrix_optimiser`): WP Rocket's "Delay JavaScript execution" (`type="rocketlazyloadscript"`, `data-rocket-src`, run on the first interaction; its exclusions: `rocket_delay_js_exclusions` and `nowprocket`), Cloudflare's Rocket Loader (every script retyped and run after the page, but those with `data-cfasync="false"`), "defer every script", and "move every script to the footer". Not the optimisers themselves: only their rewriting of the tags, so that the tests see airlift's tags go through it.
 */

/** The stand-in turned on, or ''. */
function airlift_matrix_optimiser() {
	$mode = get_option( 'airlift_matrix_optimiser', '' );
	return is_string( $mode ) ? $mode : '';
}

/** Each `<script …>…</script>` of the page, with its attributes and content. */
function airlift_matrix_each_script( $html, $rewrite ) {
	return preg_replace_callback( '#<script\b([^>]*)>(.*?)</script>#is', function ( $match ) use ( $rewrite ) {
		$attributes = $match[1];
		// Not JavaScript (JSON, templates, import maps): left alone by every optimiser.
		if ( preg_match( '/\btype\s*=\s*["\']?(?!text\/javascript|application\/javascript|module)[^"\'\s>]+/i', $attributes ) ) {
			return $match[0];
		}
		return $rewrite( $match[0], $attributes, $match[2] );
	}, $html );
}

/** WP Rocket's delay: excluded by its filter (regular expressions against the whole tag) or `nowprocket`. */
function airlift_matrix_rocket_delay( $html ) {
	$patterns = (array) apply_filters( 'rocket_delay_js_exclusions', array() );
	$html     = airlift_matrix_each_script( $html, function ( $tag, $attributes, $content ) use ( $patterns ) {
		if ( false !== stripos( $tag, 'nowprocket' ) ) {
			return $tag;
		}
		foreach ( $patterns as $pattern ) {
			if ( is_string( $pattern ) && '' !== $pattern && @preg_match( '#' . str_replace( '#', '\#', $pattern ) . '#i', $tag ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors
				return $tag;
			}
		}
		$attributes = preg_replace( '/\btype\s*=\s*(["\'])([^"\']*)\1/i', 'data-rocket-type="$2"', $attributes );
		$attributes = preg_replace( '/\bsrc\s*=/i', 'data-rocket-src=', $attributes );
		return '<script type="rocketlazyloadscript"' . $attributes . '>' . $content . '</script>';
	} );
	// Its loader: on the first interaction, the delayed scripts run in order.
	$loader = '<script nowprocket>(function(){var ran=false;function run(){if(ran)return;ran=true;var list=[].slice.call(document.querySelectorAll(\'script[type="rocketlazyloadscript"]\'));'
		. '(function next(){var old=list.shift();if(!old)return;var s=document.createElement("script");[].forEach.call(old.attributes,function(a){if(a.name!=="type"&&a.name!=="data-rocket-src")s.setAttribute(a.name,a.value);});'
		. 'if(old.getAttribute("data-rocket-type"))s.type=old.getAttribute("data-rocket-type");var src=old.getAttribute("data-rocket-src");if(src){s.src=src;s.async=false;s.onload=s.onerror=next;}else{s.text=old.text;}'
		. 'old.parentNode.replaceChild(s,old);if(!src)next();})();}["keydown","mousedown","mousemove","touchstart","wheel"].forEach(function(e){addEventListener(e,run,{once:true,passive:true});});})();</script>';
	return str_ireplace( '</body>', $loader . '</body>', $html );
}

/** Rocket Loader: every script but those with data-cfasync="false" retyped, run after the page has loaded. */
function airlift_matrix_rocket_loader( $html ) {
	$html   = airlift_matrix_each_script( $html, function ( $tag, $attributes, $content ) {
		// Its opt-out, and modules, which it leaves to the browser.
		if ( preg_match( '/\bdata-cfasync\s*=\s*["\']?false|\btype\s*=\s*["\']?module/i', $attributes ) ) {
			return $tag;
		}
		$attributes = preg_replace( '/\btype\s*=\s*(["\'])[^"\']*\1/i', '', $attributes );
		return '<script type="b4f7c2a1-text/javascript"' . $attributes . '>' . $content . '</script>';
	} );
	$loader = '<script data-cfasync="false">addEventListener("load",function(){[].slice.call(document.querySelectorAll(\'script[type="b4f7c2a1-text/javascript"]\')).forEach(function(old){var s=document.createElement("script");'
		. '[].forEach.call(old.attributes,function(a){if(a.name!=="type")s.setAttribute(a.name,a.value);});if(!old.src)s.text=old.text;else s.async=false;old.parentNode.replaceChild(s,old);});});</script>';
	return str_ireplace( '</body>', $loader . '</body>', $html );
}

/** Every external script deferred. */
function airlift_matrix_defer_all( $html ) {
	return airlift_matrix_each_script( $html, function ( $tag, $attributes, $content ) {
		if ( ! preg_match( '/\bsrc\s*=/i', $attributes ) || preg_match( '/\b(defer|async)\b/i', $attributes ) ) {
			return $tag;
		}
		return '<script defer' . $attributes . '>' . $content . '</script>';
	} );
}

/** Every script of <head> moved, in order, to the end of <body>. */
function airlift_matrix_footer( $html ) {
	$head_end = stripos( $html, '</head>' );
	if ( false === $head_end ) {
		return $html;
	}
	$moved = '';
	$head  = airlift_matrix_each_script( substr( $html, 0, $head_end ), function ( $tag ) use ( &$moved ) {
		$moved .= $tag . "\n";
		return '';
	} );
	return str_ireplace( '</body>', $moved . '</body>', $head . substr( $html, $head_end ) );
}

add_action( 'template_redirect', function () {
	$rewrites = array(
		'rocket-delay'  => 'airlift_matrix_rocket_delay',
		'rocket-loader' => 'airlift_matrix_rocket_loader',
		'defer-all'     => 'airlift_matrix_defer_all',
		'footer'        => 'airlift_matrix_footer',
	);
	$mode = airlift_matrix_optimiser();
	if ( isset( $rewrites[ $mode ] ) ) {
		// Started first, so it is the outermost buffer: it rewrites the page as sent, as a page optimiser does.
		ob_start( $rewrites[ $mode ] );
	}
}, 0 );
