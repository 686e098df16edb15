<?php
/**
 * jQuery for the page's own code. jQuery leaves a page when no script WordPress prints there
 * depends on it (carry.php), but code printed as a bare `<script>` declares nothing: a theme's
 * footer, a widget, a shortcode's output, a plugin's start-up echoed in `wp_footer`, a script
 * Complianz holds back until consent, a theme's own file written into its header
 * (`<script src>` without the id WordPress gives the scripts it prints). The front end's HTML is
 * read as it is sent, 4 KB at a time (the page still goes out while WordPress renders it): once
 * airlift has taken jQuery off the page (where WordPress would have printed it) and such a script
 * calls it (an inline one by its text, a file of this site's folder by its content), WordPress's
 * own jQuery (with jQuery Migrate, as the `jquery` handle has them) is printed just before the
 * first of them, where it runs before that code. The page is read as a browser reads it
 * (html-stream.php): a script in a comment, a template, a noscript, a textarea or an attribute
 * value runs nowhere and gets nothing; only text/html responses are read.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/** How much of the page is read at a time: PHP's usual `output_buffering`. */
const AIRLIFT_PAGE_CHUNK = 4096;

/**
 * Where the buffer starts: as late as WordPress allows before the template prints, the last
 * `template_include` filter, or on WordPress 6.9 and later the last `wp_before_include_template`
 * action, after WordPress's template enhancement buffer (its priority 1000). Every other buffer
 * is then started before airlift's and gets the page with jQuery in place: a page cache's
 * (advanced-cache.php or plugins_loaded: WP Super Cache, WP Rocket, W3 Total Cache; init: Cache
 * Enabler, WP Super Cache's late init; template_redirect at any priority: Cachify at 0, WP Rocket
 * before 3.3 at -1), whose stored copy is then what the browser got, and a minifier's
 * (Autoptimize's at template_redirect 2, the `wp_template_enhancement_output_buffer` filters).
 * Only a buffer a template itself starts comes after it.
 *
 * @param string $template The template WordPress is about to include (passed through).
 * @return string
 */
function airlift_watch_inline_jquery_late( $template ) {
	if ( function_exists( 'wp_start_template_enhancement_output_buffer' ) ) {
		add_action( 'wp_before_include_template', 'airlift_watch_inline_jquery', PHP_INT_MAX, 0 );
	} else {
		airlift_watch_inline_jquery();
	}
	return $template;
}

/** Reads the front end's HTML as it is sent (airlift_watch_inline_jquery_late()): see airlift_inline_jquery(). */
function airlift_watch_inline_jquery() {
	if ( is_admin() || is_feed() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return;
	}
	ob_start( 'airlift_inline_jquery', AIRLIFT_PAGE_CHUNK );
}

/**
 * A script's code with its comments blanked out, its strings, template literals and regular
 * expression literals kept (a `//` or `/*` inside them is no comment: `" // "`, `"image/*"`).
 * Linear: runs of plain code are skipped with strcspn.
 *
 * @param string $code A script's text.
 */
function airlift_js_without_comments( $code ) {
	$n        = strlen( $code );
	$out      = array();
	$from     = 0;
	$i        = 0;
	$no_regex = -1; // Up to here a `/` is division (a regular expression that did not end on its line).
	while ( $i < $n ) {
		$i += strcspn( $code, '/\'"`', $i );
		if ( $i >= $n ) {
			break;
		}
		$c = $code[ $i ];
		if ( '/' !== $c ) {
			// A string or template literal: to its closing quote (or, for a string, its line's end).
			$stops = '`' === $c ? '`\\' : $c . "\\\n";
			$j     = $i + 1;
			while ( $j < $n ) {
				$j += strcspn( $code, $stops, $j );
				if ( $j < $n && '\\' === $code[ $j ] ) {
					$j += 2;
					continue;
				}
				break;
			}
			$i = $j + 1;
			continue;
		}
		$next = $i + 1 < $n ? $code[ $i + 1 ] : '';
		if ( '/' === $next || '*' === $next ) {
			$stop  = '/' === $next ? strpos( $code, "\n", $i + 2 ) : strpos( $code, '*/', $i + 2 );
			$stop  = false === $stop ? $n : ( '/' === $next ? $stop : $stop + 2 );
			$out[] = substr( $code, $from, $i - $from ) . ' ';
			$from  = $stop;
			$i     = $stop;
			continue;
		}
		// A regular expression literal where a value may start (after an operator, a bracket, a keyword).
		$before = rtrim( substr( $code, max( 0, $i - 16 ), min( $i, 16 ) ) );
		$last   = '' === $before ? '' : substr( $before, -1 );
		if ( $i > $no_regex && ( '' === $last || false !== strpos( '(,=:[!&|?{};+-*%<>~^', $last ) || preg_match( '/(?<![\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/', $before ) ) ) {
			$j     = $i + 1;
			$class = false;
			while ( $j < $n ) {
				$j += strcspn( $code, "\\/[]\n", $j );
				$d  = $j < $n ? $code[ $j ] : "\n";
				if ( '\\' === $d ) {
					$j += 2;
				} elseif ( "\n" === $d || ( '/' === $d && ! $class ) ) {
					break;
				} else {
					$class = '[' === $d ? true : ( ']' === $d ? false : $class );
					++$j;
				}
			}
			if ( $j < $n && '/' === $code[ $j ] ) {
				$i = $j + 1;
				continue;
			}
			$no_regex = $j;
		}
		++$i;
	}
	$out[] = (string) substr( $code, $from );
	return implode( '', $out );
}

/**
 * Whether a script's code uses jQuery: the name `jQuery` (a call, a property, the argument of
 * `(function ($) { … })(jQuery)` or `!function (e) { … }(window.jQuery)`), or `$` as jQuery is
 * called (`$(function`, `$(document)`, `$(window)`, `$('…')`, `$.ajax` …) where the code does not
 * make a `$` of its own, outside comments. Telling more would mean running it; code that only asks
 * `window.jQuery`, `typeof jQuery` or `'jQuery' in window` does not count. When a pattern cannot
 * be read (a PCRE error), it counts: extra bytes are better than a broken page.
 *
 * @param string $code A script's text.
 */
function airlift_calls_jquery( $code ) {
	if ( false === strpos( $code, 'jQuery' ) && false === strpos( $code, '$' ) ) {
		return false;
	}
	$code = preg_replace( '/([\'"])jQuery\1\s*in\b/', ' ', airlift_js_without_comments( $code ) );
	if ( ! is_string( $code ) ) {
		return true;
	}
	$name = preg_match( '/(?<![\w$.])(?<!typeof )jQuery\b|[)}]\s*\(\s*(?:[\w$.]+\s*,\s*)*window\.jQuery\b/', $code );
	if ( 0 !== $name ) {
		return true;
	}
	$own = preg_match( '/(?<![\w$.])\$\s*=(?![=>])|\bfunction\s+\$\s*\(/', $code );
	if ( 0 !== $own ) {
		return false === $own;
	}
	return 0 !== preg_match( '/(?<![\w$.])\$\s*(?:\(\s*(?:function\b|document\b|window\b|[\'"])|\.(?:ajax|each|extend|fn|get|getJSON|post|when)\b)/', $code );
}

/**
 * The code of a script file of this site that WordPress did not print (no `id="…-js"`; nor
 * airlift's packs, `data-airlift-pack`), read from its folder; '' for anything else (another
 * host, a file outside WordPress's folder, not a `.js` file, over 1 MB, a path with a NUL byte).
 *
 * @param array<string,string> $attributes The tag's attributes, as the page has them.
 */
function airlift_own_script_code( array $attributes ) {
	if ( isset( $attributes['data-airlift-pack'] ) || ( isset( $attributes['id'] ) && preg_match( '/-js$/i', trim( $attributes['id'] ) ) ) || ! isset( $attributes['src'] ) ) {
		return '';
	}
	$url  = wp_parse_url( trim( html_entity_decode( $attributes['src'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
	$home = wp_parse_url( site_url( '/' ) );
	if ( ! $url || empty( $url['path'] ) || ( isset( $url['host'] ) && strtolower( $url['host'] ) !== strtolower( (string) ( $home['host'] ?? '' ) ) ) ) {
		return '';
	}
	$base = isset( $home['path'] ) ? $home['path'] : '/';
	$path = rawurldecode( $url['path'] );
	// realpath() throws on a NUL byte (PHP 8): such a path names no file.
	if ( false !== strpos( $path, "\0" ) || 0 !== strpos( $path, $base ) || '.js' !== substr( $path, -3 ) ) {
		return '';
	}
	$file = realpath( ABSPATH . substr( $path, strlen( $base ) ) );
	$root = realpath( ABSPATH );
	if ( ! $file || ! $root || 0 !== strpos( $file, $root . DIRECTORY_SEPARATOR ) || ! is_file( $file ) || ! is_readable( $file ) || filesize( $file ) > 1048576 ) {
		return '';
	}
	$code = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the site.
	return is_string( $code ) ? $code : '';
}

/**
 * Whether the response is HTML: its Content-Type, as sent so far (none yet: WordPress's pages
 * are HTML). JSON, XML or text a theme or plugin prints on the front end is left alone.
 *
 * @param string[]|null $headers The headers (headers_list() when null).
 */
function airlift_sends_html( $headers = null ) {
	$type = null;
	foreach ( null === $headers ? headers_list() : $headers as $header ) {
		if ( 0 === stripos( $header, 'content-type:' ) ) {
			$type = trim( substr( $header, 13 ) );
		}
	}
	return null === $type || 1 === preg_match( '#^text/html\b#i', $type );
}

/**
 * Whether a script element that runs uses jQuery: its text, or its file's (airlift_own_script_code()).
 * JSON and template scripts are not code.
 *
 * @param array<string,string> $attributes The tag's attributes.
 * @param string               $text       The element's text.
 */
function airlift_script_calls_jquery( array $attributes, $text ) {
	if ( isset( $attributes['type'] ) && preg_match( '/json|template|html/i', $attributes['type'] ) ) {
		return false;
	}
	return airlift_calls_jquery( isset( $attributes['src'] ) ? airlift_own_script_code( $attributes ) : $text );
}

/**
 * The output buffer's callback: jQuery's tags before the first script that runs and calls it,
 * once airlift has taken jQuery off the page and while nothing printed it since. The page is read
 * by Airlift_Html_Stream (html-stream.php) as a browser reads it, part by part: a script element
 * still open at the end of a part (or a tag that may be `<script`) waits for the rest of it; all
 * else goes out at once. Nothing that throws leaves this function: the page goes out as it was,
 * with jQuery (when in doubt, jQuery stays), and the error is reported once.
 *
 * @param string $html  A part of the page, as PHP hands it over.
 * @param int    $phase PHP's output handler flags.
 * @return string
 */
function airlift_inline_jquery( $html, $phase = PHP_OUTPUT_HANDLER_FINAL ) {
	static $page = null;
	if ( ! is_string( $html ) ) {
		return $html;
	}
	if ( null === $page ) {
		$page = (object) array(
			'stream' => null,
			'held'   => array(),
			'done'   => false,
		);
	}
	// Cleared by other code (ob_clean): what was held had been sent already, and stays.
	if ( ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) && ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) ) {
		return '';
	}
	if ( $page->done ) {
		$text       = implode( '', $page->held ) . $html;
		$page->held = array();
		return $text;
	}
	try {
		return airlift_read_page_part( $page, $html, (bool) ( $phase & PHP_OUTPUT_HANDLER_FINAL ) );
	} catch ( Throwable $error ) {
		$text       = implode( '', $page->held ) . $html;
		$page->held = array();
		$page->done = true;
		try {
			if ( ! empty( $GLOBALS['airlift_took_jquery'] ) && ! wp_script_is( 'jquery-core', 'done' ) ) {
				$text = airlift_jquery_tags() . $text;
			}
		} catch ( Throwable $ignored ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the page goes out as it was.
		}
		error_log( sprintf( 'airlift: the jQuery output buffer stopped reading the page (%s: %s in %s:%d)', get_class( $error ), $error->getMessage(), $error->getFile(), $error->getLine() ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log, Squiz.PHP.DiscouragedFunctions.Discouraged -- reported once a page.
		return $text;
	}
}

/**
 * Reads a part of the page (airlift_inline_jquery()): what can go out now.
 *
 * @param object $page  The page's reading: `stream`, `held` (parts waiting), `done`.
 * @param string $html  The part.
 * @param bool   $final Whether it is the page's last.
 * @return string
 */
function airlift_read_page_part( $page, $html, $final ) {
	if ( null === $page->stream ) {
		$page->stream = new Airlift_Html_Stream();
	}
	$held_length = 0;
	foreach ( $page->held as $part ) {
		$held_length += strlen( $part );
	}
	$base         = $page->stream->offset() - $held_length; // Where the held text starts in the page.
	$scripts      = $page->stream->feed( $html );
	$page->held[] = $html;
	if ( ! airlift_sends_html() || wp_script_is( 'jquery-core', 'done' ) ) {
		$page->done = true; // Not HTML, or WordPress printed jQuery itself: nothing more to read.
	} elseif ( empty( $GLOBALS['airlift_took_jquery'] ) ) {
		$scripts = array();
		$final   = true; // Nothing to wait for yet: the page goes out.
	}
	$hold = $page->stream->hold();
	if ( ! $page->done && ! $final && ! $scripts && $hold === $base ) {
		return ''; // A script still open since the held text's start: it waits whole (read once, joined once).
	}
	$text       = implode( '', $page->held );
	$page->held = array();
	if ( $page->done ) {
		return $text;
	}
	foreach ( $scripts as $script ) {
		if ( ! $script['runs'] || $script['start'] < $base ) {
			continue;
		}
		if ( airlift_script_calls_jquery( $script['attributes'], (string) substr( $text, $script['body'] - $base, $script['end'] - $script['body'] ) ) ) {
			$page->done = true;
			return substr_replace( $text, airlift_jquery_tags(), $script['start'] - $base, 0 );
		}
	}
	if ( $final || null === $hold || $hold < $base ) {
		return $text;
	}
	$page->held = array( (string) substr( $text, $hold - $base ) );
	return (string) substr( $text, 0, $hold - $base );
}

/** WordPress's jQuery and jQuery Migrate tags (the `jquery` handle), with the page's nonce. */
function airlift_jquery_tags() {
	$scripts = wp_scripts();
	$nonce   = airlift_nonce_attribute();
	$tags    = '';
	foreach ( array( 'jquery-core', 'jquery-migrate' ) as $handle ) {
		if ( empty( $scripts->registered[ $handle ]->src ) ) {
			continue;
		}
		$script = $scripts->registered[ $handle ];
		$src    = preg_match( '#^(https?:)?//#', $script->src ) ? $script->src : $scripts->base_url . $script->src;
		$src    = add_query_arg( 'ver', $script->ver ? $script->ver : $scripts->default_version, $src );
		$tags  .= sprintf(
			"<script src=\"%s\" id=\"%s-js\"%s></script>\n",
			esc_url( $src ),
			esc_attr( $handle ),
			$nonce
		);

		$scripts->done[] = $handle;
	}
	return $tags;
}
