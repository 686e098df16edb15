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
/**
 * Engine packs wrap a third-party engine (src/packs/<name>.ts); `hls-light` is hls.js's light
 * build, for the streams that need nothing it leaves out (src/lib/hls-playlist.ts).
 */
const ENGINE_PACKS = ['howler', 'hls', 'hls-light', 'mediaelement', 'dash'];
/** The ui pack holds the page's only copy of preact (see src/ui/shared.ts). */
const UI_PACK = 'ui';
/** Hand-written packs: src/packs/<name>.ts. Feature packs are made from the features' definitions. */
const handWritten = readdirSync(join(root, 'src/packs'))
  .filter((file) => (file.endsWith('.ts') || file.endsWith('.tsx')) && file !== 'types.ts')
  .map((file) => file.replace(/\.tsx?$/, ''));

const packEntry = (name) => ['ts', 'tsx'].map((ext) => `src/packs/${name}.${ext}`).find((file) => existsSync(join(root, file)));

/**
 * Host modules (src/core/host.ts): modules whose state a page has once. The main script
 * carries them; in a pack, an import of one resolves to the main script's published module.
 */
const HOST_MODULES = ['lib/consent', 'lib/frame', 'lib/idle', 'lib/report', 'lib/slices', 'ui/dialog-stack'];
const hostModule = (resolved) => HOST_MODULES.find((name) => resolved === join(root, 'src', `${name}.ts`));
const sharedHostModules = {
  name: 'host-modules',
  setup(pluginBuild) {
    // Any relative import (`../../lib/consent`, `./consent` from within lib/) of a host module.
    pluginBuild.onResolve({ filter: new RegExp(`(^|/)(${HOST_MODULES.map((name) => name.split('/')[1]).join('|')})$`) }, (args) => {
      const name = args.resolveDir ? hostModule(join(args.resolveDir, `${args.path}.ts`)) : undefined;
      return name ? { path: name, namespace: 'airlift-host' } : undefined;
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'airlift-host' }, (args) => ({
      loader: 'js',
      contents: `var host = globalThis[Symbol.for("airlift.host")];
if (!host) throw new Error("airlift: a pack must load after airlift.js");
module.exports = host[${JSON.stringify(args.path)}];`,
    }));
  },
};

/**
 * The features' definitions, read by building them for Node: folder → { name, pack, needs }.
 * A feature is in the pack its definition names; the list in src/features/index.ts must hold
 * every folder's definition (and only those).
 */
async function featureDefinitions() {
  const folders = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'src/features', entry.name, 'definition.ts')))
    .map((entry) => entry.name).sort();
  const contents = [
    ...folders.map((folder, index) => `export { definition as d${index} } from './src/features/${folder}/definition';`),
    `export { definitions } from './src/features/index';`,
  ].join('\n');
  const result = await build({
    ...common, format: 'esm', platform: 'node', minify: false, sourcemap: false, metafile: false, write: false, banner: {},
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'definitions.ts' },
  });
  const loaded = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  const byFolder = new Map(folders.map((folder, index) => [folder, loaded[`d${index}`]]));
  const listed = new Set(loaded.definitions);
  const problems = [];
  for (const [folder, definition] of byFolder) {
    if (!listed.has(definition)) problems.push(`src/features/${folder}/definition.ts is not listed in src/features/index.ts`);
  }
  if (listed.size !== byFolder.size) problems.push('src/features/index.ts lists a definition that is not a feature folder\'s definition.ts');
  return { byFolder, problems };
}

/** A feature pack's entry: each feature's default export under its definition's name. */
function featurePackEntry(name, folders) {
  const lines = [`import { hostGlobal } from './src/packs/types';`];
  folders.forEach(([folder], index) => lines.push(`import * as f${index} from './src/features/${folder}/index';`));
  // A feature's `packExports` (the forms pack's wpcf7 methods) are the pack's too.
  lines.push(`const modules = [${folders.map((_, index) => `f${index}`).join(', ')}];`);
  lines.push(`hostGlobal()?.definePack(${JSON.stringify(name)}, () => Object.assign({}, ...modules.map((module) => module['packExports']), { features: {`);
  folders.forEach(([, definition], index) => lines.push(`  ${JSON.stringify(definition.name)}: f${index}.default,`));
  lines.push('} }));');
  return { contents: lines.join('\n'), resolveDir: root, loader: 'ts', sourcefile: `generated/${name}-pack.ts` };
}

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

  const { byFolder, problems: definitionProblems } = await featureDefinitions();
  problems.push(...definitionProblems);
  /** Feature pack name → its features' [folder, definition]. */
  const featurePacks = new Map();
  for (const [folder, definition] of byFolder) {
    if (!definition.pack) continue;
    if (handWritten.includes(definition.pack)) problems.push(`${folder}: pack "${definition.pack}" is a hand-written pack`);
    featurePacks.set(definition.pack, [...(featurePacks.get(definition.pack) ?? []), [folder, definition]]);
  }
  const packs = [...handWritten, ...featurePacks.keys()]
    .sort((a, b) => Number(ENGINE_PACKS.includes(b)) - Number(ENGINE_PACKS.includes(a)) || a.localeCompare(b));

  const main = await build({ ...common, banner: COMPILE_HINT, entryPoints: ['src/main.ts'], outfile: 'dist/airlift.js' });
  for (const input of inputsMatching(main.metafile, [...PACK_ENGINES, ...PREACT])) {
    problems.push(`dist/airlift.js contains pack code: ${input}`);
  }
  const mainInputs = new Set(Object.keys(main.metafile.inputs));
  for (const name of HOST_MODULES) {
    if (!mainInputs.has(`src/${name}.ts`)) problems.push(`dist/airlift.js lacks the host module src/${name}.ts`);
  }
  for (const name of packs) {
    const features = featurePacks.get(name);
    const pack = await build({
      ...common,
      // The alias would send react to preact/compat's files before the plugin could see it.
      ...(features ? { alias: {}, plugins: [sharedPreact, sharedHostModules] } : {}),
      ...(ENGINE_PACKS.includes(name) ? {} : { banner: COMPILE_HINT }),
      ...(features ? { stdin: featurePackEntry(name, features) } : { entryPoints: [packEntry(name)] }),
      outfile: `dist/packs/${name}.js`,
    });
    const forbidden = ENGINE_PACKS.includes(name)
      ? [...HOST_ONLY, ...PREACT, ...ENGINE_PACK_FORBIDDEN]
      : name === UI_PACK ? [...HOST_ONLY, ...UI_PACK_FORBIDDEN] : [...HOST_ONLY, ...PREACT, ...HOST_MODULES.map((module) => new RegExp(`^src/${module}\\.ts$`))];
    for (const input of inputsMatching(pack.metafile, forbidden)) {
      problems.push(`dist/packs/${name}.js contains host code: ${input}`);
    }
    // A feature's code is loaded on demand: its index (and all it imports but small shared
    // modules such as constants and the page-facing facade) stays out of main.
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
