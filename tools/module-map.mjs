// The run-time module map: how the build points a pack's import at the one copy a page has, and
// so where that import is answered when the pack runs. Follow an import of a pack's source:
//
//   import { h } from 'preact'            → sharedPreact: the ui pack's array, under
//                                            Symbol.for('airlift.ui'), read by place (uiPlaces)
//   import * as v from 'valibot'          → sharedSchema: the schema pack's array,
//                                            Symbol.for('airlift.schema'), read by place
//   import { onConsent } from '…/lib/consent' (a host module, src/core/module-map.ts's list)
//                                          → sharedHostModules: the main script's table of its
//                                            host modules (hostTable), Symbol.for('airlift.host'),
//                                            read by place: the module's row, the export's place
//   a part pack's import of a module its feature pack carries (media's `streams` importing
//   ../player)                            → partModules: the feature pack's array,
//                                            Symbol.for('airlift.pack.<feature pack>'), by place
//   anything else                         → bundled into the pack as usual.
//
// Each holder is one small generated module (`airlift-holder:<key>`, holders) that throws, naming
// the pack to load first, when the pack runs without it. A place is an index into an array both
// files were built with in one build (pack addresses carry the release), so neither carries the
// names. A pack's code runs through airlift.queuePack once the packs it needs are defined
// (queuedPack; src/core/packs.ts). The list of host modules and the holders' keys are
// src/core/module-map.ts's, which the main script publishes from (src/host.ts).
import { build, transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './plugin-zip.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** src/core/module-map.ts, read as the main script reads it. */
const sourceList = await import(`data:text/javascript;base64,${Buffer.from(transformSync(readFileSync(join(root, 'src/core/module-map.ts'), 'utf8'), { loader: 'ts', format: 'esm' }).code).toString('base64')}`);
/** @type {readonly string[]} */
export const HOST_MODULES = sourceList.HOST_MODULES;
const KEYS = sourceList.HOLDER_KEYS;

/**
 * The ui pack holds the page's only copy of preact (see src/ui/shared.ts): the names the sources
 * import from preact, its hooks, compat (react) and the JSX runtime, made by the build.
 */
export const UI_PACK = 'ui';
const UI_KEY = KEYS.ui;
/**
 * The schema pack holds the page's only copy of valibot: the functions the sources call on it
 * (`v.<name>`), made by the build. Every pack that validates imports valibot as usual; the build
 * points that import at this pack's published functions, so a page with five features carries
 * valibot once rather than five times.
 */
export const SCHEMA_PACK = 'schema';
const SCHEMA_KEY = KEYS.schema;

/**
 * Where a pack finds what another file publishes (the main script's host modules, the ui and
 * schema packs' arrays, a feature pack's array for its part packs): one small module per holder,
 * `airlift-holder:<key>`, which a pack carries once however many of that holder's modules it
 * imports (each preact module, each host module had carried the lookup and its message again).
 * It throws, saying what is missing, when the pack runs without that file.
 */
const holderMessages = new Map();
export const holders = {
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
 * What a pack of ours publishes as one array (the ui and schema packs, a feature pack for its
 * part packs): each name is read by its place, so neither file carries the names.
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
 * Host modules (src/core/module-map.ts, published by src/host.ts): modules whose state a page has once. The main script
 * carries them; in a pack, an import of one resolves to the main script's published module.
 */
const hostModule = (resolved) => HOST_MODULES.find((name) => resolved === join(root, 'src', `${name}.ts`));
export const sharedHostModules = {
  name: 'host-modules',
  setup(pluginBuild) {
    // Any relative import (`../../lib/consent`, `./consent` from within lib/) of a host module.
    pluginBuild.onResolve({ filter: new RegExp(`(^|/)(${HOST_MODULES.map((name) => name.split('/').pop()).join('|')})$`) }, (args) => {
      const name = args.resolveDir ? hostModule(join(args.resolveDir, `${args.path}.ts`)) : undefined;
      return name ? { path: name, namespace: 'airlift-host' } : undefined;
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'airlift-host' }, async (args) => ({
      loader: 'js',
      contents: placedHostModule(HOST_MODULES.indexOf(args.path), await moduleExports(`src/${args.path}.ts`)),
    }));
  },
};

/**
 * A host module in a pack: its exports read by place in the main script's table (hostTable), the
 * module's row, then the name's place in it (the order esbuild lists the module's exports in, the
 * same for both files of one build). Neither file carries the names: the main script publishes
 * arrays, not namespaces (a namespace keeps a getter and the name of every export).
 */
function placedHostModule(row, names) {
  return [
    holderImport(KEYS.host, 'airlift: a pack must load after airlift.js'),
    `function get(at) { return pick(${row})[at]; }`,
    ...names.map((name, at) => `var n${at} = /* @__PURE__ */ get(${at});\nexport { n${at} as ${name} };`),
  ].join('\n');
}

/**
 * The main script's src/host.ts as the build writes it: `publishHostModules` publishes, under
 * Symbol.for('airlift.host'), one row per host module (src/core/module-map.ts's order) of its
 * exports by place, which placedHostModule reads. The source file publishes the modules' namespaces
 * by name: what the type check and the unit tests see, and what this table stands for.
 */
export const hostTable = {
  name: 'host-table',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]src[\\/]host\.ts$/ }, async () => {
      const imports = [];
      const rows = [];
      for (const [row, name] of HOST_MODULES.entries()) {
        const names = await moduleExports(`src/${name}.ts`);
        imports.push(`import { ${names.map((exported, at) => `${exported} as h${row}_${at}`).join(', ')} } from ${JSON.stringify(`./${name}`)};`);
        rows.push(`[${names.map((_, at) => `h${row}_${at}`).join(', ')}]`);
      }
      return {
        loader: 'js',
        // Relative to src/: the source map names no folder of the machine that built it.
        resolveDir: join(root, 'src'),
        contents: [
          ...imports,
          `export function publishHostModules() {`,
          `  Object.defineProperty(globalThis, Symbol.for(${JSON.stringify(KEYS.host)}), { value: [${rows.join(', ')}], configurable: true });`,
          '}',
        ].join('\n'),
      };
    });
  },
};

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
/** Reads the sources' names again (each build). */
export function readNamesAgain() {
  valibotNamesRead = null;
  uiNamesRead = null;
}
export const valibotNames = () => (valibotNamesRead ??= readValibotNames());
export const uiNames = () => (uiNamesRead ??= readUiNames());
/** The [name, place] pairs of one preact module's names in the ui pack's array (module by module). */
const uiPlaces = (module) => {
  const all = Object.entries(uiNames()).flatMap(([from, list]) => list.map((name) => [from, name]));
  return all.map(([from, name], at) => [from, name, at]).filter(([from]) => from === module).map(([, name, at]) => [name, at]);
};

export function uiPackEntry(names) {
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

export function schemaPackEntry(names) {
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
export const sharedSchema = {
  name: 'shared-schema',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^valibot$/ }, () => ({ path: 'valibot', namespace: 'airlift-schema', sideEffects: false }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'airlift-schema' }, async () => ({
      loader: 'js',
      contents: indexedModule(SCHEMA_KEY, 'airlift: the schema pack must load before this pack', (await valibotNames()).map((name, at) => [name, at])),
    }));
  },
};


const PART_KEY = KEYS.part;

/** The files of a build that are in its output (type-only and shaken-out imports are not). */
export const inputsOf = (metafile) => Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs))
  .filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path);

/**
 * Resolves a part pack's imports of the modules its feature pack carries to that pack's
 * published modules: a part pack brings only what its feature pack lacks, and shares its state.
 */
export function partModules(featurePack, published) {
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
export function namesImported(files, lent) {
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
export function packNeedsOf(metafile, featurePack) {
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
export const queuedPack = (name, needs) => ({
  banner: { js: `${COMPILE_HINT.js}\n(function(q){var a=globalThis.airlift;a&&a.queuePack?q(a):document.addEventListener("DOMContentLoaded",function(){(a=globalThis.airlift)&&a.queuePack&&q(a)})})(function(a){a.queuePack(${JSON.stringify(name)},${JSON.stringify(needs)},function(){` },
  footer: { js: '})});' },
});

/** The source of a feature folder's index (index.ts or index.tsx). */
function featureIndexSource(folder) {
  for (const file of ['index.ts', 'index.tsx']) {
    try {
      return readFileSync(join(root, 'src/features', folder, file), 'utf8');
    } catch {
      // the other extension
    }
  }
  return '';
}

/**
 * A feature pack's entry: each feature's default export under its definition's name. `published`:
 * the pack's modules its part packs import, published for them (see partModules).
 */
export function featurePackEntry(name, folders, published = new Map()) {
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
  // A feature's `packExports` (the forms pack's wpcf7 methods) are the pack's too. Each module is
  // read by property only (never passed whole), so the bundle holds no namespace object of it.
  const packExports = folders.flatMap(([folder], index) => (/\bpackExports\b/.test(featureIndexSource(folder)) ? [`f${index}.packExports, `] : []));
  lines.push(`hostGlobal()?.definePack(${JSON.stringify(name)}, () => Object.assign({}, ${packExports.join('')}{ features: {`);
  folders.forEach(([, definition], index) => lines.push(`  ${JSON.stringify(definition.name)}: f${index}.default,`));
  lines.push('} }));');
  return { contents: lines.join('\n'), resolveDir: root, loader: 'ts', sourcefile: `generated/${name}-pack.ts` };
}

/**
 * V8's explicit compile hint: every function of the file is compiled with the script, on the
 * background thread that streams it, instead of lazily on the main thread the first time it
 * runs. The main bundle and the feature packs run most of their code as soon as they load (the
 * first scan, a pack's mounts), so the main thread is spared that compile; engine packs (hls.js,
 * howler, MediaElement) run a small part of theirs and keep V8's lazy compile. Browsers without
 * the hint read a comment.
 */
export const COMPILE_HINT = { js: '//# allFunctionsCalledOnLoad' };


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
export const sharedPreact = {
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

/**
 * `node tools/module-map.mjs`: the map as this checkout builds it, for a reader following a
 * pack's `pick(<place>)` to its name: the host modules, the ui pack's places (module and name)
 * and the schema pack's (valibot's functions). A part pack's places are its feature pack's
 * published names, in the order build.mjs finds them (publishedIndex).
 */
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`host modules, Symbol.for('${KEYS.host}')[<module>][<name>]:\n  ${HOST_MODULES.join('\n  ')}`);
  const ui = Object.entries(uiNames()).flatMap(([module, names]) => names.map((name) => `${module} ${name}`));
  console.log(`\nthe ui pack, Symbol.for('${UI_KEY}')[<place>]:\n${ui.map((entry, at) => `  ${at}: ${entry}`).join('\n')}`);
  const schema = await valibotNames();
  console.log(`\nthe schema pack, Symbol.for('${SCHEMA_KEY}')[<place>]:\n${schema.map((name, at) => `  ${at}: valibot ${name}`).join('\n')}`);
}
