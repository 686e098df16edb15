/**
 * Which attribute changes can make an element start matching a feature's selector: the
 * observer watches those attributes (class, id and the names of attribute selectors) and no
 * other, so that the page's churn of `style`, `aria-*` or unrelated data attributes costs
 * nothing. Derived from the selectors themselves, once per distinct selector string: by the
 * build, for the table of the features' dependencies the main script carries instead of this
 * parser (core/dependency-table.ts, core/dependencies.ts), and by the unit tests.
 */
export interface SelectorDependencies {
  /** Attribute names the selector reads anywhere: `class`, `id`, `[name]`. */
  readonly attributes: ReadonlySet<string>;
  /**
   * The selector's compounds other than each selector's last, as a list ('' when it has none).
   * An element changed so that it matches one of them may make elements around it match.
   */
  readonly context: string;
  /** Whether those elements are its following siblings (`+`, `~`) rather than its descendants. */
  readonly siblings: boolean;
}

/** Pseudo-classes whose argument is a selector list read for dependencies. */
const SELECTOR_ARGUMENT = /:(?:is|where|not|matches|has)\($/i;
/** `:nth-child(An+B of S)`: S is read as one. */
const NTH_OF = /:nth-(?:last-)?child\($/i;
const NTH_PREFIX = /^\s*(?:even|odd|[-+\dn\s])*\bof\b/i;
const ATTRIBUTE_NAME = /^\[\s*(?:[\w-]*\|(?!=))?([\w-]+)/;

interface Parsed {
  attributes: Set<string>;
  /** Non-subject compounds of every selector of the list. */
  context: string[];
  siblings: boolean;
  /** A combinator inside a pseudo-class argument: its context cannot be told compound by compound. */
  nested: boolean;
}

/** The index of the `)` or `]` that closes the group opened at `from`, or -1. */
function closing(text: string, from: number): number {
  let depth = 0;
  let quote = '';
  for (let at = from; at < text.length; at++) {
    const char = text[at]!;
    if (char === '\\') at++;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && --depth === 0) return at;
  }
  return -1;
}

function parse(selector: string, into: Parsed): void {
  let compounds: string[] = [];
  let current = '';
  const endCompound = (): void => {
    if (current.trim()) compounds.push(current.trim());
    current = '';
  };
  const endSelector = (): void => {
    endCompound();
    into.context.push(...compounds.slice(0, -1));
    compounds = [];
  };
  for (let at = 0; at < selector.length; at++) {
    const char = selector[at]!;
    if (char === '\\') {
      current += selector.slice(at, at + 2);
      at++;
    } else if (char === '[' || char === '(') {
      const end = closing(selector, at);
      const group = end < 0 ? selector.slice(at) : selector.slice(at, end + 1);
      if (char === '[') {
        const name = ATTRIBUTE_NAME.exec(group)?.[1];
        if (name) into.attributes.add(name.toLowerCase());
      } else {
        const argument = group.slice(1, -1);
        const of = NTH_OF.test(current + '(') && NTH_PREFIX.exec(argument);
        if (of || SELECTOR_ARGUMENT.test(current + '(')) {
          const inner: Parsed = { attributes: into.attributes, context: [], siblings: false, nested: false };
          parse(of ? argument.slice(of[0].length) : argument, inner);
          if (inner.context.length || inner.nested) into.nested = true;
        }
      }
      current += group;
      at = end < 0 ? selector.length : end;
    } else if (char === '.' || char === '#') {
      into.attributes.add(char === '.' ? 'class' : 'id');
      current += char;
    } else if (char === ',') {
      endSelector();
    } else if (char === '>' || char === '+' || char === '~' || /\s/.test(char)) {
      if (char === '+' || char === '~') into.siblings = true;
      endCompound();
    } else {
      current += char;
    }
  }
  endSelector();
}

const known = new Map<string, SelectorDependencies>();

export function dependenciesOf(selector: string): SelectorDependencies {
  let found = known.get(selector);
  if (found) return found;
  const parsed: Parsed = { attributes: new Set(), context: [], siblings: false, nested: false };
  parse(selector, parsed);
  // A combinator inside `:is()` and the like: any element whose watched attribute changes may
  // make its descendants (or following siblings) match.
  const context = parsed.nested ? '*' : Array.from(new Set(parsed.context)).join(',');
  found = { attributes: parsed.attributes, context, siblings: parsed.siblings };
  known.set(selector, found);
  return found;
}

/** The attribute names an observer watches for these selectors, sorted ([] when none). */
export function attributeFilter(selectors: readonly string[]): string[] {
  const names = new Set<string>();
  for (const selector of selectors) {
    if (selector) dependenciesOf(selector).attributes.forEach((name) => names.add(name));
  }
  return Array.from(names).sort();
}
