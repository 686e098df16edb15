// airlift's own ESLint rules (eslint.config.js): the module boundaries of src/, read from the
// files' relative imports (type-only ones too: a type cycle is a cycle of the design).
//   airlift/no-cycle: no file of src/ is on an import cycle;
//   airlift/feature-boundaries: a feature imports no other feature's folder nor the feature list,
//   and src/lib, src/ui and src/core import no feature;
//   airlift/pack-imports: outside src/packs, a pack is imported for its types only.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\s;])import\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative specifier names, or null (a missing file is tsc's to report). */
export function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const edges = new Map();
/** The files `file` imports, relative imports only; cached for the run. */
function importsOf(file) {
  let found = edges.get(file);
  if (!found) {
    const source = readFileSync(file, 'utf8');
    found = [...source.matchAll(IMPORT)].map((match) => resolveImport(file, match[1] ?? match[2])).filter(Boolean);
    edges.set(file, found);
  }
  return found;
}

/** A path of imports from `file` back to itself, or null. */
function cycleThrough(file) {
  const seen = new Set();
  const walk = (current, path) => {
    for (const next of importsOf(current)) {
      if (next === file) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(file, [file]);
}

const noCycle = {
  meta: { type: 'problem', docs: { description: 'no import cycles in src/' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        const file = context.filename;
        if (!/\.(ts|tsx)$/.test(file)) return;
        const cycle = cycleThrough(file);
        if (cycle) {
          const root = context.cwd;
          context.report({ node, message: `import cycle: ${cycle.map((step) => relative(root, step)).join(' → ')}` });
        }
      },
    };
  },
};

/** `src/features/<name>/…` → name; the feature list and files beside it → ''; elsewhere null. */
function featureOf(root, file) {
  const parts = relative(join(root, 'src/features'), file).split(sep);
  if (parts[0] === '..' || parts[0] === '') return null;
  return parts.length > 1 ? parts[0] : '';
}

const featureBoundaries = {
  meta: { type: 'problem', docs: { description: 'features import no other feature; shared code no feature' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const own = featureOf(root, file);
    const shared = /^src\/(lib|ui|core)\//.test(relative(root, file).split(sep).join('/'));
    if (!own && !shared) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      const theirs = featureOf(root, target);
      if (theirs === null) return;
      if (shared) context.report({ node, message: 'shared code (src/lib, src/ui, src/core) depends on no feature.' });
      else if (theirs !== own) {
        context.report({ node, message: 'a feature imports no other feature (nor the feature list): move the shared piece into src/lib or src/ui.' });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * Outside src/packs, a pack's module (src/packs/<name>.ts and its folder) is imported for its
 * types only: the loader loads a pack at run time, and a value import would copy its engine into
 * the importing bundle. src/packs/types.ts, the packs' shared helpers, is the exception.
 */
const packImports = {
  meta: { type: 'problem', docs: { description: 'packs are imported for their types only' }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const inSrc = (path) => relative(root, path).split(sep).join('/');
    if (!inSrc(file).startsWith('src/') || inSrc(file).startsWith('src/packs/')) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveImport(file, specifier);
      if (!target || !inSrc(target).startsWith('src/packs/') || inSrc(target) === 'src/packs/types.ts') return;
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type'
        || (node.specifiers?.length > 0 && node.specifiers.every((specifierNode) => specifierNode.importKind === 'type' || specifierNode.exportKind === 'type'));
      if (!typeOnly) context.report({ node, message: 'a pack is loaded at run time (loadPack): import its types only (`import type`).' });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const airliftRules = { rules: { 'no-cycle': noCycle, 'feature-boundaries': featureBoundaries, 'pack-imports': packImports } };
