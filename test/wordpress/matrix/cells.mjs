// The WordPress test matrix: each cell a real WordPress with the real plugins' releases (from
// ../shared/wordpress-archives, see archives.mjs), airlift installed from its zip, seeded by
// seed.php. The same test files run in every cell (vitest projects `wp-6.1`, `wp-7.1`).
// Newsletter and WPBakery have no archived release: they stay in the stand-in site only.
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipped } from '../archives.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DEBIAN_CORE = '/usr/share/wordpress';

/** A plugin from its release: `archive` unzips to `folder`, installed as `as` (by default the same). */
const plugin = (archive, folder, as = folder) => ({ archive, folder, as });

const CF7_OLD = plugin('contact-form-7-5.7.7.zip', 'contact-form-7');
const CF7 = plugin('contact-form-7-6.1.6.zip', 'contact-form-7');
const BOXZILLA = plugin('boxzilla-3.4.11.zip', 'boxzilla');
// The older generation beside it, under a folder of its own: the tests switch which one is active.
const BOXZILLA_OLD = plugin('boxzilla-3.2.27.zip', 'boxzilla', 'boxzilla-3.2');
const COMPLIANZ = plugin('complianz-gdpr-7.2.0.zip', 'complianz-gdpr');
// Installed, not active: the optimiser tests turn it on with each of its settings.
const AUTOPTIMIZE = plugin('autoptimize-3.1.11.zip', 'autoptimize');

export const CELLS = {
  'wp-6.1': {
    label: 'WordPress 6.1 (Debian), Twenty Twenty-One, Contact Form 7 5.7.7, Boxzilla 3.4.11 and 3.2.27, Complianz 7.2.0, Autoptimize 3.1.11',
    wordpress: null,
    theme: 'twentytwentyone',
    blocks: false,
    plugins: [CF7_OLD, BOXZILLA, BOXZILLA_OLD, COMPLIANZ, AUTOPTIMIZE],
  },
  'wp-7.1': {
    label: 'WordPress 7.1, Twenty Twenty-Five (block theme), Contact Form 7 6.1.6, Boxzilla 3.4.11, Complianz 7.2.0, Autoptimize 3.1.11',
    wordpress: 'wordpress-7.1.0.zip',
    theme: 'twentytwentyfive',
    blocks: true,
    plugins: [CF7, BOXZILLA, COMPLIANZ, AUTOPTIMIZE],
  },
};

/** The archives a cell needs. */
export function cellArchives(name) {
  const cell = CELLS[name];
  return [...(cell.wordpress ? [cell.wordpress] : []), ...cell.plugins.map((entry) => entry.archive)];
}

/** What startWordPress needs to make the cell's site (site.mjs `cell`). */
export function siteCell(name) {
  const cell = CELLS[name];
  return {
    name,
    core: () => (cell.wordpress ? join(unzipped(cell.wordpress), 'wordpress') : DEBIAN_CORE),
    fill(content, core) {
      // The theme: the release's own (Debian's package for 6.1), copied; links resolved.
      cpSync(join(core, 'wp-content', 'themes', cell.theme), join(content, 'themes', cell.theme), { recursive: true, dereference: true });
      for (const entry of cell.plugins) {
        cpSync(join(unzipped(entry.archive), entry.folder), join(content, 'plugins', entry.as), { recursive: true });
      }
      // The test site's must-use plugins (mail kept in a file, the switch that serves a page without airlift …).
      mkdirSync(join(content, 'mu-plugins'), { recursive: true });
      for (const file of readdirSync(here).filter((name) => /^mu-.*\.php$/.test(name))) {
        cpSync(join(here, file), join(content, 'mu-plugins', file));
      }
    },
  };
}
