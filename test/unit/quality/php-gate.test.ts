// The PHP gate's own checks (test/support/php-gate.mjs, php-compat.php; npm test runs them on the
// plugin): each PHP 8 construct is found in a file that declares PHP 7.4, PHP 7.4's own code is not,
// and `php -l` reports a file PHP cannot compile; phpcs's rulesets (test/support/phpcs.xml,
// phpcs-tests.xml) report what they are for and pass code written the plugin's way. Needs `php`
// (npm test fails without it) and `phpcs` (required under CI).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PHPCS_RULESETS, phpCompat, phpFound, phpGate, phpLint, phpcs, phpcsFound } from '../../support/php-gate.mjs';

const folder = mkdtempSync(join(tmpdir(), 'airlift-php-gate-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let written = 0;
/** A PHP file of one snippet; its path. */
function phpFile(code: string): string {
  const file = join(folder, `snippet-${++written}.php`);
  writeFileSync(file, `<?php\n${code}\n`);
  return file;
}
/** What needs a PHP after `version` in a snippet, without the file's name. */
const newer = (code: string, version = '7.4'): string[] => phpCompat([phpFile(code)], version).map((line) => line.replace(/^.*?:\d+: /, ''));

const PHP8: Array<[string, string]> = [
  ['$a = $b?->c;', 'the nullsafe operator ?-> (PHP 8.0)'],
  ["echo match ($x) { 1 => 'a', default => 'b' };", 'a match expression (PHP 8.0)'],
  ["foo(name: 1, other: 'b');", 'a named argument (name:) (PHP 8.0)'],
  ['function f(int|string $a) {}', 'a union type (PHP 8.0)'],
  ['function f(): int|false {}', 'a union type (PHP 8.0)'],
  ['class C { public int|string $x; }', 'a union type (PHP 8.0)'],
  ['function f(mixed $a) {}', 'the type mixed (PHP 8.0)'],
  ['class C { public static function make(): static { return new static(); } }', 'the return type static (PHP 8.0)'],
  ['class C { public function __construct(private int $x) {} }', 'constructor property promotion (PHP 8.0)'],
  ['$x = $y ?? throw new Exception();', 'throw as an expression (PHP 8.0)'],
  ['try { f(); } catch (Exception) {}', 'a catch without a variable (PHP 8.0)'],
  ['function f($a, $b,) {}', 'a trailing comma in a parameter list (PHP 8.0)'],
  ['$f = function () use ($a, $b,) {};', "a trailing comma in a closure's use list (PHP 8.0)"],
  ['echo $object::class;', '::class on an object (PHP 8.0)'],
  ["#[Attribute] class A {}", 'an attribute with code after it on its line, or over several lines (before PHP 8.0, #[ starts a comment) (PHP 8.0)'],
  ["if (str_contains($a, 'b')) {}", 'the function str_contains() (PHP 8.0)'],
  ["$x = \\str_starts_with($a, 'b') || str_ends_with($a, 'c');", 'the function str_starts_with() (PHP 8.0)'],
  ['$w = new WeakMap();', 'the class weakmap (PHP 8.0)'],
  ['enum Suit { case Hearts; }', 'an enum (PHP 8.1)'],
  ['class C { public readonly int $x; }', 'readonly (PHP 8.1)'],
  ['$f = strlen(...);', 'first-class callable syntax (…) (PHP 8.1)'],
  ['$x = 0o17;', 'an explicit octal literal (0o) (PHP 8.1)'],
  ['function f(A&B $a) {}', 'an intersection type (PHP 8.1)'],
  ['function f(): never { exit; }', 'the return type never (PHP 8.1)'],
  ['function f($a = new Foo()) {}', 'new in a default value (PHP 8.1)'],
  ['class C { final public const X = 1; }', 'a final class constant (PHP 8.1)'],
  ['$x = array_is_list($a);', 'the function array_is_list() (PHP 8.1)'],
  ['function f(): null {}', 'the standalone type null (PHP 8.2)'],
  ['function f((A&B)|null $x) {}', 'a disjunctive normal form type (PHP 8.2)'],
];

const PHP74 = `
namespace Demo;
const LIMIT = 4096;
#[ReturnTypeWillChange]
final class Box implements \\Countable {
\tpublic static $made = 0;
\tprivate ?int $size = null;
\tprotected array $items = [];
\tpublic function __construct(int $size, &$out = null, ...$rest) { $this->size = $size; }
\tpublic function count(): int { return count($this->items); }
\tpublic function match(string $a): ?array { return strpos($a, 'b') === 0 ? ['b'] : null; }
\tpublic static function create(): self { return new self(LIMIT); }
}
$box = Box::create();
$box->match('b');
$sum = array_sum(array_map(fn (int $x): int => $x * 2, [1, 2, 3]));
$label = $sum > 2 ? PHP_EOL : '';
foo($sum ? LIMIT : 0, Box::class, [1, 2,]);
switch ($sum) { case LIMIT: break; default: break; }
if ($sum): echo 1; endif;
$size = $box->size ?? 1_000;
$f = function (int $a) use ($sum) { return $a + $sum; };
try { $f(1); } catch (\\Exception $e) { throw $e; }
`;

describe.skipIf(!phpFound())('PHP gate', () => {
  it.each(PHP8)('finds %s', (code, finding) => {
    expect(newer(code)).toContain(finding);
  });

  it('finds nothing in PHP 7.4\'s own syntax, nor a one-line attribute (a comment there)', () => {
    expect(newer(PHP74)).toEqual([]);
  });

  it('reports only what is newer than the version asked about', () => {
    expect(newer('$a = $b?->c; enum Suit { case Hearts; }', '8.0')).toEqual(['an enum (PHP 8.1)']);
  });

  it('names the file and the line', () => {
    const file = phpFile('$a = 1;\n$b = $a?->c;');
    expect(phpCompat([file], '7.4')).toEqual([`${file}:3: the nullsafe operator ?-> (PHP 8.0)`]);
  });

  it('php -l reports a file PHP cannot compile, and passes one it can', () => {
    const good = phpFile('function f($a) { return $a; }');
    const bad = phpFile('function f($a, $a) {}');
    const broken = phpFile('function f( {');
    expect(phpLint([good])).toEqual([]);
    const failures = phpLint([good, bad, broken]);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/Redefinition of parameter \$a/);
    expect(failures[1]).toMatch(/syntax error/);
  });
});

/** A whole PHP file (its own `<?php`); its path. */
function wholeFile(text: string): string {
  const file = join(folder, `file-${++written}.php`);
  writeFileSync(file, text);
  return file;
}
/** The plugin's ruleset and the tests' (the gate runs each on its folders). */
const rulesetOf = (folder: string): string => PHPCS_RULESETS.find(({ folders }) => folders.includes(folder))?.ruleset ?? `no ruleset for ${folder}`;
const PLUGIN_RULES = rulesetOf('src/wordpress');
const TEST_RULES = rulesetOf('test/wordpress');
/** The sniff codes phpcs reports for a file with a ruleset, sorted, each once. */
const sniffs = (file: string, ruleset = PLUGIN_RULES): string[] =>
  [...new Set(phpcs([file], ruleset).map((line) => /\(([\w.]+)\)$/.exec(line)?.[1] ?? line))].sort();

/** Code written the plugin's way: WordPress's conventions, which phpcs.xml holds it to. */
const PLUGIN_STYLE = `<?php
/**
 * A file of the plugin.
 *
 * @package airlift
 */

defined( 'ABSPATH' ) || exit;

/**
 * The items kept, each once.
 *
 * @param array $items The items.
 * @param bool  $keep  Whether to keep them.
 */
function airlift_demo_items( $items, $keep = false ) {
\t$kept  = array();
\t$empty = ! $keep;
\tforeach ( $items as $item ) {
\t\tif ( $empty || in_array( $item, $kept, true ) ) {
\t\t\tcontinue;
\t\t}
\t\t$kept[] = (string) $item;
\t}
\treturn array_values( $kept );
}

/** Whether the site is on WordPress 6.3 or later. */
function airlift_demo_recent() {
\treturn version_compare( get_bloginfo( 'version' ), '6.3', '>=' );
}
`;

// Required under CI (npm test fails there without phpcs); elsewhere skipped where phpcs is missing.
describe.skipIf(!phpFound() || (!phpcsFound() && !process.env.CI))('phpcs', () => {
  it('passes code written the plugin\'s way, with both rulesets', () => {
    const file = wholeFile(PLUGIN_STYLE);
    expect(phpcs([file], PLUGIN_RULES)).toEqual([]);
    expect(phpcs([file], TEST_RULES)).toEqual([]);
  });

  const VIOLATIONS: Array<[string, [string, string], string]> = [
    ['a short array', ['$kept  = array();', '$kept  = [];'], 'Generic.Arrays.DisallowShortArraySyntax.Found'],
    ['spaces for indentation', ['\t$kept[] = (string) $item;', '    $kept[] = (string) $item;'], 'Generic.WhiteSpace.DisallowSpaceIndent.SpacesUsed'],
    ['no spaces inside a call\'s parentheses', ['array_values( $kept )', 'array_values($kept)'], 'PEAR.Functions.FunctionCallSignature.SpaceAfterOpenBracket'],
    ['an uppercase constant', ['$keep = false', '$keep = FALSE'], 'Generic.PHP.LowerCaseConstant.Found'],
    ['eval', ['\treturn array_values( $kept );', '\treturn eval( $kept );'], 'Squiz.PHP.Eval.Discouraged'],
    ['a silenced error', ['$kept[] = (string) $item;', '$kept[] = @file_get_contents( $item );'], 'Generic.PHP.NoSilencedErrors.Forbidden'],
    ['a TODO', ['\t$kept  = array();', '\t// TODO: sort.\n\t$kept  = array();'], 'Generic.Commenting.Todo.TaskFound'],
    ['two statements on a line', ['\t$empty = ! $keep;', '\t$empty = ! $keep; $kept = array();'], 'Generic.Formatting.DisallowMultipleStatements.SameLine'],
    ['a function without a doc comment', ['/** Whether the site is on WordPress 6.3 or later. */\n', ''], 'Squiz.Commenting.FunctionComment.Missing'],
    ['a parameter its @param tags leave out', [' * @param bool  $keep  Whether to keep them.\n', ''], 'Squiz.Commenting.FunctionComment.MissingParamTag'],
    ['a closing tag at the end', ["'>=' );\n}\n", "'>=' );\n}\n?>\n"], 'PSR2.Files.ClosingTag.NotAllowed'],
  ];
  it.each(VIOLATIONS)('reports %s', (_what, [from, to], sniff) => {
    expect(PLUGIN_STYLE).toContain(from);
    expect(sniffs(wholeFile(PLUGIN_STYLE.replace(from, to)))).toContain(sniff);
  });

  it('holds the tests\' PHP to the syntax rules, not to doc comments', () => {
    const undocumented = wholeFile(PLUGIN_STYLE.replace('/** Whether the site is on WordPress 6.3 or later. */\n', ''));
    expect(sniffs(undocumented, TEST_RULES)).toEqual([]);
    const short = wholeFile(PLUGIN_STYLE.replace('$kept  = array();', '$kept  = [];'));
    expect(sniffs(short, TEST_RULES)).toEqual(['Generic.Arrays.DisallowShortArraySyntax.Found']);
  });

  it('names the file, the line and the sniff', () => {
    const file = wholeFile(PLUGIN_STYLE.replace('$kept  = array();', '$kept  = [];'));
    expect(phpcs([file], PLUGIN_RULES)).toEqual([expect.stringMatching(/file-\d+\.php:17:\d+: error - Short array syntax is not allowed \(Generic\.Arrays\.DisallowShortArraySyntax\.Found\)$/)]);
  });

  it('throws where phpcs cannot run a ruleset', () => {
    expect(() => phpcs([wholeFile(PLUGIN_STYLE)], 'test/support/no-such-ruleset.xml')).toThrow(/phpcs failed/);
  });

  it('passes the plugin and the tests\' PHP as they are (the gate npm test records)', () => {
    const checks = phpGate({ phpcs: true }).filter(({ name }) => name.startsWith('phpcs:'));
    expect(checks.map(({ name }) => name)).toHaveLength(2);
    expect(checks.filter(({ ok }) => !ok).map(({ detail }) => detail)).toEqual([]);
    // phpcs over the whole plugin: 2.5 s on two busy cores, past the unit tests' 5 s under a heavier load.
  }, 60000);
});
