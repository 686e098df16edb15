// A real WordPress for the tests: Debian's `wordpress` package, PHP's built-in server and a
// MariaDB of its own, all in one throwaway folder, listening on 127.0.0.1 only (MariaDB on a
// Unix socket, no TCP at all). `startWordPress()` installs and seeds it; `stop()` ends every
// process and removes the folder.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = dirname(dirname(here));
export const WORDPRESS_PACKAGES = ['wordpress', 'wordpress-theme-twentytwentyone', 'php-cli', 'php-mysql', 'mariadb-server', 'unzip'];
const WORDPRESS_CORE = '/usr/share/wordpress';
const MARIADB = ['/usr/sbin/mariadbd', '/usr/bin/mariadb-install-db', '/usr/bin/mariadb'];

/** What is missing to run the WordPress tests, as a list of Debian packages (empty: nothing). */
export function missingPackages() {
  const missing = [];
  if (!existsSync(join(WORDPRESS_CORE, 'wp-settings.php'))) missing.push('wordpress');
  // The matrix's classic theme on WordPress 6.1, and the tool its releases are unzipped with.
  if (!existsSync(join(WORDPRESS_CORE, 'wp-content/themes/twentytwentyone/style.css'))) missing.push('wordpress-theme-twentytwentyone');
  if (!commandWorks('unzip', ['-v'])) missing.push('unzip');
  if (!commandWorks('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);'])) missing.push('php-cli', 'php-mysql');
  if (!MARIADB.every((path) => existsSync(path))) missing.push('mariadb-server');
  return missing;
}

function commandWorks(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(test, what, timeoutMs = 30000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await test()) return;
    if (Date.now() > until) throw new Error(`WordPress tests: ${what} did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Creates the data directory. One fresh-clone run saw mariadb-install-db fail, with its output
 * thrown away; it is kept now, and a failure is tried once more from an empty directory before
 * the run stops with what the tool printed.
 */
function installDatabase(data, user) {
  const args = ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...user];
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('/usr/bin/mariadb-install-db', args, { stdio: 'pipe', maxBuffer: 16 * 1024 * 1024 });
      return;
    } catch (error) {
      const printed = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
      if (attempt >= 2) throw new Error(`WordPress tests: mariadb-install-db failed twice (${error.status ?? error.signal ?? error.message}); its last lines:\n${printed}`, { cause: error });
      console.warn(`WordPress tests: mariadb-install-db failed (${error.status ?? error.signal ?? error.message}), trying once more:\n${printed}`);
      rmSync(data, { recursive: true, force: true });
    }
  }
}

async function startMariaDb(folder) {
  const data = join(folder, 'db');
  const socket = join(folder, 'mysqld.sock');
  const user = isRoot ? ['--user=root'] : [];
  installDatabase(data, user);
  const mariadb = spawn('/usr/sbin/mariadbd', ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking',
    `--pid-file=${join(folder, 'mysqld.pid')}`, `--log-error=${join(folder, 'mysqld.err')}`, '--innodb-buffer-pool-size=32M',
    '--skip-log-bin', ...user], { stdio: 'ignore', detached: true });
  await waitFor(() => existsSync(socket) && commandWorks('/usr/bin/mariadb', ['--no-defaults', '-S', socket, '-uroot', '-e', 'SELECT 1']), 'MariaDB');
  execFileSync('/usr/bin/mariadb', ['--no-defaults', '-S', socket, '-uroot', '-e', 'CREATE DATABASE wordpress']);
  return { process: mariadb, socket };
}

/**
 * A WordPress tree of its own: core's files linked (not copied), its own config and wp-content.
 * `core` is a WordPress folder (Debian's by default, or a release unzipped by archives.mjs);
 * `fill(content)` puts the themes and plugins into the new wp-content.
 */
function makeDocumentRoot(folder, { baseUrl, socket, core = WORDPRESS_CORE, fill = addStandins }) {
  const docroot = join(folder, 'wp');
  try {
    execFileSync('cp', ['-al', core, docroot]);
  } catch {
    cpSync(core, docroot, { recursive: true, verbatimSymlinks: true });
  }
  // Debian links some of WordPress's files to its own packages (getID3, Underscore…), some with
  // relative paths that no longer resolve from the copy: point them at their targets.
  for (const entry of readdirSync(core, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const original = join(entry.parentPath ?? entry.path, entry.name);
    if (isAbsolute(readlinkSync(original))) continue;
    const copy = join(docroot, relative(core, original));
    rmSync(copy, { force: true });
    symlinkSync(realpathSync(original), copy);
  }
  // Links to Debian's files: remove them, never write through them.
  rmSync(join(docroot, 'wp-config.php'), { force: true });
  rmSync(join(docroot, 'wp-content'), { recursive: true, force: true });
  const content = join(docroot, 'wp-content');
  mkdirSync(join(content, 'plugins'), { recursive: true });
  mkdirSync(join(content, 'themes'), { recursive: true });
  mkdirSync(join(content, 'uploads'), { recursive: true });
  fill(content, core);
  const salt = () => randomBytes(24).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  writeFileSync(join(docroot, 'wp-config.php'), `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${JSON.stringify(`localhost:${socket}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys.map((key) => `define('${key}', '${salt()}');`).join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', ${JSON.stringify(baseUrl)});
define('WP_SITEURL', ${JSON.stringify(baseUrl)});
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', ${JSON.stringify(join(folder, 'debug.log'))});
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('FS_METHOD', 'direct');
define('AIRLIFT_TEST_ZIP', ${JSON.stringify(join(folder, 'airlift.zip'))});
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`);
  return docroot;
}

/** The stand-in site's wp-content: the test theme and the stand-in plugins. */
function addStandins(content) {
  cpSync(join(here, 'theme'), join(content, 'themes', 'airlift-classic'), { recursive: true });
  for (const plugin of readdirSync(join(here, 'plugins'))) {
    cpSync(join(here, 'plugins', plugin), join(content, 'plugins', plugin), { recursive: true });
  }
}

/**
 * The benchmark's additions (`bench: true`): its must-use plugin (bench/airlift-bench.php:
 * `?airlift=off`, Masonry for galleries, real plugin scripts) and the real scripts supplied,
 * as { handle: file }, served in place of the stand-ins' placeholder for those handles.
 */
function addBench(docroot, pluginScripts) {
  const content = join(docroot, 'wp-content');
  mkdirSync(join(content, 'mu-plugins'), { recursive: true });
  cpSync(join(here, 'bench', 'airlift-bench.php'), join(content, 'mu-plugins', 'airlift-bench.php'));
  mkdirSync(join(content, 'bench-scripts'), { recursive: true });
  for (const [handle, file] of Object.entries(pluginScripts)) {
    if (!/^[\w-]+$/.test(handle)) throw new Error(`WordPress bench: not a script handle: ${JSON.stringify(handle)}`);
    cpSync(file, join(content, 'bench-scripts', `${handle}.js`));
  }
}

/**
 * Starts a WordPress site (startSite), and once more from a new folder when the first start fails:
 * MariaDB itself has crashed on this machine while WordPress was being set up (its log ends in
 * "Writing a core file"), which no retry of one step mends. A second failure stops the run with
 * both messages.
 */
export async function startWordPress(options) {
  // What is missing fails both starts alike: said once.
  const missing = missingPackages();
  if (missing.length) {
    throw new Error(`WordPress tests need Debian's ${missing.join(', ')}: run \`npm test\` as root (it installs them) or \`apt-get install ${missing.join(' ')}\``);
  }
  try {
    return await startSite(options);
  } catch (first) {
    console.warn(`${first instanceof Error ? first.message : first}\nTrying once more from a new folder.`);
    try {
      return await startSite(options);
    } catch (second) {
      throw new Error(`${second instanceof Error ? second.message : second}\nThe first start had failed too: ${first instanceof Error ? first.message.split('\n')[0] : first}`, { cause: second });
    }
  }
}

/**
 * Starts the site and seeds it (see cli.php `seed`): the plugin installed from the zip that
 * `npm run package` writes, and activated. `bench: true` adds the benchmark's switches (see
 * addBench) and `pluginScripts` the real plugin scripts it serves. `cell` (matrix/cells.mjs) makes
 * a site of real releases instead of the stand-ins: its core, theme and plugins, seeded by
 * matrix/seed.php.
 */
async function startSite({ zip, bench = false, pluginScripts = {}, cell = null }) {
  const folder = mkdtempSync(join(tmpdir(), 'airlift-wordpress-'));
  const children = [];
  // Each service runs in a process group of its own (PHP's server forks its workers): end the group.
  const endGroups = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  };
  // Should the test process end without its teardown (an error, process.exit), the services end with it.
  process.once('exit', endGroups);
  const stop = async () => {
    process.removeListener('exit', endGroups);
    endGroups();
    // Up to 5 s each; the timer must not outlive the wait (it kept the test process 5 s longer).
    await Promise.all(children.map((child) => child.exitCode === null && child.signalCode === null
      ? new Promise((resolve) => {
        const timer = setTimeout(resolve, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      }) : null));
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const mariadb = await startMariaDb(folder);
    children.push(mariadb.process);
    cpSync(zip, join(folder, 'airlift.zip'));
    const docroot = makeDocumentRoot(folder, { baseUrl, socket: mariadb.socket, ...(cell ? { core: cell.core(), fill: cell.fill } : {}) });
    if (bench) addBench(docroot, pluginScripts);
    const cli = (...args) => execFileSync('php', [join(here, 'cli.php'), docroot, ...args], { encoding: 'utf8' }).trim();
    let seeded;
    if (cell) {
      cli('seed-matrix', cell.name);
      seeded = JSON.parse(cli('setup-matrix', cell.name, join(root, 'demo', 'media')).split('\n').pop());
    } else cli('seed', join(root, 'demo', 'media'));
    // Workers: Site Health fetches the front page from within a request.
    const php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', docroot], {
      stdio: 'ignore', detached: true, env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    children.push(php);
    await waitFor(async () => {
      try {
        return (await fetch(`${baseUrl}/wp-login.php`)).ok;
      } catch {
        return false;
      }
    }, 'PHP\'s server');
    return { baseUrl, docroot, cli, stop, folder, seeded };
  } catch (error) {
    const logs = ['debug.log', 'mysqld.err'].map((file) => join(folder, file)).filter((file) => existsSync(file))
      .map((file) => `${file}:\n${readFileSync(file, 'utf8').split('\n').slice(-20).join('\n')}`);
    await stop();
    throw new Error(`WordPress tests: the site did not start: ${error instanceof Error ? error.message : error}\n${logs.join('\n')}`, { cause: error });
  }
}
