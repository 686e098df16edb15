<?php
/**
 * Plugin Name: airlift matrix YouTube oEmbed (must-use, test sites only)
 * Description: The test sites reach no other host. YouTube's oEmbed endpoint is answered here as YouTube answers it (its JSON, the iframe scaled to the maxwidth and maxheight WordPress asks for), so that a YouTube URL on its own line or in an Embed block becomes WordPress's real embed, through WordPress's own oEmbed code.
 */

add_filter( 'pre_http_request', function ( $response, $args, $url ) {
	if ( ! preg_match( '#^https://www\.youtube\.com/oembed\?#', $url ) ) {
		return $response;
	}
	parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
	if ( ! preg_match( '#[?&]v=([\w-]{11})#', (string) ( $query['url'] ?? '' ), $match ) ) {
		return array( 'headers' => array(), 'body' => 'Not Found', 'response' => array( 'code' => 404, 'message' => 'Not Found' ), 'cookies' => array(), 'filename' => null );
	}
	// YouTube keeps 16:9 inside the box asked for.
	$max_width  = max( 200, (int) ( $query['maxwidth'] ?? 200 ) );
	$max_height = max( 113, (int) ( $query['maxheight'] ?? 1000 ) );
	$width      = min( $max_width, (int) floor( $max_height * 16 / 9 ) );
	$height     = (int) round( $width * 9 / 16 );
	$title      = 'Studio session';
	$html       = sprintf(
		'<iframe width="%d" height="%d" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="%s"></iframe>',
		$width,
		$height,
		$match[1],
		$title
	);
	$body = wp_json_encode( array(
		'title'            => $title,
		'author_name'      => 'airlift',
		'author_url'       => 'https://www.youtube.com/@airlift',
		'type'             => 'video',
		'height'           => $height,
		'width'            => $width,
		'version'          => '1.0',
		'provider_name'    => 'YouTube',
		'provider_url'     => 'https://www.youtube.com/',
		'thumbnail_height' => 360,
		'thumbnail_width'  => 480,
		'thumbnail_url'    => 'https://i.ytimg.com/vi/' . $match[1] . '/hqdefault.jpg',
		'html'             => $html,
	) );
	return array( 'headers' => array( 'content-type' => 'application/json' ), 'body' => $body, 'response' => array( 'code' => 200, 'message' => 'OK' ), 'cookies' => array(), 'filename' => null );
}, 10, 3 );
