// The PHP gate's own checks (test/support/php-gate.mjs, php-compat.php; npm test runs them on the
// plugin): each PHP 8 construct is found in a file that declares PHP 7.4, PHP 7.4's own code is not,
// and `php -l` reports a file PHP cannot compile. Needs `php` (npm test fails without it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { phpCompat, phpFound, phpLint } from '../../support/php-gate.mjs';

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
