// The benchmark page: N widgets of legacy WordPress markup (page builder, plugins, theme),
// generated in memory, one kind after another. The markup is each feature's own sample
// (src/features/<feature>/sample.ts, the `FeatureSample` of src/core/registry.ts), read here in
// the folders' order: a new feature adds its markup in its folder, not here, and
// test/unit/quality/feature-lists.test.ts fails for a feature that mounts on markup and has none.
// A sample's `widget` is `{ html(index), mounts }`: `html` returns one widget of the feature's
// legacy markup with ids made unique from `index`; `mounts` says how many elements of it each
// feature mounts (asserted by the benchmark). Its `page` is markup the page holds once, whatever N
// (the header's controls, a box's content, the consent banner), with what mounts there or on <body>.
// Keep a sample free of work that runs on its own (autoplay, timed triggers).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Every feature folder's sample (folder → FeatureSample), in the folders' order; built with esbuild, as the samples are TypeScript. */
async function loadSamples() {
  const features = join(root, 'src/features');
  const folders = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(features, entry.name, 'sample.ts')))
    .map((entry) => entry.name).sort();
  const result = await build({
    stdin: { contents: folders.map((folder, at) => `export { sample as s${at} } from './src/features/${folder}/sample';`).join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent',
  });
  const loaded = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return new Map(folders.map((folder, at) => [folder, loaded[`s${at}`]]));
}

/** Feature folder → its sample. */
export const SAMPLES = await loadSamples();

/**
 * Every widget kind, in page order (the features' folders that have a `widget`): its generator
 * and what it mounts (feature name → count, the ready event's `features` keys).
 */
export const WIDGETS = Object.fromEntries([...SAMPLES].filter(([, sample]) => sample.widget).map(([folder, sample]) => [folder, sample.widget]));

/** The parts each page holds once, whatever N (the samples' `page`), in the folders' order. */
const PAGE_PARTS = [...SAMPLES.values()].map((sample) => sample.page).filter(Boolean);

/** Mounted once per page, whatever N: what the page parts mount (consent and popup boxes on <body>, the header's controls). */
export const PAGE_MOUNTS = {};
for (const { mounts } of PAGE_PARTS) {
  for (const [feature, count] of Object.entries(mounts)) PAGE_MOUNTS[feature] = (PAGE_MOUNTS[feature] ?? 0) + count;
}

/** How many of each widget kind a page of `n` widgets holds (dealt round-robin). */
export function widgetCounts(n) {
  const names = Object.keys(WIDGETS);
  return Object.fromEntries(names.map((name, at) => [name, Math.floor(n / names.length) + (at < n % names.length ? 1 : 0)]));
}

/** How many elements each feature mounts on a page of `n` widgets, by the feature's name. */
export function expectedCounts(n) {
  const expected = { ...PAGE_MOUNTS };
  for (const [kind, count] of Object.entries(widgetCounts(n))) {
    for (const [feature, each] of Object.entries(WIDGETS[kind].mounts)) expected[feature] = (expected[feature] ?? 0) + each * count;
  }
  return expected;
}

/**
 * A complete page with `n` widgets. `scripts` are the tags before `</body>`: airlift's by
 * default, none for the baseline, a peer's for the comparison; everything else is identical.
 */
export function generatePage(n, { scripts = ['<script src="/dist/airlift.js" defer></script>'] } = {}) {
  const makers = Object.values(WIDGETS).map((widget) => widget.html);
  const widgets = Array.from({ length: n }, (_, index) => makers[index % makers.length](index));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>airlift benchmark · ${n} widgets</title>
<link rel="stylesheet" href="/assets/site.css">
<link rel="https://api.w.org/" href="/wp-json/">
<script src="/assets/kitchen-sink-config.js"></script>
</head>
<body data-cmplz="1">
<header class="site-header">
${PAGE_PARTS.map((part) => part.html).join('\n')}
</header>
<main id="maincontent">
<h1>Benchmark: ${n} widgets</h1>
${widgets.join('\n')}
</main>
${scripts.join('\n')}
</body>
</html>
`;
}
