// Builds dist/airlift.js (one IIFE) and the packs in dist/packs/, checks from esbuild's
// metafile that no pack engine leaked into the main bundle and no preact/core into a pack,
// and prints raw / gzip / brotli sizes of every file.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, pluginZip } from './test/support/plugin-zip.mjs';
import { fileSizes, formatSizeTable } from './test/support/sizes.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dist = join(root, 'dist');
/** Engine packs wrap a third-party engine; every other file in src/packs/ is a feature pack. */
const ENGINE_PACKS = ['howler', 'hls', 'mediaelement', 'dash'];
/** The ui pack holds the page's only copy of preact (see src/ui/shared.ts). */
const UI_PACK = 'ui';
const packs = readdirSync(join(root, 'src/packs'))
  .filter((file) => (file.endsWith('.ts') || file.endsWith('.tsx')) && file !== 'types.ts')
  .map((file) => file.replace(/\.tsx?$/, ''))
  .sort((a, b) => Number(ENGINE_PACKS.includes(b)) - Number(ENGINE_PACKS.includes(a)) || a.localeCompare(b));

const packEntry = (name) => ['ts', 'tsx'].map((ext) => `src/packs/${name}.${ext}`).find((file) => existsSync(join(root, file)));

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

/**
 * V8's explicit compile hint: every function of the file is compiled with the script, on the
 * background thread that streams it, instead of lazily on the main thread the first time it
 * runs. The main bundle and the feature packs run most of their code as soon as they load (the
 * first scan, a pack's mounts), so the main thread is spared that compile; engine packs (hls.js,
 * howler, MediaElement) run a small part of theirs and keep V8's lazy compile. Browsers without
 * the hint read a comment.
 */
const COMPILE_HINT = { js: '//# allFunctionsCalledOnLoad' };

/** Inputs of a build whose path matches one of the patterns. */
function inputsMatching(metafile, patterns) {
  return Object.keys(metafile.inputs).filter((input) => patterns.some((pattern) => pattern.test(input)));
}

const PACK_ENGINES = [/node_modules\/(hls\.js|mediaelement|howler)\//];
// No pack carries core, and none but the ui pack carries preact: one renderer per page.
const HOST_ONLY = [/^src\/core\//];
const PREACT = [/node_modules\/preact\//];
// The ui pack carries preact and nothing else of consequence.
const UI_PACK_FORBIDDEN = [/^src\/(lib|features)\//, ...PACK_ENGINES];

/** Resolves preact (and its react aliases) in a feature pack to the ui pack's published modules. */
const UI_MODULES = {
  preact: 'preact',
  'preact/hooks': 'preact/hooks',
  'preact/compat': 'preact/compat',
  'preact/jsx-runtime': 'preact/jsx-runtime',
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
};
const sharedPreact = {
  name: 'shared-preact',
  setup(pluginBuild) {
    const filter = new RegExp(`^(${Object.keys(UI_MODULES).map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`);
    pluginBuild.onResolve({ filter }, (args) => ({ path: UI_MODULES[args.path], namespace: 'airlift-ui' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'airlift-ui' }, (args) => ({
      loader: 'js',
      contents: `var ui = globalThis[Symbol.for(${JSON.stringify('airlift.ui')})];
if (!ui) throw new Error("airlift: the ui pack must load before this pack");
module.exports = ui[${JSON.stringify(args.path)}];`,
    }));
  },
};
// An engine pack carries its engine and nothing of airlift's.
const ENGINE_PACK_FORBIDDEN = [/^src\/(lib|features|ui)\//];

/**
 * The WordPress plugin: src/wordpress/ copied into dist/ (the plugin's folder), its version
 * written from package.json where the sources say __AIRLIFT_VERSION__.
 */
function writePlugin() {
  const source = join(root, 'src/wordpress');
  for (const file of filesUnder(source)) {
    const target = join(dist, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(join(source, file), 'utf8').replaceAll('__AIRLIFT_VERSION__', pkg.version));
  }
}

export async function buildAll({ quiet = false } = {}) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'packs'), { recursive: true });
  const problems = [];

  const main = await build({ ...common, banner: COMPILE_HINT, entryPoints: ['src/main.ts'], outfile: 'dist/airlift.js' });
  for (const input of inputsMatching(main.metafile, [...PACK_ENGINES, ...PREACT])) {
    problems.push(`dist/airlift.js contains pack code: ${input}`);
  }
  const mainInputs = new Set(Object.keys(main.metafile.inputs));
  for (const name of packs) {
    const isFeaturePack = !ENGINE_PACKS.includes(name) && name !== UI_PACK;
    const pack = await build({
      ...common,
      // The alias would send react to preact/compat's files before the plugin could see it.
      ...(isFeaturePack ? { alias: {}, plugins: [sharedPreact] } : {}),
      ...(ENGINE_PACKS.includes(name) ? {} : { banner: COMPILE_HINT }),
      entryPoints: [packEntry(name)],
      outfile: `dist/packs/${name}.js`,
    });
    const forbidden = ENGINE_PACKS.includes(name)
      ? [...HOST_ONLY, ...PREACT, ...ENGINE_PACK_FORBIDDEN]
      : name === UI_PACK ? [...HOST_ONLY, ...UI_PACK_FORBIDDEN] : [...HOST_ONLY, ...PREACT];
    for (const input of inputsMatching(pack.metafile, forbidden)) {
      problems.push(`dist/packs/${name}.js contains host code: ${input}`);
    }
    // A feature pack's features are loaded on demand: their definitions (and all they import
    // but small shared modules such as constants and the page-facing facade) stay out of main.
    for (const input of inputsMatching(pack.metafile, [/^src\/features\/[^/]+\/index\.tsx?$/])) {
      if (mainInputs.has(input)) problems.push(`dist/airlift.js contains ${input}, which belongs to the ${name} pack`);
    }
  }
  writePlugin();
  if (problems.length) {
    throw new Error(`build checks failed:\n  ${problems.join('\n  ')}`);
  }
  const files = ['dist/airlift.js', ...packs.map((name) => `dist/packs/${name}.js`)];
  const sizes = files.map((file) => ({ file, ...fileSizes(join(root, file)) }));
  if (!quiet) console.log(formatSizeTable(sizes));
  return sizes;
}

/** `npm run package`: writes `airlift.zip`, for WordPress's Plugins → Add New → Upload Plugin. */
export function writePackage() {
  const target = join(root, 'airlift.zip');
  writeFileSync(target, pluginZip());
  return target;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildAll().then(() => {
    if (process.argv.includes('--package')) console.log(`wrote ${relative(root, writePackage())}`);
  }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
