/**
 * What the observer needs of each feature's selector: the attributes it reads and the compounds
 * around its subject (core/attributes.ts works them out). The main script carries the build's
 * table of them, feature by feature (each feature's widest selector: with its configuration
 * present), not the parser; the unit tests give the parser itself (`useDependencies`). A
 * feature neither knows is taken at its widest: class and id watched, any element its context.
 */
import type { SelectorDependencies } from './attributes';

/**
 * The build's table: feature name → `attributes (space-separated)|context|1 where it reads siblings`;
 * null (or no entry) for a feature whose selector the build did not read (taken at its widest).
 */
export type DependencyTable = Record<string, string | null | undefined>;
type Parser = (selector: string) => SelectorDependencies;

const WIDEST: SelectorDependencies = { attributes: new Set(['class', 'id']), context: '*', siblings: true };
let table: DependencyTable = {};
let parse: Parser | null = null;
const known = new Map<string, SelectorDependencies>();

export function useDependencies(from: DependencyTable | Parser): void {
  parse = typeof from === 'function' ? from : null;
  if (typeof from !== 'function') table = from;
  known.clear();
}

export function dependenciesOf(feature: { readonly name: string }, selector: string): SelectorDependencies {
  if (parse) return parse(selector);
  let found = known.get(feature.name);
  if (!found) {
    const entry = Object.hasOwn(table, feature.name) ? table[feature.name]?.split('|') : null;
    found = entry ? { attributes: new Set(entry[0] ? entry[0].split(' ') : []), context: entry[1] ?? '', siblings: entry[2] === '1' } : WIDEST;
    known.set(feature.name, found);
  }
  return found;
}

/** The attribute names an observer watches for these features, sorted ([] when none looks for anything). */
export function attributeFilter(features: ReadonlyArray<readonly [{ readonly name: string }, string]>): string[] {
  const names = new Set<string>();
  for (const [feature, selector] of features) {
    if (selector) dependenciesOf(feature, selector).attributes.forEach((name) => names.add(name));
  }
  return Array.from(names).sort();
}
