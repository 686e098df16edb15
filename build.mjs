// Builds dist/airlift.js (one IIFE) and the packs in dist/packs/, checks from esbuild's
// metafile that no pack engine leaked into the main bundle and no preact/core into a pack,
// and prints raw / gzip / brotli sizes of every file.
import { build } from 'esbuild';
import { crc32, deflateRawSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileSizes, formatSizeTable } from './test/support/sizes.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dist = join(root, 'dist');
/** Engine packs wrap a third-party engine; every other file in src/packs/ is a feature pack. */
const ENGINE_PACKS = ['howler', 'hls', 'mediaelement'];
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

/** Every file under a folder, as paths relative to it, sorted. */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

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

/**
 * A zip of files (name → content), deflated, dated 1980-01-01 so that the same files give the
 * same bytes. WordPress's "Upload Plugin" takes it.
 */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = deflateRawSync(content, { level: 9 });
    const header = (signature, size) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };
    // Fields shared by both headers, from "version needed" on: version, flags (UTF-8 names),
    // deflate, time, date (1980-01-01), CRC-32, sizes, name length, extra length.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(0x0800, 2);
    common.writeUInt16LE(8, 4);
    common.writeUInt16LE(0, 6);
    common.writeUInt16LE(33, 8);
    common.writeUInt32LE(crc32(content), 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(content.length, 18);
    common.writeUInt16LE(nameBytes.length, 22);
    const local = Buffer.concat([header(0x04034b50, 4), common, nameBytes, data]);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    common.copy(central, 6);
    central.writeUInt32LE(0o100644 << 16 >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local);
    centrals.push(Buffer.concat([central, nameBytes]));
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `npm run package`: the plugin as `airlift.zip` (folder `airlift/`, source maps left out). */
export function writePackage() {
  const entries = filesUnder(dist)
    .filter((file) => !file.endsWith('.map'))
    .map((file) => [`airlift/${file}`, readFileSync(join(dist, file))]);
  const target = join(root, 'airlift.zip');
  writeFileSync(target, zip(entries));
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
