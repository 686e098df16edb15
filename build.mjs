// Builds dist/airlift.js (one IIFE) and the packs in dist/packs/, checks from esbuild's
// metafile that no pack engine leaked into the main bundle and no preact/core into a pack,
// and prints raw / gzip / brotli sizes of every file.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginPot, TEXT_DOMAIN } from './build/plugin-pot.mjs';
import { filesUnder, pluginZip } from './test/support/plugin-zip.mjs';
import { fileSizes, formatSizeTable } from './test/support/sizes.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dist = join(root, 'dist');
/**
 * Engine packs wrap a third-party engine (src/packs/<name>.ts); `hls-light` is hls.js's light
 * build, for the streams that need nothing it leaves out (src/lib/hls-playlist.ts).
 */
const ENGINE_PACKS = ['howler', 'hls', 'hls-light', 'mediaelement', 'dash', 'flv', 'vimeo'];
/**
 * The ui pack holds the page's only copy of preact (see src/ui/shared.ts): the names the sources
 * import from preact, its hooks, compat (react) and the JSX runtime, made by the build.
 */
const UI_PACK = 'ui';
const UI_KEY = 'airlift.ui';
/**
 * The schema pack holds the page's only copy of valibot: the functions the sources call on it
 * (`v.<name>`), made by the build. Every pack that validates imports valibot as usual; the build
 * points that import at this pack's published functions, so a page with five features carries
 * valibot once rather than five times.
 */
const SCHEMA_PACK = 'schema';
const SCHEMA_KEY = 'airlift.schema';
/** Hand-written packs: src/packs/<name>.ts. Feature packs are made from the features' definitions. */
const handWritten = readdirSync(join(root, 'src/packs'))
  .filter((file) => (file.endsWith('.ts') || file.endsWith('.tsx')) && file !== 'types.ts')
  .map((file) => file.replace(/\.tsx?$/, ''));

const packEntry = (name) => ['ts', 'tsx'].map((ext) => `src/packs/${name}.${ext}`).find((file) => existsSync(join(root, file)));

/**
 * Where a pack finds what another file publishes (the main script's host modules, the ui and
 * schema packs' arrays, a feature pack's array for its part packs): one small module per holder,
 * `airlift-holder:<key>`, which a pack carries once however many of that holder's modules it
 * imports (each preact module, each host module had carried the lookup and its message again).
 * It throws, saying what is missing, when the pack runs without that file.
 */
const holderMessages = new Map();
const holders = {
  name: 'holders',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^airlift-holder:/ }, (args) => ({ path: args.path.slice('airlift-holder:'.length), namespace: 'airlift-holder' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'airlift-holder' }, (args) => ({
      loader: 'js',
      contents: [
        `var published = globalThis[Symbol.for(${JSON.stringify(args.path)})];`,
        `if (!published) throw new Error(${JSON.stringify(holderMessages.get(args.path))});`,
        'export function pick(at) { return published[at]; }',
      ].join('\n'),
    }));
  },
};
const holderImport = (holderKey, missing) => {
  holderMessages.set(holderKey, missing);
  return `import { pick } from ${JSON.stringify(`airlift-holder:${holderKey}`)};`;
};

/**
 * The module a pack imports in place of one the main script publishes (the host's modules, by
 * name: the main script's own modules are namespaces): an ES module with one pure read per name,
 * so a pack keeps only the names it uses and needs none of esbuild's CommonJS interop helpers
 * (about 600 bytes in every pack).
 */
function publishedModule(holderKey, missing, path, names) {
  return [
    holderImport(holderKey, missing),
    `function get(name) { return pick(${JSON.stringify(path)})[name]; }`,
    ...names.map((name, index) => `var n${index} = /* @__PURE__ */ get(${JSON.stringify(name)});\nexport { n${index} as ${name} };`),
  ].join('\n');
}

/**
 * The same for what a pack of ours publishes as one array (the ui and schema packs, a feature
 * pack for its part packs): each name is read by its place, so neither file carries the names.
 * `entries`: [name, place] pairs. Pack addresses carry the release, so the two files come from
 * one build.
 */
function indexedModule(holderKey, missing, entries) {
  return [
    holderImport(holderKey, missing),
    ...entries.map(([name, at], index) => `var n${index} = /* @__PURE__ */ pick(${at});\nexport { n${index} as ${name} };`),
  ].join('\n');
}

/** The names a source module exports at run time (read by esbuild), by path from the root. */
const exportsOf = new Map();
function moduleExports(file) {
  if (!exportsOf.has(file)) {
    exportsOf.set(file, build({ entryPoints: [join(root, file)], bundle: false, format: 'esm', write: false, metafile: true, logLevel: 'silent' })
      .then((result) => Object.values(result.metafile.outputs)[0].exports));
  }
  return exportsOf.get(file);
}

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
    pluginBuild.onLoad({ filter: /.*/, namespace: 'airlift-host' }, async (args) => ({
      loader: 'js',
      contents: publishedModule('airlift.host', 'airlift: a pack must load after airlift.js', args.path, await moduleExports(`src/${args.path}.ts`)),
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
  return { byFolder, problems, dependencies: loaded.dependencyTable(loaded.definitions) };
}

/** The valibot functions the sources call (`import * as v from 'valibot'`, then `v.<name>`). */
async function readValibotNames() {
  const runtime = new Set(Object.keys(await import('valibot')));
  const names = new Set();
  for (const file of filesUnder(join(root, 'src'))) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(root, 'src', file), 'utf8');
    if (!/from 'valibot'/.test(text)) continue;
    if (!/import \* as v from 'valibot'/.test(text)) throw new Error(`src/${file}: import valibot as \`import * as v from 'valibot'\` (the schema pack is made from the \`v.<name>\` calls)`);
    for (const match of text.matchAll(/\bv\.([A-Za-z_$][\w$]*)/g)) if (runtime.has(match[1])) names.add(match[1]);
  }
  return [...names].sort();
}

/** What the sources import from preact's modules (react and react-dom are compat), by module. */
function readUiNames() {
  const byModule = { preact: new Set(), 'preact/hooks': new Set(), 'preact/compat': new Set(), 'preact/jsx-runtime': new Set(['jsx', 'jsxs', 'Fragment']) };
  for (const file of filesUnder(join(root, 'src'))) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(root, 'src', file), 'utf8');
    for (const match of text.matchAll(/^import\s+(type\s+)?([^'";]*?)\s+from\s+'(react|react-dom|react\/jsx-runtime|preact(?:\/[a-z-]+)?)';/gm)) {
      if (match[1]) continue;
      const module = UI_MODULES[match[3]];
      const clause = match[2].trim();
      if (!module || !clause.startsWith('{')) throw new Error(`src/${file}: import preact's names by name (\`import { render } from 'preact'\`): the ui pack is made from them`);
      for (const part of clause.slice(1, -1).split(',').map((name) => name.trim()).filter(Boolean)) {
        if (!part.startsWith('type ')) byModule[module].add(part.split(/\s+as\s+/)[0]);
      }
    }
  }
  return Object.fromEntries(Object.entries(byModule).filter(([, names]) => names.size).map(([module, names]) => [module, [...names].sort()]));
}

/** Each read once a build: every pack's import glue and the two packs themselves use the same lists. */
let valibotNamesRead = null;
let uiNamesRead = null;
const valibotNames = () => (valibotNamesRead ??= readValibotNames());
const uiNames = () => (uiNamesRead ??= readUiNames());
/** The [name, place] pairs of one preact module's names in the ui pack's array (module by module). */
const uiPlaces = (module) => {
  const all = Object.entries(uiNames()).flatMap(([from, list]) => list.map((name) => [from, name]));
  return all.map(([from, name], at) => [from, name, at]).filter(([from]) => from === module).map(([, name, at]) => [name, at]);
};

function uiPackEntry(names) {
  const lines = [`import { hostGlobal } from './src/packs/types';`];
  const published = [];
  Object.entries(names).forEach(([module, list], index) => {
    lines.push(`import { ${list.map((name) => `${name} as m${index}_${name}`).join(', ')} } from ${JSON.stringify(module)};`);
    published.push(...list.map((name) => `m${index}_${name}`));
  });
  lines.push(`const holder = globalThis;`, `holder[Symbol.for(${JSON.stringify(UI_KEY)})] ??= [${published.join(', ')}];`);
  lines.push(`hostGlobal()?.definePack(${JSON.stringify(UI_PACK)}, () => holder[Symbol.for(${JSON.stringify(UI_KEY)})]);`);
  return { contents: lines.join('\n'), resolveDir: root, loader: 'ts', sourcefile: `generated/${UI_PACK}-pack.ts` };
}

function schemaPackEntry(names) {
  return {
    contents: [
      `import { hostGlobal } from './src/packs/types';`,
      `import { ${names.join(', ')} } from 'valibot';`,
      `const holder = globalThis;`,
      `holder[Symbol.for(${JSON.stringify(SCHEMA_KEY)})] ??= [${names.join(', ')}];`,
      `hostGlobal()?.definePack(${JSON.stringify(SCHEMA_PACK)}, () => holder[Symbol.for(${JSON.stringify(SCHEMA_KEY)})]);`,
    ].join('\n'),
    resolveDir: root, loader: 'ts', sourcefile: `generated/${SCHEMA_PACK}-pack.ts`,
  };
}

/** Resolves valibot in a feature pack to the schema pack's published functions. */
const sharedSchema = {
  name: 'shared-schema',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^valibot$/ }, () => ({ path: 'valibot', namespace: 'airlift-schema', sideEffects: false }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'airlift-schema' }, async () => ({
      loader: 'js',
      contents: indexedModule(SCHEMA_KEY, 'airlift: the schema pack must load before this pack', (await valibotNames()).map((name, at) => [name, at])),
    }));
  },
};

/** Where a feature pack publishes the modules its part packs import: `${PART_KEY}.<pack>`. */
const PART_KEY = 'airlift.pack';

/** The files of a build that are in its output (type-only and shaken-out imports are not). */
const inputsOf = (metafile) => Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs))
  .filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path);

/**
 * Resolves a part pack's imports of the modules its feature pack carries to that pack's
 * published modules: a part pack brings only what its feature pack lacks, and shares its state.
 */
function partModules(featurePack, published) {
  const key = `${PART_KEY}.${featurePack}`;
  return {
    name: 'part-modules',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\./ }, (args) => {
        if (!args.resolveDir) return undefined;
        const path = importedFile(relative(root, args.resolveDir), args.path, published);
        return path ? { path, namespace: 'airlift-pack' } : undefined;
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'airlift-pack' }, (args) => ({
        loader: 'js',
        contents: indexedModule(key, `airlift: the ${featurePack} pack must load before this pack`,
          [...(published.get(args.path) ?? [])].map((name) => [name, publishedIndex(published, args.path, name)])),
      }));
    },
  };
}

/**
 * Where a feature pack publishes a name one of its modules exports for its part packs: its place
 * in one array of every such name, module by module (`published`'s order, the same for both
 * builds), shorter than a path and a name.
 */
const publishedIndex = (published, path, name) => [...published].flatMap(([file, names]) => [...names].map((exported) => `${file}#${exported}`)).indexOf(`${path}#${name}`);

/** The source file a relative import in folder `fromDir` names, among `files` (paths from the root), or undefined. */
function importedFile(fromDir, specifier, files) {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, join(root, fromDir, specifier)).split('\\').join('/');
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => `${base}${ending}`).find((candidate) => files.has(candidate));
}

/**
 * What `files` (a part pack's own modules) import, by name, from the modules in `lent` (those
 * its feature pack carries): file → exported names. Read from the sources' import statements;
 * a form the build cannot read (`import * as`, `export … from`) stops the build.
 */
function namesImported(files, lent) {
  const names = new Map();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const [statement, typeOnly, clause, specifier] of source.matchAll(/^import\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)';/gm)) {
      const target = importedFile(dirname(file), specifier, lent);
      if (!target || typeOnly) continue;
      const match = /^(?:(\w+)\s*,?\s*)?(?:\{([\s\S]*)\})?$/.exec(clause.trim());
      if (!match) throw new Error(`${file}: the build cannot share "${statement}" with the part pack (name the imports)`);
      const list = names.get(target) ?? new Set();
      if (match[1]) list.add('default');
      for (const item of (match[2] ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
        if (!item.startsWith('type ')) list.add(item.split(/\s+as\s+/)[0]);
      }
      if (list.size) names.set(target, list);
    }
    if (/^export\s+(\*|\{[^}]*\})\s+from\s+'\./m.test(source)) throw new Error(`${file}: a part pack's module re-exports; the build cannot share it`);
  }
  return names;
}

/** The packs whose published modules a feature pack imports (read from its build's inputs). */
function packNeedsOf(metafile, featurePack) {
  const inputs = inputsOf(metafile);
  return [
    ...(inputs.some((input) => input.startsWith('airlift-ui:')) ? [UI_PACK] : []),
    ...(inputs.some((input) => input.startsWith('airlift-schema:')) ? [SCHEMA_PACK] : []),
    ...(featurePack && inputs.some((input) => input.startsWith('airlift-pack:')) ? [featurePack] : []),
  ];
}

/**
 * A pack runs its code through `airlift.queuePack` (src/core/packs.ts), once the packs it needs
 * are defined: the loader fetches them together. A pack whose tag ran before airlift's (an
 * optimiser moved the page's scripts to its footer, after the tags printed there) waits for
 * DOMContentLoaded, before which a deferred airlift has run: its code had run at once, and its
 * first import of a shared module threw.
 */
const queuedPack = (name, needs) => ({
  banner: { js: `${COMPILE_HINT.js}\n(function(q){var a=globalThis.airlift;a&&a.queuePack?q(a):document.addEventListener("DOMContentLoaded",function(){(a=globalThis.airlift)&&a.queuePack&&q(a)})})(function(a){a.queuePack(${JSON.stringify(name)},${JSON.stringify(needs)},function(){` },
  footer: { js: '})});' },
});

/**
 * A feature pack's entry: each feature's default export under its definition's name. `published`:
 * the pack's modules its part packs import, published for them (see partModules).
 */
function featurePackEntry(name, folders, published = new Map()) {
  const lines = [`import { hostGlobal } from './src/packs/types';`];
  folders.forEach(([folder], index) => lines.push(`import * as f${index} from './src/features/${folder}/index';`));
  if (published.size) {
    // Only the names the part packs import: a namespace object would keep every export, by name.
    const entries = [...published].flatMap(([path, names], index) => {
      const from = `'./${path.replace(/\.tsx?$/, '')}'`;
      lines.push(`import { ${[...names].map((exported, at) => `${exported} as p${index}_${at}`).join(', ')} } from ${from};`);
      return [...names].map((_, at) => `p${index}_${at}`);
    });
    lines.push(`Object.defineProperty(globalThis, Symbol.for(${JSON.stringify(`${PART_KEY}.${name}`)}), { value: [${entries.join(', ')}], configurable: true });`);
  }
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
      contents: indexedModule(UI_KEY, 'airlift: the ui pack must load before this pack', uiPlaces(args.path)),
    }));
  },
};
// An engine pack carries its engine and nothing of airlift's.
const ENGINE_PACK_FORBIDDEN = [/^src\/(lib|features|ui)\//, ...VALIBOT];

/**
 * The WordPress plugin: src/wordpress/ (its PHP and readme.txt) copied into dist/ (the plugin's
 * folder), its version written from package.json where the sources say __AIRLIFT_VERSION__ (the
 * header's Version, readme.txt's Stable tag), and the packs it prints for the banner (the consent
 * pack and its needs) where they say __AIRLIFT_CONSENT_PACKS__, and for MediaElement's page API
 * (the media pack and its needs) where they say __AIRLIFT_MEDIA_PACKS__. Its translation template,
 * languages/airlift.pot, is made from the PHP (build/plugin-pot.mjs).
 */
function writePlugin(consentPacks, mediaPacks) {
  const source = join(root, 'src/wordpress');
  for (const file of filesUnder(source)) {
    const target = join(dist, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(join(source, file), 'utf8').replaceAll('__AIRLIFT_VERSION__', pkg.version)
      .replaceAll('__AIRLIFT_CONSENT_PACKS__', consentPacks.join(',')).replaceAll('__AIRLIFT_MEDIA_PACKS__', mediaPacks.join(',')));
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
  valibotNamesRead = null;
  uiNamesRead = null;
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
      if (packNeeds.length) needs[name] = packNeeds;
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
    ...common, banner: COMPILE_HINT, entryPoints: ['src/main.ts'], outfile: 'dist/airlift.js',
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
  writePlugin([...(needs.consent ?? []), 'consent'], [...(needs.media ?? []), 'media']);
  if (problems.length) {
    throw new Error(`build checks failed:\n  ${problems.join('\n  ')}`);
  }
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
