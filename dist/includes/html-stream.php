<?php
/**
 * The page's HTML read as a browser's tokenizer reads it (the HTML standard's tokenization
 * states), fed part by part as the page is sent, its state kept between parts: a part may end
 * anywhere (inside a tag, an attribute value, a comment, `</scr`), and each byte is read once
 * (runs of plain text are skipped with strpos / strcspn: linear time, no regular expression, no
 * backtracking limit). It tells the one thing inline-jquery.php needs: the script elements that
 * run, where they start, their attributes and where their text ends.
 *
 * Why a tokenizer of our own: WordPress's WP_HTML_Tag_Processor arrived in 6.2 (the plugin
 * supports 6.1), and it reads a whole document held in one string; the page here is read while it
 * streams out, and must not be held to be read.
 *
 * What it knows: data; tags and their attributes (double-, single- and unquoted values); comments
 * (`<!-->`, `<!--->`, `--!>`), bogus comments (`<?…>`, `<!x…>`, `</1…>`) and `<!DOCTYPE …>`
 * (which ends at its first `>` as a bogus comment does); script data and its escaped and
 * double-escaped states (`<!--` … `<script>` … `</script>` … `-->` inside a script); RAWTEXT
 * (style, xmp, iframe, noembed, noframes, and noscript, as scripting is on) and RCDATA (textarea,
 * title) elements, which end only at their own end tag; plaintext; `<template>`, whose scripts do
 * not run. Not the tree builder: foreign content (a script inside `<svg>`) is read as HTML's.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/** A streaming HTML tokenizer: see the file's comment. */
final class Airlift_Html_Stream {
	const DATA                 = 0;
	const TAG_OPEN             = 1;
	const END_TAG_OPEN         = 2;
	const TAG_NAME             = 3;
	const BEFORE_ATTR_NAME     = 4;
	const ATTR_NAME            = 5;
	const AFTER_ATTR_NAME      = 6;
	const BEFORE_ATTR_VALUE    = 7;
	const ATTR_VALUE_DOUBLE    = 8;
	const ATTR_VALUE_SINGLE    = 9;
	const ATTR_VALUE_UNQUOTED  = 10;
	const AFTER_ATTR_VALUE     = 11;
	const SELF_CLOSING         = 12;
	const MARKUP_OPEN          = 13;
	const MARKUP_OPEN_DASH     = 14;
	const BOGUS_COMMENT        = 15;
	const COMMENT_START        = 16;
	const COMMENT_START_DASH   = 17;
	const COMMENT              = 18;
	const COMMENT_END_DASH     = 19;
	const COMMENT_END          = 20;
	const COMMENT_END_BANG     = 21;
	const TEXT                 = 22; // Script data, RAWTEXT or RCDATA: ends at its own end tag.
	const TEXT_LT              = 23;
	const TEXT_END_OPEN        = 24;
	const TEXT_END_NAME        = 25;
	const ESCAPE_START         = 26;
	const ESCAPE_START_DASH    = 27;
	const ESCAPED              = 28;
	const ESCAPED_DASH         = 29;
	const ESCAPED_DASH_DASH    = 30;
	const ESCAPED_LT           = 31;
	const DOUBLE_ESCAPE_START  = 32;
	const DOUBLE_ESCAPED       = 33;
	const DOUBLE_ESCAPED_DASH  = 34;
	const DOUBLE_ESCAPED_DDASH = 35;
	const DOUBLE_ESCAPED_LT    = 36;
	const DOUBLE_ESCAPE_END    = 37;
	const PLAINTEXT            = 38;

	const SPACE = " \t\n\f\r";
	const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

	/** Elements whose text is RAWTEXT or RCDATA: only their own end tag ends them. */
	const TEXT_ELEMENTS = array( 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title' );

	/** @var int Where the next part starts, from the page's first byte. */
	private $offset = 0;
	/** @var int */
	private $state = self::DATA;
	/** @var int Where the tag being read starts (its `<`). */
	private $tag_start = 0;
	/** @var bool */
	private $end_tag = false;
	/** @var string The tag's name, lower case (a few bytes past `script` at most). */
	private $tag_name = '';
	/** @var bool Whether the tag's attributes are kept (a script's start tag). */
	private $keep = false;
	/** @var array<string,string> The kept attributes, the first of each name. */
	private $attributes = array();
	/** @var string|null The attribute being read. */
	private $attribute = null;
	/** @var string */
	private $value = '';
	/** @var string The end tag's name that ends the current text ('script', 'style' …). */
	private $text_end = '';
	/** @var string The letters read of an end tag's name in text, or of `script` in escaped script data. */
	private $letters = '';
	/** @var int The state an end tag that is not the text's own goes back to. */
	private $back = self::TEXT;
	/** @var int Where `</` of a possible end tag in text starts. */
	private $end_start = 0;
	/** @var int How many `<template>` are open. */
	private $templates = 0;
	/** @var array|null The script element being read: start, body, attributes, runs. */
	private $script = null;
	/** @var array The script elements ended in this part. */
	private $ended = array();

	/**
	 * Reads the next part of the page.
	 *
	 * @param string $part The bytes that follow the ones read so far.
	 * @return array The script elements whose end tag this part holds, in order: `start` (the
	 *               `<` of the start tag), `body` (just after its `>`), `end` (the `<` of
	 *               `</script`), `attributes` and `runs` (false in a template), as offsets from
	 *               the page's first byte.
	 */
	public function feed( $part ) {
		$this->ended = array();
		$n           = strlen( $part );
		$i           = 0;
		while ( $i < $n ) {
			switch ( $this->state ) {
				case self::DATA:
					$at = strpos( $part, '<', $i );
					if ( false === $at ) {
						$i = $n;
						break;
					}
					$this->tag_start = $this->offset + $at;
					$this->state     = self::TAG_OPEN;
					$i               = $at + 1;
					break;
				case self::PLAINTEXT:
					$i = $n;
					break;
				case self::TAG_OPEN:
					$c = $part[ $i ];
					if ( '!' === $c ) {
						$this->state = self::MARKUP_OPEN;
						++$i;
					} elseif ( '/' === $c ) {
						$this->state = self::END_TAG_OPEN;
						++$i;
					} elseif ( self::is_alpha( $c ) ) {
						$this->start_tag( false );
					} elseif ( '?' === $c ) {
						$this->state = self::BOGUS_COMMENT;
					} else {
						$this->state = self::DATA;
					}
					break;
				case self::END_TAG_OPEN:
					$c = $part[ $i ];
					if ( self::is_alpha( $c ) ) {
						$this->start_tag( true );
					} elseif ( '>' === $c ) {
						$this->state = self::DATA;
						++$i;
					} else {
						$this->state = self::BOGUS_COMMENT;
					}
					break;
				case self::TAG_NAME:
					$length = strcspn( $part, self::SPACE . '/>', $i );
					if ( strlen( $this->tag_name ) < 16 ) {
						$this->tag_name .= strtolower( substr( $part, $i, min( $length, 16 ) ) );
					}
					$i += $length;
					if ( $i < $n ) {
						$this->keep = ! $this->end_tag && 'script' === $this->tag_name;
						$this->after_name( $part[ $i ], $this->offset + $i + 1 );
						++$i;
					}
					break;
				case self::BEFORE_ATTR_NAME:
					$i += strspn( $part, self::SPACE, $i );
					if ( $i < $n ) {
						$c = $part[ $i ];
						if ( '/' === $c || '>' === $c ) {
							$this->state = self::AFTER_ATTR_NAME;
						} else {
							$this->start_attribute();
							if ( '=' === $c ) {
								$this->attribute = '=';
								++$i;
							}
						}
					}
					break;
				case self::ATTR_NAME:
					$length = strcspn( $part, self::SPACE . '/>=', $i );
					if ( $this->keep ) {
						$this->attribute .= strtolower( substr( $part, $i, $length ) );
					}
					$i += $length;
					if ( $i < $n ) {
						if ( '=' === $part[ $i ] ) {
							$this->state = self::BEFORE_ATTR_VALUE;
							++$i;
						} else {
							$this->state = self::AFTER_ATTR_NAME;
						}
					}
					break;
				case self::AFTER_ATTR_NAME:
					$i += strspn( $part, self::SPACE, $i );
					if ( $i < $n ) {
						$c = $part[ $i ];
						if ( '/' === $c ) {
							$this->state = self::SELF_CLOSING;
							++$i;
						} elseif ( '=' === $c ) {
							$this->state = self::BEFORE_ATTR_VALUE;
							++$i;
						} elseif ( '>' === $c ) {
							++$i;
							$this->emit_tag( $this->offset + $i );
						} else {
							$this->start_attribute();
						}
					}
					break;
				case self::BEFORE_ATTR_VALUE:
					$i += strspn( $part, self::SPACE, $i );
					if ( $i < $n ) {
						$c = $part[ $i ];
						if ( '"' === $c ) {
							$this->state = self::ATTR_VALUE_DOUBLE;
							++$i;
						} elseif ( "'" === $c ) {
							$this->state = self::ATTR_VALUE_SINGLE;
							++$i;
						} elseif ( '>' === $c ) {
							++$i;
							$this->emit_tag( $this->offset + $i );
						} else {
							$this->state = self::ATTR_VALUE_UNQUOTED;
						}
					}
					break;
				case self::ATTR_VALUE_DOUBLE:
				case self::ATTR_VALUE_SINGLE:
					$at     = strpos( $part, self::ATTR_VALUE_DOUBLE === $this->state ? '"' : "'", $i );
					$length = ( false === $at ? $n : $at ) - $i;
					if ( $this->keep ) {
						$this->value .= substr( $part, $i, $length );
					}
					$i += $length;
					if ( false !== $at ) {
						$this->state = self::AFTER_ATTR_VALUE;
						++$i;
					}
					break;
				case self::ATTR_VALUE_UNQUOTED:
					$length = strcspn( $part, self::SPACE . '>', $i );
					if ( $this->keep ) {
						$this->value .= substr( $part, $i, $length );
					}
					$i += $length;
					if ( $i < $n ) {
						if ( '>' === $part[ $i ] ) {
							++$i;
							$this->emit_tag( $this->offset + $i );
						} else {
							$this->state = self::BEFORE_ATTR_NAME;
							++$i;
						}
					}
					break;
				case self::AFTER_ATTR_VALUE:
					$c = $part[ $i ];
					if ( false !== strpos( self::SPACE, $c ) ) {
						$this->state = self::BEFORE_ATTR_NAME;
						++$i;
					} elseif ( '/' === $c ) {
						$this->state = self::SELF_CLOSING;
						++$i;
					} elseif ( '>' === $c ) {
						++$i;
						$this->emit_tag( $this->offset + $i );
					} else {
						$this->state = self::BEFORE_ATTR_NAME;
					}
					break;
				case self::SELF_CLOSING:
					if ( '>' === $part[ $i ] ) {
						++$i;
						$this->emit_tag( $this->offset + $i );
					} else {
						$this->state = self::BEFORE_ATTR_NAME;
					}
					break;
				case self::MARKUP_OPEN:
				case self::MARKUP_OPEN_DASH:
					// `<!--` opens a comment; anything else (`<!DOCTYPE`, `<![CDATA[` in HTML) ends at its first `>`.
					if ( '-' === $part[ $i ] ) {
						$this->state = self::MARKUP_OPEN === $this->state ? self::MARKUP_OPEN_DASH : self::COMMENT_START;
						++$i;
					} else {
						$this->state = self::BOGUS_COMMENT;
					}
					break;
				case self::BOGUS_COMMENT:
					$at = strpos( $part, '>', $i );
					if ( false === $at ) {
						$i = $n;
					} else {
						$this->state = self::DATA;
						$i           = $at + 1;
					}
					break;
				case self::COMMENT_START:
				case self::COMMENT_START_DASH:
					$c = $part[ $i ];
					if ( '-' === $c ) {
						$this->state = self::COMMENT_START === $this->state ? self::COMMENT_START_DASH : self::COMMENT_END;
						++$i;
					} elseif ( '>' === $c ) {
						// `<!-->` and `<!--->`: a whole (empty) comment.
						$this->state = self::DATA;
						++$i;
					} else {
						$this->state = self::COMMENT;
					}
					break;
				case self::COMMENT:
					$at = strpos( $part, '-', $i );
					if ( false === $at ) {
						$i = $n;
					} else {
						$this->state = self::COMMENT_END_DASH;
						$i           = $at + 1;
					}
					break;
				case self::COMMENT_END_DASH:
					if ( '-' === $part[ $i ] ) {
						$this->state = self::COMMENT_END;
						++$i;
					} else {
						$this->state = self::COMMENT;
					}
					break;
				case self::COMMENT_END:
					$c = $part[ $i ];
					if ( '>' === $c ) {
						$this->state = self::DATA;
						++$i;
					} elseif ( '!' === $c ) {
						$this->state = self::COMMENT_END_BANG;
						++$i;
					} elseif ( '-' === $c ) {
						++$i;
					} else {
						$this->state = self::COMMENT;
					}
					break;
				case self::COMMENT_END_BANG:
					$c = $part[ $i ];
					if ( '-' === $c ) {
						$this->state = self::COMMENT_END_DASH;
						++$i;
					} elseif ( '>' === $c ) {
						$this->state = self::DATA;
						++$i;
					} else {
						$this->state = self::COMMENT;
					}
					break;
				case self::TEXT:
					$at = strpos( $part, '<', $i );
					if ( false === $at ) {
						$i = $n;
					} else {
						$this->end_start = $this->offset + $at;
						$this->state     = self::TEXT_LT;
						$i               = $at + 1;
					}
					break;
				case self::TEXT_LT:
					$c = $part[ $i ];
					if ( '/' === $c ) {
						$this->back  = self::TEXT;
						$this->state = self::TEXT_END_OPEN;
						++$i;
					} elseif ( '!' === $c && 'script' === $this->text_end ) {
						$this->state = self::ESCAPE_START;
						++$i;
					} else {
						$this->state = self::TEXT;
					}
					break;
				case self::TEXT_END_OPEN:
					$this->letters = '';
					$this->state   = self::is_alpha( $part[ $i ] ) ? self::TEXT_END_NAME : $this->back;
					break;
				case self::TEXT_END_NAME:
					$i += $this->read_letters( $part, $i );
					if ( $i < $n ) {
						$c = $part[ $i ];
						if ( $this->letters === $this->text_end && ( '/' === $c || '>' === $c || false !== strpos( self::SPACE, $c ) ) ) {
							$this->end_text();
							$this->after_name( $c, $this->offset + $i + 1 );
							++$i;
						} else {
							$this->state = $this->back;
						}
					}
					break;
				case self::ESCAPE_START:
				case self::ESCAPE_START_DASH:
					if ( '-' === $part[ $i ] ) {
						$this->state = self::ESCAPE_START === $this->state ? self::ESCAPE_START_DASH : self::ESCAPED_DASH_DASH;
						++$i;
					} else {
						$this->state = self::TEXT;
					}
					break;
				case self::ESCAPED:
				case self::DOUBLE_ESCAPED:
					$i += strcspn( $part, '-<', $i );
					if ( $i < $n ) {
						$escaped = self::ESCAPED === $this->state;
						if ( '-' === $part[ $i ] ) {
							$this->state = $escaped ? self::ESCAPED_DASH : self::DOUBLE_ESCAPED_DASH;
						} else {
							$this->end_start = $this->offset + $i;
							$this->state     = $escaped ? self::ESCAPED_LT : self::DOUBLE_ESCAPED_LT;
						}
						++$i;
					}
					break;
				case self::ESCAPED_DASH:
				case self::ESCAPED_DASH_DASH:
				case self::DOUBLE_ESCAPED_DASH:
				case self::DOUBLE_ESCAPED_DDASH:
					$c       = $part[ $i ];
					$escaped = self::ESCAPED_DASH === $this->state || self::ESCAPED_DASH_DASH === $this->state;
					$dashes  = self::ESCAPED_DASH_DASH === $this->state || self::DOUBLE_ESCAPED_DDASH === $this->state;
					++$i;
					if ( '-' === $c ) {
						$this->state = $escaped ? self::ESCAPED_DASH_DASH : self::DOUBLE_ESCAPED_DDASH;
					} elseif ( '<' === $c ) {
						$this->end_start = $this->offset + $i - 1;
						$this->state     = $escaped ? self::ESCAPED_LT : self::DOUBLE_ESCAPED_LT;
					} elseif ( '>' === $c && $dashes ) {
						// `-->`: back to script data.
						$this->state = self::TEXT;
					} else {
						$this->state = $escaped ? self::ESCAPED : self::DOUBLE_ESCAPED;
					}
					break;
				case self::ESCAPED_LT:
					$c = $part[ $i ];
					if ( '/' === $c ) {
						$this->back  = self::ESCAPED;
						$this->state = self::TEXT_END_OPEN;
						++$i;
					} elseif ( self::is_alpha( $c ) ) {
						$this->letters = '';
						$this->state   = self::DOUBLE_ESCAPE_START;
					} else {
						$this->state = self::ESCAPED;
					}
					break;
				case self::DOUBLE_ESCAPED_LT:
					if ( '/' === $part[ $i ] ) {
						$this->letters = '';
						$this->state   = self::DOUBLE_ESCAPE_END;
						++$i;
					} else {
						$this->state = self::DOUBLE_ESCAPED;
					}
					break;
				case self::DOUBLE_ESCAPE_START:
				case self::DOUBLE_ESCAPE_END:
					// `<script` in escaped script data, or `</script` in double-escaped: they swap.
					$i += $this->read_letters( $part, $i );
					if ( $i < $n ) {
						$c     = $part[ $i ];
						$start = self::DOUBLE_ESCAPE_START === $this->state;
						if ( '/' === $c || '>' === $c || false !== strpos( self::SPACE, $c ) ) {
							++$i;
							$swap        = 'script' === $this->letters;
							$this->state = $start === $swap ? self::DOUBLE_ESCAPED : self::ESCAPED;
						} else {
							$this->state = $start ? self::ESCAPED : self::DOUBLE_ESCAPED;
						}
					}
					break;
			}
		}
		$this->offset += $n;
		return $this->ended;
	}

	/**
	 * From where the page must wait (an offset from its first byte), or null: the start of a
	 * script element that runs, until its end tag; of a start tag that is or may be `<script`,
	 * until its `>`.
	 */
	public function hold() {
		if ( null !== $this->script ) {
			return $this->script['runs'] ? $this->script['start'] : null;
		}
		if ( self::TAG_OPEN === $this->state ) {
			return 0 === $this->templates ? $this->tag_start : null;
		}
		if ( $this->templates > 0 || $this->end_tag ) {
			return null;
		}
		if ( self::TAG_NAME === $this->state ) {
			return substr( 'script', 0, strlen( $this->tag_name ) ) === $this->tag_name ? $this->tag_start : null;
		}
		return $this->state >= self::BEFORE_ATTR_NAME && $this->state <= self::SELF_CLOSING && 'script' === $this->tag_name ? $this->tag_start : null;
	}

	/** How many bytes of the page have been read. */
	public function offset() {
		return $this->offset;
	}

	/**
	 * Whether a byte is an ASCII letter.
	 *
	 * @param string $c A byte.
	 */
	private static function is_alpha( $c ) {
		return ( $c >= 'a' && $c <= 'z' ) || ( $c >= 'A' && $c <= 'Z' );
	}

	/**
	 * Reads the letters at $i into the letters read (kept short: only `script` and the like matter).
	 *
	 * @param string $part The part.
	 * @param int    $i    Where to read.
	 * @return int How many letters.
	 */
	private function read_letters( $part, $i ) {
		$length = strspn( $part, self::ALPHA, $i );
		if ( strlen( $this->letters ) < 16 ) {
			$this->letters .= strtolower( substr( $part, $i, min( $length, 16 ) ) );
		}
		return $length;
	}

	/**
	 * A tag starts (its name's first letter is next).
	 *
	 * @param bool $end Whether it is an end tag.
	 */
	private function start_tag( $end ) {
		$this->end_tag    = $end;
		$this->tag_name   = '';
		$this->keep       = false;
		$this->attributes = array();
		$this->attribute  = null;
		$this->state      = self::TAG_NAME;
	}

	/**
	 * After a tag's name: the byte that ended it.
	 *
	 * @param string $c     A space, `/` or `>`.
	 * @param int    $after The offset just after that byte.
	 */
	private function after_name( $c, $after ) {
		if ( '>' === $c ) {
			$this->emit_tag( $after );
		} else {
			$this->state = '/' === $c ? self::SELF_CLOSING : self::BEFORE_ATTR_NAME;
		}
	}

	/** An attribute starts: the one before it is kept (the first of a name wins). */
	private function start_attribute() {
		$this->keep_attribute();
		$this->attribute = '';
		$this->value     = '';
		$this->state     = self::ATTR_NAME;
	}

	/** Keeps the attribute read, where the tag's attributes are kept. */
	private function keep_attribute() {
		if ( $this->keep && null !== $this->attribute && ! isset( $this->attributes[ $this->attribute ] ) ) {
			$this->attributes[ $this->attribute ] = $this->value;
		}
		$this->attribute = null;
		$this->value     = '';
	}

	/**
	 * A tag ends at its `>`: what follows is data, or a script's, a RAWTEXT or RCDATA element's text.
	 *
	 * @param int $after The offset just after `>`.
	 */
	private function emit_tag( $after ) {
		$this->keep_attribute();
		$this->state = self::DATA;
		$name        = $this->tag_name;
		if ( $this->end_tag ) {
			if ( 'template' === $name && $this->templates > 0 ) {
				--$this->templates;
			}
			$this->end_tag = false;
			return;
		}
		if ( 'script' === $name ) {
			$this->state    = self::TEXT;
			$this->text_end = 'script';
			$this->script   = array(
				'start'      => $this->tag_start,
				'body'       => $after,
				'attributes' => $this->attributes,
				'runs'       => 0 === $this->templates,
			);
		} elseif ( in_array( $name, self::TEXT_ELEMENTS, true ) ) {
			$this->state    = self::TEXT;
			$this->text_end = $name;
		} elseif ( 'plaintext' === $name ) {
			$this->state = self::PLAINTEXT;
		} elseif ( 'template' === $name ) {
			++$this->templates;
		}
		$this->keep       = false;
		$this->attributes = array();
	}

	/** The text's own end tag: a script element ends; the end tag's attributes are read as any tag's. */
	private function end_text() {
		if ( null !== $this->script ) {
			$this->ended[] = $this->script + array( 'end' => $this->end_start );
			$this->script  = null;
		}
		$this->text_end  = '';
		$this->tag_start = $this->end_start;
		$this->end_tag   = true;
		$this->tag_name  = $this->letters;
		$this->keep      = false;
		$this->attribute = null;
	}
}
