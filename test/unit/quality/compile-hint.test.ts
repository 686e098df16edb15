// The build's compile hint (build.mjs): the main bundle and the feature packs begin with V8's
// `allFunctionsCalledOnLoad`, so their functions are compiled off the main thread while the
// script streams; engine packs, which run a small part of their code, do not.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(__dirname, '../../../dist');
const HINT = '//# allFunctionsCalledOnLoad\n';
const ENGINES = ['hls.js', 'hls-light.js', 'howler.js', 'mediaelement.js', 'dash.js', 'flv.js', 'vimeo.js'];

describe('compile hint', () => {
  it('opens the main bundle and every feature pack, and no engine pack', () => {
    expect(readFileSync(join(dist, 'airlift.js'), 'utf8').startsWith(HINT)).toBe(true);
    const packs = readdirSync(join(dist, 'packs')).filter((file) => file.endsWith('.js'));
    expect(packs).toEqual(expect.arrayContaining([...ENGINES, 'ui.js', 'widgets.js']));
    for (const pack of packs) {
      expect(readFileSync(join(dist, 'packs', pack), 'utf8').startsWith(HINT), pack).toBe(!ENGINES.includes(pack));
    }
  });
});
