/** Small DOM helpers shared by features. */
let counter = 0;

/** Gives `element` an id if it has none, and returns it. */
export function ensureId(element: Element, prefix: string): string {
  if (!element.id) {
    do {
      counter++;
    } while (element.ownerDocument.getElementById(`${prefix}-${counter}`));
    element.id = `${prefix}-${counter}`;
  }
  return element.id;
}

/** `location.hash` without `#`, decoded; empty when there is none. */
export function currentHash(loc: Location = location): string {
  const raw = loc.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Sets the hash without scrolling the page to its target and without a hashchange. */
export function setHashQuietly(id: string): void {
  if (currentHash() === id) return;
  history.pushState(history.state, '', `#${encodeURIComponent(id)}`);
}

/** The `#id` a link points at on this page, or null for other pages and bare `#`. */
export function linkTarget(link: Element): string | null {
  const href = link.getAttribute('href');
  if (!href || !href.includes('#')) return null;
  const at = href.indexOf('#');
  const page = href.slice(0, at);
  if (page) {
    try {
      const url = new URL(page, document.baseURI);
      if (url.pathname !== location.pathname || url.origin !== location.origin) return null;
    } catch {
      return null;
    }
  }
  const id = href.slice(at + 1);
  try {
    return decodeURIComponent(id) || null;
  } catch {
    return id || null;
  }
}

/** Records attributes and classes so a cleanup can put them back exactly. */
export class AttributeJournal {
  private readonly saved: Array<[Element, string, string | null]> = [];
  private readonly classes: Array<[Element, string, boolean]> = [];

  set(element: Element, name: string, value: string): void {
    if (!this.saved.some(([el, n]) => el === element && n === name)) {
      this.saved.push([element, name, element.getAttribute(name)]);
    }
    element.setAttribute(name, value);
  }

  remove(element: Element, name: string): void {
    if (!element.hasAttribute(name)) return;
    if (!this.saved.some(([el, n]) => el === element && n === name)) {
      this.saved.push([element, name, element.getAttribute(name)]);
    }
    element.removeAttribute(name);
  }

  addClass(element: Element, name: string): void {
    if (element.classList.contains(name)) return;
    this.classes.push([element, name, false]);
    element.classList.add(name);
  }

  restore(): void {
    for (const [element, name, value] of this.saved.reverse()) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    for (const [element, name] of this.classes) element.classList.remove(name);
    this.saved.length = 0;
    this.classes.length = 0;
  }
}

/** A new element with a class name and text (as text, never HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text) element.textContent = text;
  return element;
}
