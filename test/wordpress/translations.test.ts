// The plugin's translations in a real WordPress: with the site's language set, its strings come
// from the plugin's languages/ folder (airlift-{locale}.mo beside the airlift.pot the build
// writes), loaded on `init` through the `airlift` text domain.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { wp } from './wordpress';

/** The plugin's languages/ folder, and WordPress's (where the site's languages are installed). */
const languages = (): string => join(inject('wordpressRoot'), 'wp-content/plugins/airlift/languages');
const siteLanguages = (): string => join(inject('wordpressRoot'), 'wp-content/languages');

/** A GNU gettext `.mo` file of msgid → translation (little-endian, no hash table). */
function moFile(messages: Record<string, string>): Buffer {
  const pairs = [['', 'Content-Type: text/plain; charset=UTF-8\n'], ...Object.entries(messages)]
    .map(([original = '', translation = '']) => [Buffer.from(original), Buffer.from(translation)] as const)
    .sort(([a], [b]) => Buffer.compare(a, b));
  const count = pairs.length;
  const header = Buffer.alloc(28 + 16 * count);
  [0x950412de, 0, count, 28, 28 + 8 * count, 0, 28 + 16 * count].forEach((value, at) => header.writeUInt32LE(value, at * 4));
  const strings: Buffer[] = [];
  let offset = header.length;
  const place = (text: Buffer, table: number, index: number): void => {
    header.writeUInt32LE(text.length, table + index * 8);
    header.writeUInt32LE(offset, table + index * 8 + 4);
    strings.push(text, Buffer.from([0]));
    offset += text.length + 1;
  };
  pairs.forEach(([original], index) => place(original, 28, index));
  pairs.forEach(([, translation], index) => place(translation, 28 + 8 * count, index));
  return Buffer.concat([header, ...strings]);
}

afterEach(() => {
  wp('option-delete', 'WPLANG');
  rmSync(join(languages(), 'airlift-fr_FR.mo'), { force: true });
  rmSync(siteLanguages(), { recursive: true, force: true });
});

describe('translations', () => {
  it('Site Health speaks the site\'s language, from the plugin\'s languages/ folder', () => {
    const english = JSON.parse(wp('health')) as { label: string; description: string };
    expect(english.label).toBe('airlift replaces the legacy scripts on the front page');
    writeFileSync(join(languages(), 'airlift-fr_FR.mo'), moFile({
      'airlift replaces the legacy scripts on the front page': 'airlift remplace les anciens scripts sur la page d\'accueil',
      'airlift version %s.': 'airlift, version %s.',
      Performance: 'Performances',
    }));
    // French installed (WordPress keeps WPLANG to the languages it has), with no airlift-fr_FR.mo of its own.
    mkdirSync(siteLanguages(), { recursive: true });
    writeFileSync(join(siteLanguages(), 'fr_FR.mo'), moFile({}));
    wp('option-set', 'WPLANG', '"fr_FR"');
    expect(JSON.parse(wp('option-get', 'WPLANG'))).toBe('fr_FR');
    const french = JSON.parse(wp('health')) as { label: string; description: string; badge: { label: string } };
    expect(french.label).toBe('airlift remplace les anciens scripts sur la page d\'accueil');
    expect(french.badge.label).toBe('Performances');
    expect(french.description).toMatch(/airlift, version \d+\.\d+\.\d+\./);
  });
});
