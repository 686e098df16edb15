/** Finding a feature's elements as cheaply as the browser allows. */
const lists = new Map<string, string[] | null>();

/**
 * The selectors of a selector list (`.a, b[c="d,e"]` → `.a`, `b[c="d,e"]`), split at its
 * top-level commas, or null when it is a single selector or cannot be split safely (an escape).
 */
export function splitList(selector: string): string[] | null {
  let parts = lists.get(selector);
  if (parts !== undefined) return parts;
  parts = [];
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let at = 0; at < selector.length && parts; at++) {
    const char = selector[at]!;
    if (char === '\\') parts = null;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && !depth) {
      parts.push(selector.slice(from, at).trim());
      from = at + 1;
    }
  }
  if (parts) parts.push(selector.slice(from).trim());
  if (!parts || parts.length < 2 || parts.some((part) => !part)) parts = null;
  lists.set(selector, parts);
  return parts;
}

/**
 * The elements within `root` that match `selector`. A selector list is asked selector by
 * selector: the elements of its first selector in document order, then those of the next that
 * are not found yet, and so on. Browsers answer one selector from their class and id indexes
 * or a quick walk, but a list only by matching each of its selectors against every element of
 * the page, two to ten times slower on a large one.
 */
export function queryAll(root: ParentNode, selector: string): Element[] {
  const parts = splitList(selector);
  if (!parts) return Array.from(select(root, selector));
  let found: Element[] = [];
  let seen: Set<Element> | null = null;
  for (const part of parts) {
    const list = select(root, part);
    if (!list.length) continue;
    if (!found.length) {
      found = Array.from(list);
      continue;
    }
    seen ??= new Set(found);
    for (const element of Array.from(list)) {
      if (!seen.has(element)) {
        seen.add(element);
        found.push(element);
      }
    }
  }
  return found;
}

/** A selector of the page's `<body>` alone (`body`, `body[data-cmplz]`, `body.home`): one compound, tag first. */
const BODY_ONLY = /^body(?![\w-])[^\s>+~,()\\]*$/;

/**
 * One selector's elements within `root` (not `root` itself). The page's `<body>` is looked at
 * directly rather than found by a walk of the whole page.
 */
function select(root: ParentNode, selector: string): ArrayLike<Element> {
  if (!BODY_ONLY.test(selector)) return root.querySelectorAll(selector);
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const body = doc.body as Element | null;
  return body && body !== root && (root as Node).contains(body) && body.matches(selector) ? [body] : [];
}
