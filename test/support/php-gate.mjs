// The plugin's PHP gate (npm test): `php -l` on every PHP file of the plugin and of its tests,
// nothing in the plugin that needs a PHP newer than its header's "Requires PHP" (php-compat.php,
// with PHP's own tokenizer), and PHP_CodeSniffer with WordPress's conventions (phpcs.xml on the
// plugin, the lighter phpcs-tests.xml on the tests' PHP). PHP is Debian's php-cli, which the
// WordPress tests need too; phpcs is Debian's php-codesniffer.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from '../../tools/plugin-zip.mjs';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const here = dirname(fileURLToPath(import.meta.url));

/** The folders whose PHP files are linted; the plugin's are also held to its "Requires PHP". */
export const PHP_FOLDERS = ['src/wordpress', 'test/wordpress', 'test/support'];
export const PLUGIN_FOLDER = 'src/wordpress';

/** The `.php` files under a folder of the project, as paths from its root, sorted. */
export function phpFiles(folder) {
  return filesUnder(join(root, folder)).filter((file) => file.endsWith('.php')).map((file) => `${folder}/${file}`);
}

/** A field of the plugin header of src/wordpress/airlift.php (`Requires PHP`, `Requires at least` …). */
export function pluginHeader(field) {
  const text = readFileSync(join(root, PLUGIN_FOLDER, 'airlift.php'), 'utf8');
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[ \\t/*#@]*${escaped}:[ \\t]*(.+?)[ \\t]*$`, 'im').exec(text)?.[1];
}

/** Whether `php` runs here. */
export function phpFound() {
  return spawnSync('php', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * `php -l` on each file: the files PHP cannot compile, with its message. Without php.ini (`-n`): a
 * syntax check loads no extension, and starts in a fifth of the time.
 */
export function phpLint(files) {
  const failures = [];
  for (const file of files) {
    const result = spawnSync('php', ['-n', '-d', 'display_errors=stderr', '-d', 'log_errors=0', '-l', file], { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) {
      const message = `${result.stderr ?? ''}${result.stdout ?? ''}`.split('\n').map((line) => line.trim()).find(Boolean);
      failures.push(`${file}: ${message ?? result.error?.message ?? `exit ${result.status}`}`);
    }
  }
  return failures;
}

/**
 * What in the files needs a PHP newer than `version` (php-compat.php): one line a finding,
 * `file:line: what (PHP x.y)`. Throws when the check itself cannot run.
 */
export function phpCompat(files, version) {
  if (!files.length) return [];
  const result = spawnSync('php', [join(here, 'php-compat.php'), version, ...files], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(`php-compat.php failed: ${result.stderr || result.error?.message}`);
  return result.stdout.split('\n').filter(Boolean);
}

/** The phpcs rulesets and the folders each holds to it: the plugin strictly, the tests' PHP lighter. */
export const PHPCS_RULESETS = [
  { ruleset: 'test/support/phpcs.xml', folders: [PLUGIN_FOLDER] },
  { ruleset: 'test/support/phpcs-tests.xml', folders: ['test/wordpress', 'test/support'] },
];
/** The Debian package phpcs comes from. */
export const PHPCS_PACKAGE = 'php-codesniffer';

/** Whether `phpcs` (PHP_CodeSniffer) runs here. */
export function phpcsFound() {
  return spawnSync('phpcs', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * PHP_CodeSniffer on the files with a ruleset (a path from the project's root): one line a finding,
 * `file:line:column: error - message (Sniff.Code)`, paths from the project's root. Warnings count as
 * findings too. Throws when phpcs itself cannot run (no phpcs, a ruleset it cannot read).
 */
export function phpcs(files, ruleset) {
  if (!files.length) return [];
  const result = spawnSync('phpcs', ['-q', '-s', '--no-colors', '--report=emacs', `--basepath=${root}`, `--standard=${join(root, ruleset)}`, ...files],
    { cwd: root, encoding: 'utf8' });
  const findings = (result.stdout ?? '').split('\n').filter((line) => /^[^:\n]+:\d+:\d+: (error|warning) - /.test(line));
  // 0: nothing found; 1: findings; 2: findings phpcbf can fix; anything else: phpcs did not run.
  if (result.status === 0 || ((result.status === 1 || result.status === 2) && findings.length)) return findings;
  throw new Error(`phpcs failed: ${(result.stderr || result.stdout || result.error?.message || `exit ${result.status}`).trim()}`);
}

/**
 * The PHP gate's checks, each `{ name, ok, detail, lines }` (lines: what to print under it): php -l
 * on every PHP file, the plugin's "Requires PHP", and, with `phpcs` true, each phpcs ruleset. npm
 * test records them (test/run.mjs); needs `php`.
 */
export function phpGate({ phpcs: withPhpcs = phpcsFound() } = {}) {
  const checks = [];
  const linted = PHP_FOLDERS.flatMap(phpFiles);
  const unparsed = phpLint(linted);
  checks.push({ name: `php -l: ${linted.length} files of ${PHP_FOLDERS.join(', ')}`, ok: unparsed.length === 0, detail: unparsed.join('; '), lines: [] });
  const requiresPhp = pluginHeader('Requires PHP');
  let newer;
  try {
    newer = requiresPhp ? phpCompat(phpFiles(PLUGIN_FOLDER), requiresPhp) : [`${PLUGIN_FOLDER}/airlift.php: its header has no "Requires PHP"`];
  } catch (error) {
    newer = [error.message];
  }
  checks.push({ name: `${PLUGIN_FOLDER} needs no PHP after ${requiresPhp ?? '(none declared)'}`, ok: newer.length === 0, detail: newer.join('; '), lines: newer });
  if (!withPhpcs) return checks;
  for (const { ruleset, folders } of PHPCS_RULESETS) {
    const files = folders.flatMap(phpFiles);
    let findings;
    try {
      findings = phpcs(files, ruleset);
    } catch (error) {
      findings = [error.message];
    }
    const shown = findings.slice(0, 10).join('; ');
    const detail = findings.length > 10 ? `${findings.length} findings: ${shown}; … (all above)` : shown;
    checks.push({ name: `phpcs: ${files.length} files of ${folders.join(', ')} (${ruleset})`, ok: findings.length === 0, detail, lines: findings });
  }
  return checks;
}
