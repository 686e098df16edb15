<?php
/**
 * What a PHP file needs of a PHP newer than the one it declares: syntax, functions and classes
 * that PHP 8.0 to 8.4 brought, found with PHP's own tokenizer (token_get_all). `php -l` finds what
 * the PHP that runs it cannot parse; this finds what it parses and an older PHP does not, or reads
 * differently (up to PHP 7.4 an attribute is a comment, and so is the code after it on its line).
 * Functions WordPress adds where PHP lacks them (str_contains …) count too: the check is PHP's.
 *
 *     php php-compat.php 7.4 file.php …
 *
 * Prints `file:line: what (PHP x.y)` for each finding and exits with 1 when there is one, 2 when
 * a file cannot be read. The syntax checks need the tokens of a PHP 8.2 or later (run it there).
 *
 * @package airlift
 */

/** Functions by the PHP version that brought them. */
const AIRLIFT_COMPAT_FUNCTIONS = array(
	'8.0' => array( 'str_contains', 'str_starts_with', 'str_ends_with', 'get_debug_type', 'get_resource_id', 'fdiv', 'preg_last_error_msg' ),
	'8.1' => array( 'array_is_list', 'enum_exists', 'fsync', 'fdatasync' ),
	'8.2' => array( 'ini_parse_quantity', 'memory_reset_peak_usage', 'mysqli_execute_query', 'curl_upkeep', 'libxml_get_external_entity_loader', 'openssl_cipher_key_length' ),
	'8.3' => array( 'json_validate', 'mb_str_pad', 'str_increment', 'str_decrement', 'stream_context_set_options' ),
	'8.4' => array( 'array_find', 'array_find_key', 'array_any', 'array_all', 'mb_trim', 'mb_ltrim', 'mb_rtrim', 'mb_ucfirst', 'mb_lcfirst', 'bcdivmod', 'fpow', 'http_get_last_response_headers', 'http_clear_last_response_headers' ),
);

/** Classes and interfaces by the PHP version that brought them. */
const AIRLIFT_COMPAT_CLASSES = array(
	'8.0' => array( 'stringable', 'valueerror', 'unhandledmatcherror', 'weakmap', 'phptoken', 'attribute' ),
	'8.1' => array( 'fiber', 'fibererror', 'unitenum', 'backedenum', 'intldatepatterngenerator' ),
	'8.2' => array( 'random\\randomizer', 'sensitiveparameter', 'allowdynamicproperties' ),
	'8.3' => array( 'override', 'dateerror', 'daterangeerror', 'dateexception' ),
);

/** Modifiers of a class member or a promoted constructor parameter. */
const AIRLIFT_COMPAT_MODIFIERS = array( 'T_PUBLIC', 'T_PROTECTED', 'T_PRIVATE', 'T_VAR', 'T_STATIC', 'T_READONLY', 'T_FINAL', 'T_ABSTRACT' );

/**
 * The tokens that matter (no whitespace, no comments), each as [name, text, line], and every
 * finding of an attribute that a PHP before 8.0 would read wrong.
 *
 * @param string $code A file's code.
 * @return array{0: array<int, array{0: string, 1: string, 2: int}>, 1: array<int, array{0: int, 1: string, 2: string}>}
 */
function airlift_compat_tokens( $code ) {
	$raw      = token_get_all( $code );
	$tokens   = array();
	$findings = array();
	$line     = 1;
	foreach ( $raw as $index => $token ) {
		if ( is_array( $token ) ) {
			$line = $token[2];
			$name = token_name( $token[0] );
			$text = $token[1];
		} else {
			$name = $token;
			$text = $token;
		}
		if ( 'T_ATTRIBUTE' === $name ) {
			// Up to PHP 7.4 `#[` opens a line comment: harmless when the attribute is all its line has.
			$depth = 0;
			for ( $end = $index; $end < count( $raw ); $end++ ) {
				$part   = is_array( $raw[ $end ] ) ? $raw[ $end ][1] : $raw[ $end ];
				$depth += ( '[' === $part || '#[' === $part ) ? 1 : ( ']' === $part ? -1 : 0 );
				if ( 0 === $depth ) {
					break;
				}
			}
			$inside = '';
			for ( $at = $index; $at <= $end && $at < count( $raw ); $at++ ) {
				$inside .= is_array( $raw[ $at ] ) ? $raw[ $at ][1] : $raw[ $at ];
			}
			// The rest of its line.
			$after = '';
			for ( $at = $end + 1; $at < count( $raw ) && false === strpos( $after, "\n" ); $at++ ) {
				$after .= is_array( $raw[ $at ] ) ? $raw[ $at ][1] : $raw[ $at ];
			}
			$after = explode( "\n", $after )[0];
			if ( false !== strpos( $inside, "\n" ) || 1 !== preg_match( '~^\s*(//.*|#.*|/\*.*)?$~', $after ) ) {
				$findings[] = array( $line, '8.0', 'an attribute with code after it on its line, or over several lines (before PHP 8.0, #[ starts a comment)' );
			}
		}
		if ( in_array( $name, array( 'T_WHITESPACE', 'T_COMMENT', 'T_DOC_COMMENT', 'T_OPEN_TAG', 'T_CLOSE_TAG', 'T_INLINE_HTML' ), true ) ) {
			$line += substr_count( $text, "\n" );
			continue;
		}
		$tokens[] = array( $name, $text, $line );
		$line    += substr_count( $text, "\n" );
	}
	return array( $tokens, $findings );
}

/** Whether a token can be a name (an identifier, a keyword used as one, a qualified name). */
function airlift_compat_is_name( $token ) {
	return 1 === preg_match( '/^\\\\?[A-Za-z_][A-Za-z0-9_]*(\\\\[A-Za-z_][A-Za-z0-9_]*)*$/', $token[1] ) && '$' !== $token[1][0];
}

/**
 * The index of the bracket that closes the one at $open.
 *
 * @param array<int, array{0: string, 1: string, 2: int}> $tokens Tokens.
 * @param int                                             $open   Index of `(`, `[` or `{`.
 */
function airlift_compat_closing( $tokens, $open ) {
	$depth = 0;
	$count = count( $tokens );
	for ( $at = $open; $at < $count; $at++ ) {
		$name = $tokens[ $at ][0];
		if ( in_array( $name, array( '(', '[', '{', 'T_CURLY_OPEN', 'T_DOLLAR_OPEN_CURLY_BRACES', 'T_ATTRIBUTE' ), true ) ) {
			$depth++;
		} elseif ( in_array( $name, array( ')', ']', '}' ), true ) ) {
			$depth--;
			if ( 0 === $depth ) {
				return $at;
			}
		}
	}
	return $count - 1;
}

/**
 * Findings in the types of a declaration (a parameter's, a property's or a return type).
 *
 * @param array<int, array{0: string, 1: string, 2: int}> $type   The type's tokens.
 * @param bool                                            $return Whether it is a return type.
 * @return array<int, array{0: string, 1: string}> [version, what].
 */
function airlift_compat_type( $type, $return ) {
	$found = array();
	$names = array();
	foreach ( $type as $token ) {
		if ( '|' === $token[0] ) {
			$found[] = array( '8.0', 'a union type' );
		} elseif ( 'T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG' === $token[0] ) {
			$found[] = array( '8.1', 'an intersection type' );
		} elseif ( '(' === $token[0] ) {
			$found[] = array( '8.2', 'a disjunctive normal form type' );
		} elseif ( 'T_STATIC' === $token[0] && $return ) {
			$found[] = array( '8.0', 'the return type static' );
		} elseif ( airlift_compat_is_name( $token ) ) {
			$names[] = strtolower( ltrim( $token[1], '\\' ) );
		}
	}
	foreach ( $names as $name ) {
		if ( 'mixed' === $name ) {
			$found[] = array( '8.0', 'the type mixed' );
		} elseif ( 'never' === $name && $return ) {
			$found[] = array( '8.1', 'the return type never' );
		} elseif ( in_array( $name, array( 'null', 'false', 'true' ), true ) && 1 === count( $type ) ) {
			$found[] = array( '8.2', "the standalone type $name" );
		} elseif ( 'true' === $name ) {
			$found[] = array( '8.2', 'the type true' );
		}
		foreach ( AIRLIFT_COMPAT_CLASSES as $version => $classes ) {
			if ( in_array( $name, array_map( 'strtolower', $classes ), true ) ) {
				$found[] = array( $version, "the class $name" );
			}
		}
	}
	return $found;
}

/**
 * Findings in a function's parameter list, its closure `use` list and its return type.
 *
 * @param array<int, array{0: string, 1: string, 2: int}> $tokens Tokens.
 * @param int                                             $open   Index of the list's `(`.
 * @return array<int, array{0: int, 1: string, 2: string}>
 */
function airlift_compat_signature( $tokens, $open ) {
	$found = array();
	$close = airlift_compat_closing( $tokens, $open );
	// Each parameter: its tokens at the list's own depth, split at its commas.
	$parameters = array( array() );
	$depth      = 0;
	for ( $at = $open + 1; $at < $close; $at++ ) {
		$name = $tokens[ $at ][0];
		if ( in_array( $name, array( '(', '[', '{', 'T_ATTRIBUTE' ), true ) ) {
			$depth++;
		} elseif ( in_array( $name, array( ')', ']', '}' ), true ) ) {
			$depth--;
		}
		if ( ',' === $name && 0 === $depth ) {
			$parameters[] = array();
			continue;
		}
		$parameters[ count( $parameters ) - 1 ][] = $tokens[ $at ];
	}
	if ( count( $parameters ) > 1 && array() === end( $parameters ) ) {
		$found[] = array( $tokens[ $close ][2], '8.0', 'a trailing comma in a parameter list' );
	}
	foreach ( $parameters as $parameter ) {
		// A parameter: its attributes, modifiers and type, its variable, then its default value.
		$phase = 'type';
		$type  = array();
		$skip  = 0;
		foreach ( $parameter as $token ) {
			if ( $skip > 0 || 'T_ATTRIBUTE' === $token[0] ) {
				$skip += ( '[' === $token[0] || 'T_ATTRIBUTE' === $token[0] ) ? 1 : ( ']' === $token[0] ? -1 : 0 );
				continue;
			}
			if ( 'type' === $phase ) {
				if ( in_array( $token[0], array( 'T_PUBLIC', 'T_PROTECTED', 'T_PRIVATE', 'T_READONLY' ), true ) ) {
					$found[] = array( $token[2], '8.0', 'constructor property promotion' );
				} elseif ( in_array( $token[0], array( 'T_VARIABLE', 'T_ELLIPSIS', 'T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG', '&' ), true ) ) {
					foreach ( airlift_compat_type( $type, false ) as $finding ) {
						$found[] = array( $token[2], $finding[0], $finding[1] );
					}
					$phase = 'variable';
				} else {
					$type[] = $token;
				}
			} elseif ( 'variable' === $phase && '=' === $token[0] ) {
				$phase = 'default';
			} elseif ( 'default' === $phase && 'T_NEW' === $token[0] ) {
				$found[] = array( $token[2], '8.1', 'new in a default value' );
			}
		}
	}
	$at = $close + 1;
	// A closure's `use ( … )`.
	if ( isset( $tokens[ $at ] ) && 'T_USE' === $tokens[ $at ][0] && isset( $tokens[ $at + 1 ] ) && '(' === $tokens[ $at + 1 ][0] ) {
		$use_close = airlift_compat_closing( $tokens, $at + 1 );
		if ( ',' === $tokens[ $use_close - 1 ][0] ) {
			$found[] = array( $tokens[ $use_close ][2], '8.0', 'a trailing comma in a closure\'s use list' );
		}
		$at = $use_close + 1;
	}
	if ( isset( $tokens[ $at ] ) && ':' === $tokens[ $at ][0] ) {
		$type = array();
		for ( $at++; isset( $tokens[ $at ] ) && ! in_array( $tokens[ $at ][0], array( '{', ';', 'T_DOUBLE_ARROW' ), true ); $at++ ) {
			$type[] = $tokens[ $at ];
		}
		foreach ( airlift_compat_type( $type, true ) as $finding ) {
			$found[] = array( $tokens[ $close ][2], $finding[0], $finding[1] );
		}
	}
	return $found;
}

/**
 * Everything in a file's code that needs a PHP after 7.4: [line, version, what].
 *
 * @param string $code A file's code.
 * @return array<int, array{0: int, 1: string, 2: string}>
 */
function airlift_compat_findings( $code ) {
	list( $tokens, $found ) = airlift_compat_tokens( $code );
	$count                  = count( $tokens );
	$none                   = array( '', '', 0 );
	$in_catch               = -1;
	for ( $at = 0; $at < $count; $at++ ) {
		list( $name, $text, $line ) = $tokens[ $at ];
		$prev = $at > 0 ? $tokens[ $at - 1 ] : $none;
		$next = $at + 1 < $count ? $tokens[ $at + 1 ] : $none;
		$member = in_array( $prev[0], array( 'T_OBJECT_OPERATOR', 'T_NULLSAFE_OBJECT_OPERATOR', 'T_DOUBLE_COLON', 'T_FUNCTION', 'T_CONST', 'T_NEW' ), true );
		switch ( $name ) {
			case 'T_NULLSAFE_OBJECT_OPERATOR':
				$found[] = array( $line, '8.0', 'the nullsafe operator ?->' );
				break;
			case 'T_MATCH':
				if ( '(' === $next[0] && ! $member ) {
					$found[] = array( $line, '8.0', 'a match expression' );
				}
				break;
			case 'T_ENUM':
				$found[] = array( $line, '8.1', 'an enum' );
				break;
			case 'T_READONLY':
				if ( '(' !== $next[0] ) {
					$found[] = array( $line, '8.1', 'readonly' );
				}
				break;
			case 'T_LNUMBER':
				if ( 1 === preg_match( '/^0[oO]/', $text ) ) {
					$found[] = array( $line, '8.1', 'an explicit octal literal (0o)' );
				}
				break;
			case 'T_ELLIPSIS':
				if ( '(' === $prev[0] && ')' === $next[0] ) {
					$found[] = array( $line, '8.1', 'first-class callable syntax (…)' );
				}
				break;
			case 'T_DOUBLE_COLON':
				if ( 'T_CLASS' === $next[0] && 'T_VARIABLE' === $prev[0] ) {
					$found[] = array( $line, '8.0', '::class on an object' );
				} elseif ( '{' === $next[0] ) {
					$found[] = array( $line, '8.3', 'a dynamic class constant fetch' );
				}
				break;
			case 'T_THROW':
				if ( in_array( $prev[0], array( 'T_COALESCE', 'T_COALESCE_EQUAL', '?', 'T_DOUBLE_ARROW', '=', 'T_BOOLEAN_AND', 'T_BOOLEAN_OR', 'T_LOGICAL_AND', 'T_LOGICAL_OR', ',', '(' ), true ) ) {
					$found[] = array( $line, '8.0', 'throw as an expression' );
				}
				break;
			case 'T_CATCH':
				if ( '(' === $next[0] ) {
					$close    = airlift_compat_closing( $tokens, $at + 1 );
					$variable = false;
					for ( $in = $at + 2; $in < $close; $in++ ) {
						$variable = $variable || 'T_VARIABLE' === $tokens[ $in ][0];
					}
					if ( ! $variable ) {
						$found[] = array( $line, '8.0', 'a catch without a variable' );
					}
					$in_catch = $close;
				}
				break;
			case 'T_FUNCTION':
			case 'T_FN':
				if ( 'T_USE' === $prev[0] || 'T_CONST' === $prev[0] ) {
					break;
				}
				for ( $open = $at + 1; $open < $count && '(' !== $tokens[ $open ][0] && '{' !== $tokens[ $open ][0] && ';' !== $tokens[ $open ][0]; $open++ ) {
					continue;
				}
				if ( $open < $count && '(' === $tokens[ $open ][0] ) {
					$found = array_merge( $found, airlift_compat_signature( $tokens, $open ) );
				}
				break;
			case 'T_CONST':
				if ( isset( $tokens[ $at + 2 ] ) && airlift_compat_is_name( $next ) && airlift_compat_is_name( $tokens[ $at + 2 ] ) ) {
					$found[] = array( $line, '8.3', 'a typed class constant' );
				}
				for ( $back = $at - 1; $back >= 0 && in_array( $tokens[ $back ][0], AIRLIFT_COMPAT_MODIFIERS, true ); $back-- ) {
					if ( 'T_FINAL' === $tokens[ $back ][0] ) {
						$found[] = array( $line, '8.1', 'a final class constant' );
					}
				}
				break;
			case 'T_PUBLIC':
			case 'T_PROTECTED':
			case 'T_PRIVATE':
			case 'T_VAR':
				// A property's type: after its modifiers, up to its variable.
				if ( in_array( $prev[0], AIRLIFT_COMPAT_MODIFIERS, true ) ) {
					break;
				}
				$type = array();
				for ( $in = $at + 1; $in < $count; $in++ ) {
					$kind = $tokens[ $in ][0];
					if ( in_array( $kind, array( 'T_FUNCTION', 'T_CONST', 'T_VARIABLE', ';', '{', '(', ')', ',' ), true ) ) {
						break;
					}
					if ( ! in_array( $kind, AIRLIFT_COMPAT_MODIFIERS, true ) ) {
						$type[] = $tokens[ $in ];
					}
				}
				if ( isset( $tokens[ $in ] ) && 'T_VARIABLE' === $tokens[ $in ][0] && '(' !== $prev[0] && ',' !== $prev[0] ) {
					foreach ( airlift_compat_type( $type, false ) as $finding ) {
						$found[] = array( $line, $finding[0], $finding[1] );
					}
				}
				break;
		}
		if ( airlift_compat_is_name( $tokens[ $at ] ) && ':' === $next[0] && in_array( $prev[0], array( '(', ',' ), true ) ) {
			$found[] = array( $line, '8.0', "a named argument ($text:)" );
		}
		if ( in_array( $name, array( 'T_STRING', 'T_NAME_FULLY_QUALIFIED' ), true ) ) {
			$lower = strtolower( ltrim( $text, '\\' ) );
			if ( '(' === $next[0] && ! $member ) {
				foreach ( AIRLIFT_COMPAT_FUNCTIONS as $version => $functions ) {
					if ( in_array( $lower, $functions, true ) ) {
						$found[] = array( $line, $version, "the function $lower()" );
					}
				}
			}
			if ( in_array( $prev[0], array( 'T_NEW', 'T_INSTANCEOF', 'T_EXTENDS', 'T_IMPLEMENTS' ), true ) || 'T_DOUBLE_COLON' === $next[0] || $at < $in_catch ) {
				foreach ( AIRLIFT_COMPAT_CLASSES as $version => $classes ) {
					if ( in_array( $lower, array_map( 'strtolower', $classes ), true ) ) {
						$found[] = array( $line, $version, "the class $lower" );
					}
				}
			}
		}
	}
	return $found;
}

if ( PHP_SAPI === 'cli' && isset( $argv ) && realpath( $argv[0] ) === __FILE__ ) {
	if ( count( $argv ) < 3 || 1 !== preg_match( '/^\d+\.\d+$/', $argv[1] ) ) {
		fwrite( STDERR, "usage: php php-compat.php <version, e.g. 7.4> <file.php>…\n" );
		exit( 2 );
	}
	$status = 0;
	foreach ( array_slice( $argv, 2 ) as $file ) {
		$code = is_readable( $file ) ? file_get_contents( $file ) : false;
		if ( false === $code ) {
			fwrite( STDERR, "$file: cannot be read\n" );
			$status = 2;
			continue;
		}
		$seen = array();
		foreach ( airlift_compat_findings( $code ) as $finding ) {
			list( $line, $version, $what ) = $finding;
			$report = "$file:$line: $what (PHP $version)";
			if ( version_compare( $version, $argv[1], '>' ) && ! isset( $seen[ $report ] ) ) {
				$seen[ $report ] = true;
				echo $report, "\n";
				$status = max( $status, 1 );
			}
		}
	}
	exit( $status );
}
