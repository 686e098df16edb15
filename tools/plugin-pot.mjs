// The WordPress plugin's translation template, dist/languages/airlift.pot: every string of its PHP
// in the `airlift` text domain (and the header's name and description), found by wp-pot's PHP
// parser. The same sources give the same bytes: files in a fixed order, no creation date, no year.
import { join, resolve } from 'node:path';
import { WP_Pot } from 'wp-pot';
import { filesUnder } from './plugin-zip.mjs';

/** The plugin's text domain: its header's `Text Domain`, the `.pot`'s name. */
export const TEXT_DOMAIN = 'airlift';

/**
 * The `.pot` of the plugin's PHP under `folder` (src/wordpress), for release `version`.
 * `domain`: only the calls in this text domain (the default); `null`: every gettext call, whatever
 * its domain (a check compares the two).
 */
export function pluginPot(folder, version, domain = TEXT_DOMAIN) {
  const source = resolve(folder);
  const pot = new WP_Pot({
    // Paths in the template are the plugin folder's (`includes/settings.php:56`).
    pathsRelativeTo: source,
    globOpts: { cwd: source, absolute: true },
    php: { metadataFile: 'airlift.php', ...(domain ? { textdomain: domain } : {}) },
    pot: { package: `airlift ${version}`, extraHeaders: { 'X-Domain': TEXT_DOMAIN } },
  });
  // One file a call, in filesUnder's sorted order: a glob's order is the file system's.
  for (const file of filesUnder(source).filter((name) => name.endsWith('.php'))) pot.parse(join(source, file));
  // wp-pot dates the copyright line with the current year: a template made next year would differ.
  return pot.generatePot().replace(/^# Copyright \(C\) \d{4} .*$/m, '# Copyright (C) the authors of airlift');
}
