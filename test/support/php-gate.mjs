// The plugin's PHP gate (npm test): `php -l` on every PHP file of the plugin and of its tests, and
// nothing in the plugin that needs a PHP newer than its header's "Requires PHP" (php-compat.php,
// with PHP's own tokenizer). PHP is Debian's php-cli, which the WordPress tests need too.
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
