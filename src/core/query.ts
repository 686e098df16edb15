/** Finding a feature's elements as cheaply as the browser allows. */
/** One class, id or tag name, which browsers find without walking the whole page. */
const SIMPLE_SELECTOR = /^[.#]?[A-Za-z_][\w-]*$/;
const simpleLists = new Map<string, string[] | null>();

/** The parts of a list of simple selectors (`.a, .b`), or null for any other selector. */
function simpleParts(selector: string): string[] | null {
  let parts = simpleLists.get(selector);
  if (parts === undefined) {
    const split = selector.split(',').map((part) => part.trim());
    parts = split.length > 1 && split.every((part) => SIMPLE_SELECTOR.test(part)) ? split : null;
    simpleLists.set(selector, parts);
  }
  return parts;
}

/**
 * `root.querySelectorAll(selector)`, in document order. A list of simple selectors is asked
 * part by part (each answered from the browser's class and id indexes, many times faster than
 * the list on a large page); only when several parts match is the list asked, for the order.
 */
export function queryAll(root: ParentNode, selector: string): Element[] {
  const parts = simpleParts(selector);
  if (!parts) return Array.from(root.querySelectorAll(selector));
  const found = parts.map((part) => root.querySelectorAll(part)).filter((list) => list.length > 0);
  if (found.length > 1) return Array.from(root.querySelectorAll(selector));
  return found.length ? Array.from(found[0]!) : [];
}
