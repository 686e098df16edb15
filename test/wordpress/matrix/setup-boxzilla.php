<?php
/**
 * The side-by-side matrix's Boxzilla boxes, saved through Boxzilla's own admin code as a site
 * owner's "Publish" on Boxes > Add New does: the box post (post type `boxzilla-box`, its content
 * is the box's content), then Admin::save_box_options() reads the metabox fields from
 * $_POST['boxzilla_box'], sanitizes them into the `boxzilla_options` post meta and rebuilds the
 * `boxzilla_rules` option (flush_rules) that decides on which pages a box loads.
 *
 * Boxzilla 3.2.x and 3.4.x store the same format (checked in both generations' admin code:
 * sanitize_box_options, load_options, flush_rules), so one setup serves a site that swaps one
 * generation for the other. Cookie lifetimes are in hours in both. Differences are in the
 * browser only: 3.2.x writes `boxzilla_box_<id>=true`, 3.4.x `boxzilla_box_<id>=1`.
 *
 * Triggers: the free admin offers time on page, percentage of page height and element; time on
 * site, page views and exit intent come from Boxzilla's premium add-ons, which store the same
 * `trigger` / `trigger_<method>` options that the core script (both generations) acts upon.
 * "Manual" is the trigger "Never": the box opens from a link to #boxzilla-<id>.
 *
 * Run inside WordPress (wp-load.php loaded), after activate_plugin( 'boxzilla/boxzilla.php' ).
 */

/**
 * The administrator's rights on boxes (the post type's capability_type is `box`): Boxzilla grants
 * them on `admin_init`, i.e. on the owner's first visit to wp-admin; this is the same grant
 * (default-actions.php, identical in 3.2.x and 3.4.x). Then acts as user 1, the admin.
 */
function airlift_matrix_boxzilla_admin_caps() {
	$admins = get_role( 'administrator' );
	if ( $admins && ! $admins->has_cap( 'edit_box' ) ) {
		foreach ( array( 'edit_box', 'edit_boxes', 'edit_other_boxes', 'publish_boxes', 'read_box', 'read_private_box', 'delete_box' ) as $cap ) {
			$admins->add_cap( $cap );
		}
	}
	wp_set_current_user( 1 );
	wp_get_current_user()->get_role_caps(); // the role's new rights, for a user already current
}

/**
 * Creates (or updates, when called again) one box per trigger. All but the manual box load on
 * the page whose slug is $page_slug only; the manual box loads everywhere. Returns
 *   array( 'ids' => array( trigger => box ID ), 'content' => the page's HTML, 'page_slug' => $page_slug )
 * where 'content' holds what the triggers need: a tall page (the percentage and element
 * triggers scroll), the element `#matrix-box-element` and a link to each box.
 */
function airlift_matrix_setup_boxzilla( $page_slug = 'boxes' ) {
	if ( ! function_exists( 'boxzilla' ) || ! post_type_exists( 'boxzilla-box' ) ) {
		throw new RuntimeException( 'Boxzilla is not active' );
	}
	airlift_matrix_boxzilla_admin_caps();

	$only_here  = array( array( 'condition' => 'is_page', 'qualifier' => '1', 'value' => $page_slug ) );
	$everywhere = array( array( 'condition' => 'everywhere', 'qualifier' => '1', 'value' => '' ) );

	// One box per trigger: each its own position, colours and cookie ("do not show again for … hours").
	$boxes = array(
		'time_on_page' => array(
			'title'   => 'After a second on the page',
			'options' => array(
				'trigger' => 'time_on_page', 'trigger_time_on_page' => 1,
				'css'     => array( 'position' => 'bottom-right', 'width' => 340, 'background_color' => '#fff8e1', 'color' => '#333333', 'border_color' => '#f0b400', 'border_width' => 2, 'border_style' => 'solid' ),
				'cookie'  => array( 'triggered' => 0, 'dismissed' => 168 ), // 7 days after close
				'animation' => 'fade', 'rules' => $only_here,
			),
		),
		'time_on_site' => array(
			'title'   => 'After 6 seconds on the site',
			'options' => array(
				'trigger' => 'time_on_site', 'trigger_time_on_site' => 6,
				'css'     => array( 'position' => 'top-left', 'width' => 300, 'background_color' => '#e3f2fd', 'color' => '#0d2a4a', 'border_color' => '#1565c0', 'border_width' => 1, 'border_style' => 'solid' ),
				'cookie'  => array( 'triggered' => 0, 'dismissed' => 24 ), // a day after close
				'animation' => 'slide', 'rules' => $only_here,
			),
		),
		'percentage' => array(
			'title'   => 'At 40 percent of the page',
			'options' => array(
				'trigger' => 'percentage', 'trigger_percentage' => 40,
				'css'     => array( 'position' => 'bottom-left', 'width' => 320, 'background_color' => '#e8f5e9', 'color' => '#1b3d1f', 'border_color' => '#2e7d32', 'border_width' => 2, 'border_style' => 'dashed' ),
				// Hidden again when scrolled back up; 2 hours once shown (closed or not).
				'cookie'  => array( 'triggered' => 2, 'dismissed' => 0 ),
				'auto_hide' => 1, 'animation' => 'slide', 'rules' => $only_here,
			),
		),
		'element' => array(
			'title'   => 'At the element #matrix-box-element',
			'options' => array(
				'trigger' => 'element', 'trigger_element' => '#matrix-box-element',
				'css'     => array( 'position' => 'top-right', 'width' => 300, 'background_color' => '#fce4ec', 'color' => '#4a0e23', 'border_color' => '#ad1457', 'border_width' => 3, 'border_style' => 'dotted' ),
				'cookie'  => array( 'triggered' => 0, 'dismissed' => 168 ), // 7 days after close
				'animation' => 'fade', 'rules' => $only_here,
			),
		),
		'exit_intent' => array(
			'title'   => 'On exit intent',
			'options' => array(
				'trigger' => 'exit_intent',
				'css'     => array( 'position' => 'center', 'width' => 480, 'background_color' => '#ffffff', 'color' => '#222222', 'border_color' => '#444444', 'border_width' => 4, 'border_style' => 'double' ),
				'cookie'  => array( 'triggered' => 0, 'dismissed' => 720 ), // 30 days after close
				'animation' => 'fade', 'rules' => $only_here,
			),
		),
		'pageviews' => array(
			'title'   => 'From the second page view',
			'options' => array(
				'trigger' => 'pageviews', 'trigger_pageviews' => 1,
				'css'     => array( 'position' => 'top-right', 'width' => 260, 'background_color' => '#ede7f6', 'color' => '#311b92', 'border_color' => '#5e35b1', 'border_width' => 1, 'border_style' => 'solid' ),
				'cookie'  => array( 'triggered' => 0, 'dismissed' => 1 ), // an hour after close
				'animation' => 'fade', 'rules' => $only_here,
			),
		),
		'manual' => array(
			'title'   => 'Opened by a link',
			'options' => array(
				'trigger' => '', // "Never": only the link #boxzilla-<id> opens it
				'css'     => array( 'position' => 'center', 'width' => 420, 'background_color' => '#fafafa', 'color' => '#111111', 'border_color' => '#000000', 'border_width' => 2, 'border_style' => 'solid' ),
				'cookie'  => array( 'triggered' => 0, 'dismissed' => 168 ),
				'animation' => 'fade', 'rules' => $everywhere,
			),
		),
	);

	$admin = boxzilla()['admin'];
	$ids   = array();
	foreach ( $boxes as $trigger => $box ) {
		$slug    = 'matrix-' . str_replace( '_', '-', $trigger );
		$content = sprintf( '<h3>%s</h3><p class="matrix-box-text">The %s box of the matrix.</p>', esc_html( $box['title'] ), esc_html( $trigger ) );
		$post    = array( 'post_type' => 'boxzilla-box', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $box['title'], 'post_content' => $content );
		$found   = get_page_by_path( $slug, OBJECT, 'boxzilla-box' );
		if ( $found ) {
			$post['ID'] = $found->ID;
		}
		$id = $found ? wp_update_post( $post, true ) : wp_insert_post( $post, true );
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( "Boxzilla box $trigger: " . $id->get_error_message() );
		}

		// What the box editor's metabox posts: every field it has, as strings.
		$fields = array_replace_recursive( array(
			'rules'                 => array(),
			'rules_comparision'     => 'any',
			'css'                   => array( 'background_color' => '', 'color' => '', 'width' => '', 'border_color' => '', 'border_width' => '', 'border_style' => '', 'position' => 'bottom-right' ),
			'cookie'                => array( 'triggered' => 0, 'dismissed' => 0 ),
			'trigger'               => '',
			'trigger_time_on_page'  => 0,
			'trigger_percentage'    => 65,
			'trigger_element'       => '',
			'animation'             => 'fade',
			'auto_hide'             => 0,
			'screen_size_condition' => array( 'condition' => 'larger', 'value' => 0 ),
			'closable'              => 1,
			'show_close_icon'       => 1,
		), $box['options'] );
		array_walk_recursive( $fields, function ( &$value ) {
			$value = (string) $value;
		} );

		$saved_post = $_POST;
		$_POST      = array( 'boxzilla_box' => wp_slash( $fields ) );
		$admin->save_box_options( $id, get_post( $id ) );
		$_POST = $saved_post;

		if ( ! is_array( get_post_meta( $id, 'boxzilla_options', true ) ) ) {
			throw new RuntimeException( "Boxzilla did not save the options of box $trigger" );
		}
		$ids[ $trigger ] = $id;
	}

	// The page: the manual links near the top, filler to make it tall, the element at about three quarters.
	$filler = '';
	for ( $i = 1; $i <= 12; $i++ ) {
		$filler .= sprintf( "<p class=\"matrix-filler\" style=\"min-height: 200px\">Filler paragraph %d: the page is tall so that the percentage and element triggers need scrolling.</p>\n", $i );
	}
	$links = '';
	foreach ( $ids as $trigger => $id ) {
		$links .= sprintf( "<li><a class=\"matrix-box-link\" data-trigger=\"%s\" href=\"#boxzilla-%d\">Open the %s box</a></li>\n", esc_attr( $trigger ), $id, esc_html( $trigger ) );
	}
	$content = "<p id=\"matrix-box-top\">Boxzilla matrix page.</p>\n"
		. "<p><a id=\"matrix-box-manual\" href=\"#boxzilla-{$ids['manual']}\">Open the offer</a></p>\n"
		. "<ul class=\"matrix-box-links\">\n$links</ul>\n"
		. $filler
		. "<div id=\"matrix-box-element\" style=\"min-height: 120px; border: 1px solid #999\">The element that triggers the element box.</div>\n"
		. str_repeat( "<p class=\"matrix-filler\" style=\"min-height: 200px\">Closing paragraph: more page below the element.</p>\n", 4 );

	return array( 'ids' => $ids, 'content' => $content, 'page_slug' => $page_slug );
}
