// The build's second minifier pass (build.mjs): esbuild bundles and minifies, then terser
// compresses the result again (3 passes, none of its `unsafe` options). Its passes inline what is
// used once, drop what became unused and join what esbuild leaves apart: 5–12 % less gzip on every
// file of ours. The benchmark builds airlift's consent code alone through the same pass.
import { minify } from 'terser';

const TERSER_OPTIONS = { ecma: 2020, compress: { ecma: 2020, passes: 3 }, mangle: true };

/**
 * `code` compressed again. With `map` (esbuild's source map of `code`) and `name` (the file's
 * name), the map of the result, chained through both passes so that it still names the sources.
 * `preamble`: a first line to keep (V8's compile hint).
 */
export async function secondPass(code, { map, name, preamble } = {}) {
  const result = await minify(code, {
    ...TERSER_OPTIONS,
    format: { comments: false, ...(preamble ? { preamble } : {}) },
    ...(map ? { sourceMap: { content: map, url: `${name}.map`, filename: name } } : {}),
  });
  return { code: result.code, map: result.map };
}
