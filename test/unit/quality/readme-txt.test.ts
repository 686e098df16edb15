// The plugin's readme.txt, in WordPress.org's format (src/wordpress/readme.txt, copied into dist/
// with its Stable tag filled in by the build): its header's fields are there and say what the
// plugin's header, package.json and the WordPress test matrix say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginHeader } from '../../support/php-gate.mjs';
import { CELLS } from '../../wordpress/matrix/cells.mjs';

const root = join(__dirname, '../../..');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

const REQUIRED = ['Contributors', 'Tags', 'Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag', 'License'];
const SECTIONS = ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog'];

interface Readme {
  name: string;
  fields: Map<string, string>;
  summary: string;
  sections: Map<string, string>;
}

/**
 * Reads a readme.txt as WordPress.org does: `=== Name ===`, the header's `Field: value` lines, the
 * short description (the paragraph before the first section), then `== Section ==`s.
 */
function parseReadme(text: string): Readme {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const name = /^===\s*(.+?)\s*===$/.exec(lines[0] ?? '')?.[1] ?? '';
  const fields = new Map<string, string>();
  let at = 1;
  for (; at < lines.length && lines[at]?.trim(); at++) {
    const field = /^([^:]+):\s*(.*)$/.exec(lines[at] ?? '');
    if (!field?.[1]) throw new Error(`readme.txt line ${at + 1}: not a "Field: value" line in the header: ${lines[at]}`);
    fields.set(field[1].trim(), (field[2] ?? '').trim());
  }
  const summary: string[] = [];
  for (; at < lines.length && !(lines[at] ?? '').startsWith('=='); at++) {
    if (lines[at]?.trim()) summary.push(lines[at]?.trim() ?? '');
  }
  const sections = new Map<string, string>();
  let current: string | null = null;
  for (; at < lines.length; at++) {
    const line = lines[at] ?? '';
    const heading = /^==\s*([^=].*?)\s*==$/.exec(line);
    if (heading?.[1]) {
      current = heading[1];
      sections.set(current, '');
    } else if (current !== null) {
      sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
    }
  }
  return { name, fields, summary: summary.join(' '), sections };
}

/** The WordPress versions the matrix runs (`major.minor`): a release's archive, else Debian's, named in the label. */
const matrixVersions = Object.values(CELLS).map((cell) => {
  const found = (cell.wordpress ? /^wordpress-(\d+\.\d+)/.exec(cell.wordpress) : /^WordPress (\d+\.\d+)/.exec(cell.label))?.[1];
  if (!found) throw new Error(`no WordPress version in the matrix cell "${cell.label}"`);
  return found;
});
const byVersion = (a: string, b: string): number => {
  const [am = 0, an = 0] = a.split('.').map(Number);
  const [bm = 0, bn = 0] = b.split('.').map(Number);
  return am - bm || an - bn;
};
const tested = [...matrixVersions].sort(byVersion);

const source = parseReadme(readFileSync(join(root, 'src/wordpress/readme.txt'), 'utf8'));
const built = parseReadme(readFileSync(join(root, 'dist/readme.txt'), 'utf8'));

describe('readme.txt', () => {
  it('names the plugin as its header does', () => {
    expect(source.name).toBe(pluginHeader('Plugin Name'));
  });

  it('has every header field WordPress.org asks for', () => {
    for (const field of REQUIRED) expect(source.fields.get(field), field).toBeTruthy();
    expect(source.fields.get('License')).toBe(pluginHeader('License'));
    // WordPress.org shows five tags and ignores the others.
    expect(source.fields.get('Tags')?.split(',').length).toBeLessThanOrEqual(5);
  });

  it('requires the WordPress and PHP versions the plugin\'s header requires', () => {
    expect(source.fields.get('Requires at least')).toBe(pluginHeader('Requires at least'));
    expect(source.fields.get('Requires PHP')).toBe(pluginHeader('Requires PHP'));
    // The oldest WordPress the plugin claims is one the matrix runs.
    expect(source.fields.get('Requires at least')).toBe(tested[0]);
  });

  it('is tested up to the newest WordPress the test matrix runs', () => {
    expect(source.fields.get('Tested up to')).toBe(tested[tested.length - 1]);
  });

  it('has its Stable tag filled in by the build: package.json\'s version', () => {
    expect(source.fields.get('Stable tag')).toBe('__AIRLIFT_VERSION__');
    expect(built.fields.get('Stable tag')).toBe(version);
    expect(pluginHeader('Version')).toBe('__AIRLIFT_VERSION__');
  });

  it('has a short description of at most 150 characters', () => {
    expect(source.summary.length).toBeGreaterThan(0);
    expect(source.summary.length, source.summary).toBeLessThanOrEqual(150);
  });

  it('has its sections, in WordPress.org\'s order, none empty', () => {
    expect([...source.sections.keys()].filter((name) => SECTIONS.includes(name))).toEqual(SECTIONS);
    for (const name of SECTIONS) expect(source.sections.get(name)?.trim(), name).toBeTruthy();
    // Each question is a `= Question =` heading.
    expect(source.sections.get('Frequently Asked Questions')).toMatch(/^= .+ =$/m);
  });

  it('has a changelog entry for the release', () => {
    expect(source.sections.get('Changelog')).toContain(`= ${version} =`);
  });
});
