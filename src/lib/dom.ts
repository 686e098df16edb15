/** Small DOM helpers shared by features. */

import { decodeText } from './url';
let counter = 0;
/** Made once per page load (at the first id: a script that never makes one never pays for it), so generated ids cannot clash with the page's own. */
let idStamp = '';

/** Gives `element` an id if it has none, and returns it. */
export function ensureId(element: Element, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${(idStamp ||= Math.floor(Math.random() * 36 ** 4).toString(36))}-${++counter}`;
  return element.id;
}

let hashCache: string | null = null;

/**
 * `location.hash` without `#`, decoded; empty when there is none. Read once per task: a
 * scan of a thousand widgets asks the location once.
 */
export function currentHash(): string {
  if (hashCache === null) {
    hashCache = decodeText(location.hash.replace(/^#/, ''));
    queueMicrotask(() => {
      hashCache = null;
    });
  }
  return hashCache;
}

const hashListeners = new Set<() => void>();

/**
 * Calls `listener` on every `hashchange`, until `signal` aborts. One window listener serves
 * every widget on the page, however many there are.
 */
export function onHashChange(listener: () => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  if (!hashListeners.size) window.addEventListener('hashchange', notifyHashChange);
  hashListeners.add(listener);
  signal.addEventListener('abort', () => {
    hashListeners.delete(listener);
    if (!hashListeners.size) window.removeEventListener('hashchange', notifyHashChange);
  }, { once: true });
}

function notifyHashChange(): void {
  for (const listener of Array.from(hashListeners)) listener();
}

/** Sets the hash without scrolling the page to its target and without a hashchange. */
export function setHashQuietly(id: string): void {
  if (currentHash() === id) return;
  history.pushState(history.state, '', `#${encodeURIComponent(id)}`);
  hashCache = null;
}

/** What follows `#` in a link to this page, as written; null for other pages and links without `#`. */
export function linkHash(link: Element): string | null {
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
  return href.slice(at + 1);
}

/** The `#id` a link points at on this page, or null for other pages and bare `#`. */
export function linkTarget(link: Element): string | null {
  const hash = linkHash(link);
  // Decoding never empties a hash: only a bare `#` gives null.
  return hash ? decodeText(hash) : null;
}

/** Records attributes and classes so a cleanup can put them back exactly. */
export class AttributeJournal {
  /** The value each touched attribute had before the first change, by element. */
  private readonly saved = new Map<Element, Map<string, string | null>>();
  private readonly classes: Array<[Element, string]> = [];

  private remember(element: Element, name: string): void {
    let attributes = this.saved.get(element);
    if (!attributes) {
      attributes = new Map();
      this.saved.set(element, attributes);
    }
    if (!attributes.has(name)) attributes.set(name, element.getAttribute(name));
  }

  set(element: Element, name: string, value: string): void {
    this.remember(element, name);
    element.setAttribute(name, value);
  }

  remove(element: Element, name: string): void {
    if (!element.hasAttribute(name)) return;
    this.remember(element, name);
    element.removeAttribute(name);
  }

  addClass(element: Element, name: string): void {
    if (element.classList.contains(name)) return;
    this.classes.push([element, name]);
    element.classList.add(name);
  }

  restore(): void {
    for (const [element, attributes] of this.saved) {
      for (const [name, value] of attributes) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    for (const [element, name] of this.classes) element.classList.remove(name);
    this.saved.clear();
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

/**
 * The text of an HTML fragment from the page's configuration (entities decoded, tags dropped),
 * for places that show it as text: nothing of it is inserted, and inert parsing runs no script.
 */
export function htmlText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** The first child of `parent` matching `selector` (a bad selector matches nothing). */
export function childMatching(parent: Element, selector: string): HTMLElement | null {
  // A plain class (the usual case) is checked without the selector engine.
  const className = /^\.[\w-]+$/.test(selector) ? selector.slice(1) : null;
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    try {
      if (className ? child.classList.contains(className) : child.matches(selector)) return child as HTMLElement;
    } catch {
      return null;
    }
  }
  return null;
}

/** What HTMLFormElement itself defines, read through formOwn. */
type FormOwn = 'elements' | 'action' | 'method' | 'reset' | 'submit' | 'requestSubmit' | 'reportValidity' | 'checkValidity';

/**
 * A form's own property, as HTMLFormElement defines it (a method comes bound to the form). A
 * field named `elements`, `action` or `reset` hides the form's property of that name:
 * `form.elements` is then the field (DOM clobbering).
 */
export function formOwn<K extends FormOwn>(form: HTMLFormElement, name: K): HTMLFormElement[K] {
  const own = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, name)!;
  return (own.get ? own.get.call(form) : (own.value as () => unknown).bind(form)) as HTMLFormElement[K];
}

/** The form's control of that name, whatever its fields are named (see formOwn). */
export const namedControl = (form: HTMLFormElement, name: string): HTMLInputElement | null =>
  formOwn(form, 'elements').namedItem(name) as HTMLInputElement | null;
