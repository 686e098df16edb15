// The official WordPress and plugin releases the test matrix runs (see matrix/cells.mjs): read
// from a folder (`AIRLIFT_WP_ARCHIVES`, by default ../shared/wordpress-archives beside the
// project), each checked against the folder's SHA256SUMS before it is used, and unzipped once
// into a cache keyed by its hash (Debian's `unzip`).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** The folder the archives are read from. */
export function archivesFolder() {
  return resolve(root, process.env.AIRLIFT_WP_ARCHIVES || '../shared/wordpress-archives');
}

function sums(folder) {
  const file = join(folder, 'SHA256SUMS');
  if (!existsSync(file)) return null;
  const table = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([0-9a-f]{64})\s+\*?(\S+)$/.exec(line.trim());
    if (match) table.set(match[2], match[1]);
  }
  return table;
}

const checked = new Map();

/**
 * Checks the named archives: resolves to { ok: true } or { ok: false, why } (a sentence naming
 * the folder and what is missing or does not match its sum).
 */
export function checkArchives(names) {
  const folder = archivesFolder();
  const table = sums(folder);
  if (!table) return { ok: false, why: `no SHA256SUMS in ${folder} (set AIRLIFT_WP_ARCHIVES to the folder of the releases)` };
  const problems = [];
  for (const name of names) {
    const path = join(folder, name);
    if (!table.has(name)) problems.push(`${name} has no line in SHA256SUMS`);
    else if (!existsSync(path)) problems.push(`${name} is missing`);
    else {
      if (!checked.has(path)) checked.set(path, createHash('sha256').update(readFileSync(path)).digest('hex'));
      if (checked.get(path) !== table.get(name)) problems.push(`${name} does not match its SHA-256 sum`);
    }
  }
  return problems.length ? { ok: false, why: `${problems.join('; ')} (in ${folder})` } : { ok: true };
}

/** Whether Debian's `unzip` is there (the archives are unzipped with it). */
export function hasUnzip() {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The folder an archive unzips to (checked first): unzipped once into the cache, then reused.
 * The archives' top folder (wordpress/, contact-form-7/ …) is inside it.
 */
export function unzipped(name) {
  const result = checkArchives([name]);
  if (!result.ok) throw new Error(`WordPress matrix: ${result.why}`);
  const path = join(archivesFolder(), name);
  const hash = checked.get(path);
  const cache = join(process.env.AIRLIFT_WP_CACHE || join(tmpdir(), 'airlift-wp-archives'), `${name.replace(/\.zip$/, '')}-${hash.slice(0, 12)}`);
  if (existsSync(join(cache, '.complete'))) return cache;
  const partial = `${cache}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  execFileSync('unzip', ['-q', '-o', path, '-d', partial], { stdio: ['ignore', 'ignore', 'pipe'] });
  writeFileSync(join(partial, '.complete'), hash);
  try {
    renameSync(partial, cache);
  } catch (error) {
    // Another cell unzipped it meanwhile: theirs is as good.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(cache, '.complete'))) throw error;
  }
  return cache;
}
