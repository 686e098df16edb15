<?php
/**
 * Plugin Name: airlift matrix optimiser stand-ins (must-use, test sites only)
 * Description: What script optimisers that have no release here do to a page's script tags, as their documentation says, one at a time (the option `airlift_matrix_optimiser`): WP Rocket's "Delay JavaScript execution" (`type="rocketlazyloadscript"`, `data-rocket-src`, run on the first interaction; its exclusions: `rocket_delay_js_exclusions` and `nowprocket`), Cloudflare's Rocket Loader (every script retyped and run after the page, but those with `data-cfasync="false"`), "defer every script", "move every script to the footer", and LiteSpeed Cache's "JS Combine" (the site's script files concatenated into one file of its cache, printed before `</body>`; its exclusions: `data-no-optimize`, `data-cfasync="false"`, `litespeed_optimize_js_excludes`). Not the optimisers themselves: only their rewriting of the tags, so that the tests see airlift's tags go through it.
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

/** A tag's attributes by name (lower case), as an HTML parser reads them: a bare attribute is ''. */
function airlift_matrix_attributes( $attributes ) {
	preg_match_all( '/([^\s="\'>\/]+)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s>]+)))?/', $attributes, $found, PREG_SET_ORDER );
	$parsed = array();
	foreach ( $found as $attribute ) {
		$name = strtolower( $attribute[1] );
		if ( ! isset( $parsed[ $name ] ) ) {
			$parsed[ $name ] = html_entity_decode( (string) ( $attribute[2] ?? '' ) . ( $attribute[3] ?? '' ) . ( $attribute[4] ?? '' ), ENT_QUOTES );
		}
	}
	return $parsed;
}

/** The file of a script of this site (its address under the content, includes or site folder), or null. */
function airlift_matrix_script_file( $src ) {
	$url  = wp_parse_url( $src );
	$home = wp_parse_url( home_url() );
	if ( ! is_array( $url ) || empty( $url['path'] ) || ( isset( $url['host'] ) && ( $url['host'] !== $home['host'] || ( $url['port'] ?? null ) !== ( $home['port'] ?? null ) ) ) ) {
		return null;
	}
	$folders = array(
		(string) wp_parse_url( content_url( '/' ), PHP_URL_PATH )  => WP_CONTENT_DIR . '/',
		(string) wp_parse_url( includes_url( '/' ), PHP_URL_PATH ) => ABSPATH . WPINC . '/',
		(string) wp_parse_url( site_url( '/' ), PHP_URL_PATH )     => ABSPATH,
	);
	foreach ( $folders as $path => $folder ) {
		if ( 0 === strpos( $url['path'], $path ) ) {
			$file = $folder . substr( $url['path'], strlen( $path ) );
			return false === strpos( $file, '..' ) && preg_match( '/\.js$/', $file ) && is_readable( $file ) ? $file : null;
		}
	}
	return null;
}

/**
 * LiteSpeed Cache's "JS Combine" (its `_parse_js` and `_build_hash_url`, with "JS Combine External
 * and Inline" off): every script file of the site is taken off the page and their code, in page
 * order, is written to one file of its cache (here wp-content/cache/matrix-combine/<md5>.js,
 * LiteSpeed's is wp-content/litespeed/js/), printed as one tag before `</body>`. Left alone:
 * inline code, other sites' scripts, a `type` other than text/javascript, and what it is told to
 * leave: `data-no-optimize`, `data-cfasync="false"`, `data-optimized`, and the addresses containing
 * one of the `litespeed_optimize_js_excludes` strings.
 */
function airlift_matrix_concatenate( $html ) {
	$excludes = array_filter( (array) apply_filters( 'litespeed_optimize_js_excludes', array() ), 'is_string' );
	$code     = array();
	$taken    = array();
	$content  = preg_replace( '#<!--.*?-->#s', '', $html );
	preg_match_all( '#<script\b([^>]*)>(.*?)</script>#is', $content, $scripts, PREG_SET_ORDER );
	foreach ( $scripts as $script ) {
		$attributes = airlift_matrix_attributes( $script[1] );
		if ( isset( $attributes['data-optimized'] ) || ! empty( $attributes['data-no-optimize'] ) || 'false' === ( $attributes['data-cfasync'] ?? '' )
			|| ( isset( $attributes['type'] ) && 'text/javascript' !== $attributes['type'] ) || empty( $attributes['src'] ) ) {
			continue;
		}
		foreach ( $excludes as $exclude ) {
			if ( '' !== $exclude && false !== stripos( $attributes['src'], $exclude ) ) {
				continue 2;
			}
		}
		$file = airlift_matrix_script_file( $attributes['src'] );
		if ( null === $file || in_array( $script[0], $taken, true ) ) {
			continue;
		}
		$code[]  = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$taken[] = $script[0];
	}
	if ( ! $code ) {
		return $html;
	}
	$combined = implode( "\n;\n", $code ) . "\n";
	$name     = md5( $combined ) . '.js';
	wp_mkdir_p( WP_CONTENT_DIR . '/cache/matrix-combine' );
	file_put_contents( WP_CONTENT_DIR . '/cache/matrix-combine/' . $name, $combined ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	$html = str_replace( $taken, '', $html );
	return str_ireplace( '</body>', '<script data-optimized="1" src="' . esc_url( content_url( 'cache/matrix-combine/' . $name ) ) . '"></script></body>', $html );
}

/**
 * The page's own script files under "concatenate", one in <head> and one in the footer (the
 * themes' scripts differ from one cell to the other, and a block theme may have none): each
 * notes that it ran, in `window.matrixScripts`.
 */
function airlift_matrix_own_scripts() {
	$folder = WP_CONTENT_DIR . '/matrix-scripts';
	wp_mkdir_p( $folder );
	foreach ( array( 'head' => false, 'footer' => true ) as $name => $in_footer ) {
		if ( ! file_exists( "$folder/$name.js" ) ) {
			file_put_contents( "$folder/$name.js", "window.matrixScripts = (window.matrixScripts || []).concat('$name');\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		}
		wp_enqueue_script( "matrix-$name", content_url( "matrix-scripts/$name.js" ), array(), '1', $in_footer );
	}
}
add_action( 'wp_enqueue_scripts', function () {
	if ( 'concatenate' === airlift_matrix_optimiser() ) {
		airlift_matrix_own_scripts();
	}
} );

add_action( 'template_redirect', function () {
	$rewrites = array(
		'rocket-delay'  => 'airlift_matrix_rocket_delay',
		'rocket-loader' => 'airlift_matrix_rocket_loader',
		'defer-all'     => 'airlift_matrix_defer_all',
		'footer'        => 'airlift_matrix_footer',
		'concatenate'   => 'airlift_matrix_concatenate',
	);
	$mode = airlift_matrix_optimiser();
	if ( isset( $rewrites[ $mode ] ) ) {
		// Started first, so it is the outermost buffer: it rewrites the page as sent, as a page optimiser does.
		ob_start( $rewrites[ $mode ] );
	}
}, 0 );
