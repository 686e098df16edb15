// The plugin's translations: every string of its PHP in the `airlift` text domain, loaded on `init`
// from its languages/ folder, and the template the build writes there (dist/languages/airlift.pot,
// by wp-pot: tools/plugin-pot.mjs) made from the PHP as it is now.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginPot, TEXT_DOMAIN } from '../../../tools/plugin-pot.mjs';
import { pluginHeader } from '../../support/php-gate.mjs';

const root = join(__dirname, '../../..');
const source = join(root, 'src/wordpress');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const pot = pluginPot(source, version);

/** The template's entries (not its header): their comment lines and msgid. */
const entries = pot.split(/\n\n+/).slice(1).filter(Boolean).map((block) => ({
  comments: block.split('\n').filter((line) => line.startsWith('#')),
  msgid: /^msgid "(.*)"$/m.exec(block)?.[1] ?? '',
}));

describe('translations', () => {
  it('dist/languages/airlift.pot is what the build makes of the plugin\'s PHP now (npm run build)', () => {
    expect(readFileSync(join(root, 'dist/languages', `${TEXT_DOMAIN}.pot`), 'utf8')).toBe(pot);
  });

  it('is the same every year and every run: no date in it', () => {
    expect(pot).not.toMatch(/\b(19|20)\d\d\b|Creation-Date|Revision-Date/);
    expect(pluginPot(source, version)).toBe(pot);
  });

  it('has every string of the plugin\'s PHP in the airlift text domain', () => {
    // Every gettext call, whatever its domain (or none), against those of the airlift domain.
    expect(pluginPot(source, version, null)).toBe(pot);
  });

  it('holds the settings screen\'s, the Site Health test\'s and the header\'s strings', () => {
    const files = new Set(entries.flatMap(({ comments }) => comments.filter((line) => line.startsWith('#: '))
      .flatMap((line) => line.slice(3).split(', ').map((place) => place.replace(/:\d+$/, '')))));
    expect([...files]).toEqual(expect.arrayContaining(['airlift.php', 'includes/settings.php', 'includes/site-health.php', 'includes/handles.php']));
    expect(entries.map(({ msgid }) => msgid)).toEqual(expect.arrayContaining(['Settings', 'airlift and the legacy scripts']));
  });

  it('tells translators what each placeholder is', () => {
    for (const { comments, msgid } of entries.filter((entry) => /%(\d\$)?[sdf]/.test(entry.msgid))) {
      expect(comments.some((line) => line.startsWith('#. translators:')), msgid).toBe(true);
    }
  });

  it('loads the text domain from the plugin\'s languages/ folder on init', () => {
    expect(pluginHeader('Text Domain')).toBe(TEXT_DOMAIN);
    expect(pluginHeader('Domain Path')).toBe('/languages');
    expect(readFileSync(join(source, 'airlift.php'), 'utf8')).toContain("add_action( 'init', 'airlift_load_textdomain' );");
    expect(readFileSync(join(source, 'includes/translations.php'), 'utf8'))
      .toMatch(/load_plugin_textdomain\( 'airlift', false, dirname\( plugin_basename\( AIRLIFT_FILE \) \) \. '\/languages' \)/);
  });
});
