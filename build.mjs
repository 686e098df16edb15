// Builds dist/airlift.js (one IIFE) and the packs in dist/packs/, checks from esbuild's
// metafile that no pack engine leaked into the main bundle and no preact/core into a pack,
// compresses our own files again (tools/second-pass.mjs), and prints raw / gzip / brotli sizes
// of every file. How a pack's imports are answered at run time (the ui, schema and host modules,
// a part pack's feature pack) is tools/module-map.mjs's.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COMPILE_HINT, HOST_MODULES, SCHEMA_PACK, UI_PACK, featurePackEntry, holders, inputsOf, namesImported, packNeedsOf, partModules,
  hostTable, queuedPack, readNamesAgain, schemaPackEntry, sharedHostModules, sharedPreact, sharedSchema, uiNames, uiPackEntry, valibotNames,
} from './tools/module-map.mjs';
import { pluginPot, TEXT_DOMAIN } from './tools/plugin-pot.mjs';
import { secondPass } from './tools/second-pass.mjs';
import { filesUnder, pluginZip } from './tools/plugin-zip.mjs';
import { fileSizes, formatSizeTable } from './tools/sizes.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dist = join(root, 'dist');
/**
 * Engine packs wrap a third-party engine (src/packs/<name>.ts); `hls-light` is hls.js's light
 * build, for the streams that need nothing it leaves out (src/lib/hls-playlist.ts).
 */
const ENGINE_PACKS = ['howler', 'hls', 'hls-light', 'mediaelement', 'dash', 'flv', 'vimeo'];
/** Hand-written packs: src/packs/<name>.ts. Feature packs are made from the features' definitions. */
const handWritten = readdirSync(join(root, 'src/packs'))
  .filter((file) => (file.endsWith('.ts') || file.endsWith('.tsx')) && file !== 'types.ts')
  .map((file) => file.replace(/\.tsx?$/, ''));

const packEntry = (name) => ['ts', 'tsx'].map((ext) => `src/packs/${name}.${ext}`).find((file) => existsSync(join(root, file)));

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
    `export { dependencyTable } from './src/core/dependency-table';`,
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
  // In the definitions' order (src/features/index.ts), not by name: main.ts pairs them up, so the
  // names are not written twice (null: no selector, taken at its widest should one appear).
  const table = loaded.dependencyTable(loaded.definitions);
  return { byFolder, problems, dependencies: loaded.definitions.map(({ name }) => (Object.hasOwn(table, name) ? table[name] : null)) };
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
 * The second minifier pass (tools/second-pass.mjs) over one of our own built files, its source
 * map chained through it. Engine packs are their libraries' own minified builds and are left as
 * esbuild wrote them.
 */
async function compressAgain(file) {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const result = await secondPass(code, {
    map: readFileSync(mapFile, 'utf8'),
    name: file.split('/').pop(),
    preamble: code.startsWith(`${COMPILE_HINT.js}\n`) ? COMPILE_HINT.js : undefined,
  });
  writeFileSync(file, `${result.code}\n`);
  writeFileSync(mapFile, result.map);
}

/** Inputs with code in a build's output whose path matches one of the patterns. */
function inputsMatching(metafile, patterns) {
  const inOutput = Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs))
    .filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path);
  return [...new Set(inOutput)].filter((input) => patterns.some((pattern) => pattern.test(input)));
}

const PACK_ENGINES = [/node_modules\/(hls\.js|mediaelement|howler|dashjs|mpegts\.js)\//];
const VALIBOT = [/node_modules\/valibot\//];
// No pack carries core, and none but the ui pack carries preact: one renderer per page.
const HOST_ONLY = [/^src\/core\//];
const PREACT = [/node_modules\/preact\//];
// The ui pack carries preact and nothing else of consequence.
const UI_PACK_FORBIDDEN = [/^src\/(lib|features)\//, ...PACK_ENGINES, ...VALIBOT];
// An engine pack carries its engine and nothing of airlift's.
const ENGINE_PACK_FORBIDDEN = [/^src\/(lib|features|ui)\//, ...VALIBOT];

/**
 * The WordPress plugin: src/wordpress/ (its PHP and readme.txt) copied into dist/ (the plugin's
 * folder), its version written from package.json where the sources say __AIRLIFT_VERSION__ (the
 * header's Version, readme.txt's Stable tag), and each feature's packs in the order they run (the
 * packs it needs, then its own: JSON, feature → names) where they say __AIRLIFT_FEATURE_PACKS__,
 * which the plugin prints on the pages that have the feature (includes/carry.php). Its translation
 * template, languages/airlift.pot, is made from the PHP (tools/plugin-pot.mjs).
 */
function writePlugin(featurePacks) {
  const source = join(root, 'src/wordpress');
  for (const file of filesUnder(source)) {
    const target = join(dist, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(join(source, file), 'utf8').replaceAll('__AIRLIFT_VERSION__', pkg.version)
      .replaceAll('__AIRLIFT_FEATURE_PACKS__', JSON.stringify(featurePacks)));
  }
  mkdirSync(join(dist, 'languages'), { recursive: true });
  writeFileSync(join(dist, 'languages', `${TEXT_DOMAIN}.pot`), pluginPot(source, pkg.version));
}

export async function buildAll({ quiet = false, sizes: withSizes = true } = {}) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'packs'), { recursive: true });
  const problems = [];

  const { byFolder, problems: definitionProblems, dependencies } = await featureDefinitions();
  problems.push(...definitionProblems);
  /** Feature pack name → its features' [folder, definition]. */
  const featurePacks = new Map();
  for (const [folder, definition] of byFolder) {
    if (!definition.pack) continue;
    if (handWritten.includes(definition.pack)) problems.push(`${folder}: pack "${definition.pack}" is a hand-written pack`);
    featurePacks.set(definition.pack, [...(featurePacks.get(definition.pack) ?? []), [folder, definition]]);
  }
  for (const [folder, definition] of byFolder) {
    if (definition.facadeWanted && !definition.pack) problems.push(`${folder}: a facade in its pack, and no pack`);
  }
  /**
   * Part packs: src/features/<folder>/packs/<name>.ts(x), a part of a feature that its pack
   * loads only where a page needs it (the media pack's video-site players), built as feature
   * packs are (preact, valibot and the host modules shared).
   */
  const partPacks = new Map();
  for (const [folder, definition] of byFolder) {
    const folderPacks = join(root, 'src/features', folder, 'packs');
    if (!existsSync(folderPacks)) continue;
    for (const file of readdirSync(folderPacks).filter((entry) => /\.tsx?$/.test(entry))) {
      const name = file.replace(/\.tsx?$/, '');
      if (!definition.pack) problems.push(`${folder}: part pack "${name}" of a feature that has no pack`);
      if (handWritten.includes(name) || featurePacks.has(name) || partPacks.has(name) || name === UI_PACK || name === SCHEMA_PACK) problems.push(`${folder}: part pack "${name}" has the name of another pack`);
      partPacks.set(name, { entry: `src/features/${folder}/packs/${file}`, featurePack: definition.pack });
    }
  }
  // Engine packs first; part packs last, after the feature packs that publish what they import.
  const packs = [...handWritten, ...featurePacks.keys(), ...partPacks.keys(), UI_PACK, SCHEMA_PACK]
    .sort((a, b) => Number(ENGINE_PACKS.includes(b)) - Number(ENGINE_PACKS.includes(a))
      || Number(partPacks.has(a)) - Number(partPacks.has(b)) || a.localeCompare(b));
  readNamesAgain();
  const schemaNames = await valibotNames();
  const uiModules = uiNames();

  /** Pack → the packs it needs, for the main script's loader. */
  const needs = {};
  const packInputs = new Map();
  const sharedPlugins = [holders, sharedPreact, sharedHostModules, sharedSchema];
  /** What each part pack would carry on its own, to find what its feature pack can lend it. */
  const partAlone = new Map();
  for (const [name, { entry }] of partPacks) {
    const alone = await build({ ...common, alias: {}, plugins: sharedPlugins, entryPoints: [entry], outfile: `dist/packs/${name}.js`, write: false });
    partAlone.set(name, inputsOf(alone.metafile).filter((input) => input.startsWith('src/')));
  }
  /** Feature pack → the modules it publishes for its part packs (file → the names they import). */
  const publishedBy = new Map();
  for (const name of packs) {
    const features = featurePacks.get(name);
    const part = partPacks.get(name);
    const shares = Boolean(features || part);
    const options = {
      ...common,
      // The alias would send react to preact/compat's files before the plugin could see it.
      ...(shares ? { alias: {}, plugins: part ? [...sharedPlugins, partModules(part.featurePack, publishedBy.get(part.featurePack) ?? new Map())] : sharedPlugins } : {}),
      ...(ENGINE_PACKS.includes(name) ? {} : { banner: COMPILE_HINT }),
      ...(features ? { stdin: featurePackEntry(name, features) } : part ? { entryPoints: [part.entry] } : name === SCHEMA_PACK ? { stdin: schemaPackEntry(schemaNames) }
        : name === UI_PACK ? { stdin: uiPackEntry(uiModules) } : { entryPoints: [packEntry(name)] }),
      outfile: `dist/packs/${name}.js`,
    };
    // The ui and schema packs, which need none, wait for airlift too (queuedPack).
    let pack = await build(shares ? { ...options, write: false } : ENGINE_PACKS.includes(name) ? options : { ...options, ...queuedPack(name, []) });
    if (features) {
      // The modules of this pack that its part packs would carry again: what the parts' own
      // modules import from them is published instead, name by name.
      const own = new Set(inputsOf(pack.metafile));
      const published = new Map();
      for (const [partName, { featurePack }] of partPacks) {
        if (featurePack !== name) continue;
        const alone = partAlone.get(partName);
        const lent = new Set(alone.filter((input) => own.has(input)));
        for (const [file, names] of namesImported(alone.filter((input) => !lent.has(input)), lent)) {
          published.set(file, new Set([...(published.get(file) ?? []), ...names]));
        }
      }
      const sorted = new Map([...published].sort(([a], [b]) => a.localeCompare(b)));
      publishedBy.set(name, sorted);
      if (sorted.size) options.stdin = featurePackEntry(name, features, sorted);
    }
    if (shares) {
      const packNeeds = packNeedsOf(pack.metafile, part?.featurePack);
      // The main script's table leaves out a part pack's feature pack: only that pack's code asks
      // for the part, so it has run by then (the part's own script still waits for it, queuedPack).
      const fetched = packNeeds.filter((need) => need !== part?.featurePack);
      if (fetched.length) needs[name] = fetched;
      pack = await build({ ...options, ...queuedPack(name, packNeeds) });
    }
    const forbidden = ENGINE_PACKS.includes(name)
      ? [...HOST_ONLY, ...PREACT, ...ENGINE_PACK_FORBIDDEN]
      : name === UI_PACK ? [...HOST_ONLY, ...UI_PACK_FORBIDDEN]
        : name === SCHEMA_PACK ? [...HOST_ONLY, ...PREACT, /^src\/(lib|features|ui|core)\//]
          : [...HOST_ONLY, ...PREACT, ...VALIBOT, ...HOST_MODULES.map((module) => new RegExp(`^src/${module}\\.ts$`))];
    for (const input of inputsMatching(pack.metafile, forbidden)) {
      problems.push(`dist/packs/${name}.js contains host code: ${input}`);
    }
    packInputs.set(name, Object.keys(pack.metafile.inputs));
  }

  const main = await build({
    ...common, banner: COMPILE_HINT, entryPoints: ['src/main.ts'], outfile: 'dist/airlift.js', plugins: [hostTable],
    define: { ...common.define, __AIRLIFT_PACK_NEEDS__: JSON.stringify(needs), __AIRLIFT_FEATURE_DEPENDENCIES__: JSON.stringify(dependencies) },
  });
  for (const input of inputsMatching(main.metafile, [...PACK_ENGINES, ...PREACT, ...VALIBOT])) {
    problems.push(`dist/airlift.js contains pack code: ${input}`);
  }
  const mainInputs = new Set(Object.keys(main.metafile.inputs));
  // The selectors' dependencies come in the build's table (src/core/dependency-table.ts), not the parser.
  if (mainInputs.has('src/core/attributes.ts')) problems.push('dist/airlift.js contains the selector parser src/core/attributes.ts');
  for (const name of HOST_MODULES) {
    if (!mainInputs.has(`src/${name}.ts`)) problems.push(`dist/airlift.js lacks the host module src/${name}.ts`);
  }
  // A feature's code is loaded on demand: its index (and all it imports but small shared
  // modules such as constants and the page-facing facade) stays out of main.
  for (const [name, inputs] of packInputs) {
    for (const input of inputs.filter((path) => /^src\/features\/[^/]+\/index\.tsx?$/.test(path))) {
      if (mainInputs.has(input)) problems.push(`dist/airlift.js contains ${input}, which belongs to the ${name} pack`);
    }
  }
  writePlugin(Object.fromEntries([...byFolder.values()].filter((definition) => definition.pack).sort((a, b) => a.name.localeCompare(b.name))
    .map((definition) => [definition.name, [...(needs[definition.pack] ?? []), definition.pack]])));
  if (problems.length) {
    throw new Error(`build checks failed:\n  ${problems.join('\n  ')}`);
  }
  await Promise.all(['dist/airlift.js', ...packs.filter((name) => !ENGINE_PACKS.includes(name)).map((name) => `dist/packs/${name}.js`)]
    .map((file) => compressAgain(join(root, file))));
  // The size table (brotli at quality 11 is most of its time) only where it is printed or asked for.
  if (quiet || !withSizes) return [];
  const files = ['dist/airlift.js', ...packs.map((name) => `dist/packs/${name}.js`)];
  const sizes = files.map((file) => ({ file, ...fileSizes(join(root, file)) }));
  console.log(formatSizeTable(sizes));
  return sizes;
}

/** `npm run package`: writes `airlift.zip`, for WordPress's Plugins → Add New → Upload Plugin. */
export function writePackage() {
  const target = join(root, 'airlift.zip');
  writeFileSync(target, pluginZip());
  return target;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // --no-sizes: no size table (npm test checks the gzip budgets itself).
  buildAll({ sizes: !process.argv.includes('--no-sizes') }).then(() => {
    if (process.argv.includes('--package')) console.log(`wrote ${relative(root, writePackage())}`);
  }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
