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

/**
 * Replaces the inner HTML of each refreshed block with the same block of `fetched` (the n-th
 * match of a selector takes the n-th match's HTML; blocks the fetched page lacks are left).
 * The server sends HTML for these places (SPEC §7): it is inserted as HTML, as the theme did;
 * scripts in it do not run. Returns how many blocks changed.
 */
export function replaceBlocks(page: ParentNode, fetched: ParentNode): number {
  let changed = 0;
  for (const selector of REFRESHED_BLOCKS) {
    const fresh = Array.from(fetched.querySelectorAll(selector));
    page.querySelectorAll(selector).forEach((block, at) => {
      const source = fresh[at];
      if (!source || block.innerHTML === source.innerHTML) return;
      block.innerHTML = source.innerHTML;
      changed++;
    });
  }
  return changed;
}
