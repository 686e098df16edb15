// What the build made of the features' definitions (build.mjs): each feature's code in the pack
// its definition names and nowhere else, the main script with the definitions and the host
// modules only, and no pack with a copy of a host module's state. Read from the source maps of
// dist/ (the tests run on a fresh build).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_MODULES } from '../../../src/core/module-map';
import { definitions } from '../../../src/features/index';

const root = join(__dirname, '../../..');

const sources = new Map<string, string[]>();
/** The files a built file was made of (each map read once: the engine packs' are megabytes). */
function allSourcesOf(file: string): string[] {
  let list = sources.get(file);
  if (!list) {
    const map = JSON.parse(readFileSync(join(root, 'dist', `${file}.map`), 'utf8')) as { sources: string[] };
    list = map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
    sources.set(file, list);
  }
  return list;
}
/** The src/ files a built file was made of. */
const sourcesOf = (file: string): string[] => allSourcesOf(file).filter((source) => source.startsWith('src/'));

const folders = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'src/features', entry.name, 'definition.ts')))
  .map((entry) => entry.name);
const packFiles = readdirSync(join(root, 'dist/packs')).filter((file) => file.endsWith('.js')).map((file) => `packs/${file}`);

describe('feature packs', () => {
  it('every feature folder has a definition, listed once in src/features/index.ts', () => {
    expect(definitions).toHaveLength(folders.length);
    expect(new Set(definitions.map((definition) => definition.name)).size).toBe(definitions.length);
  });

  it('puts each feature\'s code in the pack its definition names, and in no other file', async () => {
    for (const folder of folders) {
      const { definition } = await import(`../../../src/features/${folder}/definition.ts`) as { definition: { pack?: string } };
      const index = ['ts', 'tsx'].map((ext) => `src/features/${folder}/index.${ext}`).find((file) => existsSync(join(root, file)))!;
      const holders = ['airlift.js', ...packFiles].filter((file) => sourcesOf(file).includes(index));
      expect(holders, folder).toEqual(definition.pack ? [`packs/${definition.pack}.js`] : ['airlift.js']);
    }
  });

  it('keeps the host modules in the main script and out of every pack', () => {
    const main = sourcesOf('airlift.js');
    for (const module of HOST_MODULES) {
      expect(main, module).toContain(`src/${module}.ts`);
      for (const pack of packFiles) expect(sourcesOf(pack), `${pack} ${module}`).not.toContain(`src/${module}.ts`);
    }
  });

  it('leaves Complianz\'s window API and consent\'s cookie rules to the consent pack: the main script carries only how consent is found', () => {
    const main = sourcesOf('airlift.js').filter((source) => source.startsWith('src/features/consent/'));
    // Its constants may be written where they are used (the second minifier pass inlines them).
    expect(main).toEqual(expect.arrayContaining(['src/features/consent/definition.ts', 'src/features/consent/presence.ts']));
    expect(main.filter((source) => !/\/(constants|definition|presence)\.ts$/.test(source))).toEqual([]);
    for (const module of ['api', 'cookie-rules', 'state']) expect(sourcesOf('packs/consent.js')).toContain(`src/features/consent/${module}.ts`);
  });

  it('a part pack (src/features/<folder>/packs/) carries none of its feature pack\'s modules: it uses the ones that pack publishes', async () => {
    const parts = folders.flatMap((folder) => {
      const dir = join(root, 'src/features', folder, 'packs');
      return existsSync(dir) ? readdirSync(dir).filter((file) => /\.tsx?$/.test(file)).map((file) => [folder, file.replace(/\.tsx?$/, '')] as const) : [];
    });
    expect(parts).toContainEqual(['media', 'video-sites']);
    for (const [folder, part] of parts) {
      const { definition } = await import(`../../../src/features/${folder}/definition.ts`) as { definition: { pack?: string } };
      const featurePack = new Set(sourcesOf(`packs/${definition.pack}.js`));
      const own = sourcesOf(`packs/${part}.js`);
      expect(own.filter((source) => featurePack.has(source)), part).toEqual([]);
      expect(allSourcesOf(`packs/${part}.js`).some((source) => source.startsWith(`airlift-pack:src/features/${folder}/`)), part).toBe(true);
    }
    // The media pack leaves the video-site players to its part pack.
    expect(sourcesOf('packs/media.js')).not.toContain('src/features/media/video-sites/youtube-player.tsx');
    expect(sourcesOf('packs/video-sites.js')).toContain('src/features/media/video-sites/youtube-player.tsx');
  });

  it('carries valibot once: in the schema pack, which no other script repeats', () => {
    const holders = ['airlift.js', ...packFiles].filter((file) => allSourcesOf(file).some((source) => source.includes('node_modules/valibot/')));
    expect(holders).toEqual(['packs/schema.js']);
  });

  it('leaves the facades the definitions\' setup installs to the main script, and those of a facadeWanted (MediaElement\'s, wp-util\'s) to their feature packs: no script repeats one', () => {
    const facades = (file: string) => sourcesOf(file).filter((source) => /^src\/features\/[^/]+\/(?:[\w-]+\/)*[\w-]*facade\.ts$/.test(source));
    const inPacks: Record<string, string[]> = {
      'packs/media.js': ['src/features/media/mejs/mejs-facade.ts'],
      'packs/wp-util.js': ['src/features/wp-util/facade.ts'],
    };
    for (const pack of Object.values(inPacks).flat()) expect(facades('airlift.js')).not.toContain(pack);
    expect(facades('airlift.js').length).toBeGreaterThan(0);
    for (const pack of packFiles) {
      expect(facades(pack), pack).toEqual(inPacks[pack] ?? []);
    }
  });
});
