/**
 * The refresh itself, apart from timing: where to fetch from (same origin only) and which
 * blocks of the fetched page replace which blocks of this one.
 */
import { REFRESHED_BLOCKS } from './constants';

/** The page to fetch: `data-permalink` when it is of this origin, else this page. */
export function refreshUrl(permalink: string | null, location: { href: string; origin: string }): string | null {
  for (const candidate of [permalink, location.href]) {
    if (!candidate || !candidate.trim()) continue;
    try {
      const url = new URL(candidate.trim(), location.href);
      if (url.origin === location.origin) {
        url.hash = '';
        return url.href;
      }
    } catch {
      /* not a URL: try the next */
    }
  }
  return null;
}

/** Whether a form field holds something other than what the server printed. */
function changed(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    return field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    // Without a `selected` option the first one is the default of a single select.
    if (options.some((option) => option.defaultSelected)) return options.some((option) => option.selected !== option.defaultSelected);
    return field.multiple ? options.some((option) => option.selected) : field.selectedIndex > 0;
  }
  return false;
}

/**
 * Whether the visitor is using `block`: it holds the focus, or a field whose value the visitor
 * changed. Such a block is not replaced; the next refresh tries again.
 */
export function inUse(block: Element): boolean {
  const active = block.ownerDocument.activeElement;
  if (active && active !== block.ownerDocument.body && block.contains(active)) return true;
  return Array.from(block.querySelectorAll('input, textarea, select')).some(changed);
}

/**
 * Replaces the inner HTML of each refreshed block with the same block of `fetched` (the n-th
 * match of a selector takes the n-th match's HTML; blocks the fetched page lacks are left, and so
 * are blocks the visitor is using: see `inUse`). The server sends HTML for these places (SPEC §7):
 * it is inserted as HTML, as the theme did; scripts in it do not run. Returns how many blocks changed.
 */
export function replaceBlocks(page: ParentNode, fetched: ParentNode): number {
  let replaced = 0;
  for (const selector of REFRESHED_BLOCKS) {
    const fresh = Array.from(fetched.querySelectorAll(selector));
    page.querySelectorAll(selector).forEach((block, at) => {
      const source = fresh[at];
      if (!source || block.innerHTML === source.innerHTML || inUse(block)) return;
      block.innerHTML = source.innerHTML;
      replaced++;
    });
  }
  return replaced;
}
