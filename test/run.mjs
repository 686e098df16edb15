// `npm test`: type check, lint, dist/ reproducibility, size budgets, unit tests (vitest +
// happy-dom) and browser tests (vitest + Playwright in Chromium, axe-core included).
// Finds a Chromium or installs one, and ends with one line: `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../tools/chromium.mjs';
import { gzipSize } from '../tools/sizes.mjs';
import { PHPCS_PACKAGE, phpFound, phpGate, phpcsFound } from './support/php-gate.mjs';
import { missingPackages } from './wordpress/site.mjs';
import { CELLS, cellArchives } from './wordpress/matrix/cells.mjs';
import { archivesFolder, checkArchives } from './wordpress/archives.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tally = { passed: 0, failed: 0 };
const failures = [];
/** What did not run, and why: printed in the summary. */
const skipped = [];

function record(name, ok, detail = '') {
  if (ok) tally.passed++;
  else {
    tally.failed++;
    failures.push(detail ? `${name}: ${detail}` : name);
  }
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail && !ok ? ` — ${detail}` : ''}`);
}

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
}

/** Runs a command with its output printed as it comes, without holding the event loop: resolves to its status. */
function runInherited(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve({ status: 1 });
    });
    child.on('close', (status) => resolve({ status }));
  });
}

/** Runs a command with its output kept, to be printed later: resolves to its status and output. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

function section(title) {
  console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`);
}

/** Hashes of every file under dir, by relative path. */
function hashTree(dir) {
  const hashes = new Map();
  if (!existsSync(dir)) return hashes;
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else hashes.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return hashes;
}

/** A Chromium for the browser tests: found, or installed (apt-get as root on Debian, else Playwright's). */
function ensureChromium() {
  let path = findChromium();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s chromium with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  } else {
    console.log('No Chromium found: trying `npx playwright install chromium`…');
    run('npx', ['--yes', 'playwright@latest', 'install', 'chromium']);
  }
  path = findChromium();
  return path;
}

/**
 * Debian's packages for the WordPress tests (WordPress, PHP, MariaDB): found, or installed with
 * apt-get as root. No service starts on install: the tests start their own, on 127.0.0.1 only.
 */
function ensureWordPress() {
  const missing = missingPackages();
  if (!missing.length) return [];
  return aptInstall(missing, 'the WordPress tests') ? missingPackages() : missing;
}

/**
 * Installs Debian packages with apt-get where it can (as root, on Debian): whether it tried. No
 * service starts on install.
 */
function aptInstall(packages, forWhat) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get') || !existsSync('/etc/debian_version')) return false;
  console.log(`Installing Debian's ${packages.join(', ')} for ${forWhat} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Debian's way to keep the packages' daemons (Apache, MariaDB) from starting on install.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', ...packages], { env });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  return true;
}

/** Runs one vitest project; `quiet` keeps its output to be printed later. Resolves to its counts and output. */
async function runVitest(project, quiet = false) {
  const dir = mkdtempSync(join(tmpdir(), 'airlift-vitest-'));
  const report = join(dir, 'report.json');
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const result = await (quiet ? runQuietly('npx', args) : runInherited('npx', args));
  let counts;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts = { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    counts = null;
  }
  rmSync(dir, { recursive: true, force: true });
  return { project, status: result.status, counts, output: result.output ?? '' };
}

/** Adds a vitest run's counts to the tally. */
function tallyVitest({ project, status, counts }) {
  if (!counts || (counts.passed === 0 && counts.failed === 0)) {
    record(`vitest ${project}`, false, `ran no test (exit ${status})`);
    return;
  }
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  if (counts.failed) failures.push(`vitest ${project}: ${counts.failed} failed`);
  if (status !== 0 && counts.failed === 0) record(`vitest ${project} exit code`, false, `exit ${status}`);
}

section('dist/ is what `npm run build` produces');
const before = hashTree(join(root, 'dist'));
const build = run('node', ['build.mjs', '--no-sizes']);
const after = hashTree(join(root, 'dist'));
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
record('build succeeds', build.status === 0);
record('dist/ is reproducible', build.status === 0 && changed.length === 0,
  `the build changed ${changed.join(', ')}: run \`npm run build\` and commit dist/`);

section('size budgets (package.json sizeBudgets, gzip bytes)');
const budgets = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).sizeBudgets ?? {};
for (const [file, budget] of Object.entries(budgets)) {
  const path = join(root, file);
  if (!existsSync(path)) {
    record(`size ${file}`, false, 'file missing');
    continue;
  }
  const gzip = gzipSize(path);
  record(`size ${file}: ${gzip} B gzip ≤ ${budget.gzip} B`, gzip <= budget.gzip, `${gzip} B gzip is over its ${budget.gzip} B budget`);
}
// A new pack (a definition naming one) gets its budget too.
const built = ['dist/airlift.js', ...readdirSync(join(root, 'dist/packs')).filter((name) => name.endsWith('.js')).map((name) => `dist/packs/${name}`)];
const unbudgeted = built.filter((file) => !(file in budgets));
record('every built script has a size budget', unbudgeted.length === 0, `no budget in package.json sizeBudgets for ${unbudgeted.join(', ')}`);

// The type check, the lint and the unit tests (which read dist/, built above) run side by side;
// their output is printed in order once all are done.
const unitRun = runVitest('unit', true);
const [typecheck, lint] = await Promise.all([runQuietly('npx', ['tsc', '--noEmit', '-p', '.']), runQuietly('npx', ['eslint', '.'])]);
section('type check (tsc --noEmit)');
process.stdout.write(typecheck.output);
record('tsc --noEmit', typecheck.status === 0);

section('lint (eslint: import cycles, feature boundaries, HTML insertion, floating promises)');
process.stdout.write(lint.output);
record('eslint', lint.status === 0);

section('PHP (php -l on every PHP file; the plugin needs no PHP after its "Requires PHP"; phpcs)');
// Debian's php-cli, installed with the WordPress tests' packages (as root) where it is missing, and
// Debian's php-codesniffer the same way.
if (!phpFound()) ensureWordPress();
if (phpFound() && !phpcsFound()) aptInstall([PHPCS_PACKAGE], 'the PHP gate');
if (phpFound()) {
  const withPhpcs = phpcsFound();
  for (const check of phpGate({ phpcs: withPhpcs })) {
    for (const line of check.lines) console.log(`  ${line}`);
    record(check.name, check.ok, check.detail);
  }
  if (!withPhpcs) {
    const why = `no phpcs: install Debian's ${PHPCS_PACKAGE} (\`apt-get install ${PHPCS_PACKAGE}\`, as root), then run \`npm test\` again`;
    // CI requires every gate; elsewhere the others run and the summary says what did not.
    if (process.env.CI) record('phpcs', false, why);
    else skipped.push(`phpcs: ${why}`);
  }
} else {
  record('PHP gate', false, 'no php: install Debian\'s php-cli (`apt-get install php-cli`, as root), then run `npm test` again');
}

section('unit tests (vitest, happy-dom)');
const unit = await unitRun;
process.stdout.write(unit.output);
tallyVitest(unit);

section('PHP tests (the plugin\'s PHP run by PHP, WordPress stood in)');
if (phpFound()) tallyVitest(await runVitest('php'));
else record('PHP tests', false, 'no php (see the PHP section above)');

section('browser tests (vitest + Playwright, Chromium)');
const chromiumPath = ensureChromium();
// WordPress (its media stylesheets serve the browser tests too, and the WordPress tests run it).
const missingForWordPress = chromiumPath ? ensureWordPress() : [];
let wordpressRun = null;
/** [cell, label, its run] for the WordPress matrix. */
const matrixRuns = [];
if (chromiumPath) {
  process.env.CHROMIUM_PATH = chromiumPath;
  console.log(`Chromium: ${chromiumPath}`);
  // The WordPress tests run beside the browser tests, their output kept for their section: their
  // site's start and its PHP and database answers leave the processor idle at times, and the
  // browser tests fill it (about 30 s less in all, run after one another).
  if (!missingForWordPress.length) {
    wordpressRun = runVitest('wordpress', true);
    // The matrix's cells whose releases are in the archives folder, checked against their sums;
    // CI requires them all. The cells start together once the stand-in site's tests end: much of
    // a cell's time is waiting (a box's timer, a page's PHP), which the other cell fills.
    for (const [cell, { label }] of Object.entries(CELLS)) {
      const archives = checkArchives(cellArchives(cell));
      if (archives.ok) {
        matrixRuns.push([cell, label, wordpressRun.then(() => runVitest(cell, true))]);
      } else if (process.env.CI) matrixRuns.push([cell, label, Promise.resolve({ project: cell, missing: archives.why })]);
      else skipped.push(`${cell} (${label}): ${archives.why}`);
    }
  }
  tallyVitest(await runVitest('e2e'));
} else {
  record('browser tests', false,
    'no Chromium: install one with `apt-get install chromium` (as root) or `npx playwright install chromium`, or set CHROMIUM_PATH');
}

section('WordPress tests (the plugin in a real WordPress: Debian\'s wordpress, PHP, MariaDB)');
if (!chromiumPath) {
  record('WordPress tests', false, 'no Chromium (see above)');
} else if (missingForWordPress.length) {
  record('WordPress tests', false, `missing Debian packages: install them with \`apt-get install ${missingForWordPress.join(' ')}\` (as root), then run \`npm test\` again`);
} else {
  const wordpress = await wordpressRun;
  process.stdout.write(wordpress.output);
  tallyVitest(wordpress);
}

section(`WordPress matrix (real WordPress and plugin releases from ${relative(root, archivesFolder()) || '.'})`);
if (!chromiumPath || missingForWordPress.length) {
  for (const [cell, { label }] of Object.entries(CELLS)) skipped.push(`${cell} (${label}): the WordPress tests could not run (see above)`);
}
for (const [cell, label, pending] of matrixRuns) {
  const result = await pending;
  console.log(`\n${cell}: ${label}`);
  if (result.missing) {
    record(`WordPress matrix ${cell}`, false, `CI requires the archives: ${result.missing}`);
    continue;
  }
  process.stdout.write(result.output);
  tallyVitest(result);
}

section('summary');
for (const skip of skipped) console.log(`  skipped: ${skip}`);
for (const failure of failures) console.log(`  failed: ${failure}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
