// Builds dist/airlift.js (one IIFE) and the packs in dist/packs/, checks from esbuild's
// metafile that no pack engine leaked into the main bundle and no preact/core into a pack,
// and prints raw / gzip / brotli sizes of every file.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileSizes, formatSizeTable } from './test/support/sizes.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dist = join(root, 'dist');
/** Engine packs wrap a third-party engine; every other file in src/packs/ is a feature pack. */
const ENGINE_PACKS = ['howler', 'hls', 'mediaelement'];
const packs = readdirSync(join(root, 'src/packs'))
  .filter((file) => file.endsWith('.ts') && file !== 'types.ts')
  .map((file) => file.slice(0, -3))
  .sort((a, b) => Number(ENGINE_PACKS.includes(b)) - Number(ENGINE_PACKS.includes(a)) || a.localeCompare(b));

const common = {
  bundle: true,
  format: 'iife',
  minify: true,
  sourcemap: true,
  target: 'es2020',
  platform: 'browser',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  absWorkingDir: root,
  define: { __AIRLIFT_VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
  jsx: 'automatic',
  jsxImportSource: 'preact',
};

/** Inputs of a build whose path matches one of the patterns. */
function inputsMatching(metafile, patterns) {
  return Object.keys(metafile.inputs).filter((input) => patterns.some((pattern) => pattern.test(input)));
}

const PACK_ENGINES = [/node_modules\/(hls\.js|mediaelement|howler)\//];
// No pack carries preact or core: the host's copies are the only ones, reached through the host API.
const HOST_ONLY = [/node_modules\/preact\//, /^src\/core\//];
// An engine pack carries its engine and nothing of airlift's.
const ENGINE_PACK_FORBIDDEN = [/^src\/(lib|features|ui)\//];

export async function buildAll({ quiet = false } = {}) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'packs'), { recursive: true });
  const problems = [];

  const main = await build({ ...common, entryPoints: ['src/main.ts'], outfile: 'dist/airlift.js' });
  for (const input of inputsMatching(main.metafile, PACK_ENGINES)) {
    problems.push(`dist/airlift.js contains pack code: ${input}`);
  }
  const mainInputs = new Set(Object.keys(main.metafile.inputs));
  for (const name of packs) {
    const pack = await build({ ...common, entryPoints: [`src/packs/${name}.ts`], outfile: `dist/packs/${name}.js` });
    const forbidden = ENGINE_PACKS.includes(name) ? [...HOST_ONLY, ...ENGINE_PACK_FORBIDDEN] : HOST_ONLY;
    for (const input of inputsMatching(pack.metafile, forbidden)) {
      problems.push(`dist/packs/${name}.js contains host code: ${input}`);
    }
    // A feature pack's features are loaded on demand: their definitions (and all they import
    // but small shared modules such as constants and the page-facing facade) stay out of main.
    for (const input of inputsMatching(pack.metafile, [/^src\/features\/[^/]+\/index\.tsx?$/])) {
      if (mainInputs.has(input)) problems.push(`dist/airlift.js contains ${input}, which belongs to the ${name} pack`);
    }
  }
  if (problems.length) {
    throw new Error(`build checks failed:\n  ${problems.join('\n  ')}`);
  }
  const files = ['dist/airlift.js', ...packs.map((name) => `dist/packs/${name}.js`)];
  const sizes = files.map((file) => ({ file, ...fileSizes(join(root, file)) }));
  if (!quiet) console.log(formatSizeTable(sizes));
  return sizes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildAll().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
