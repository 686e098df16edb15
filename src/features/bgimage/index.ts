/**
 * `[data-bgimage]`: the element's background image, from an http(s) or same-site address
 * only (anything else is ignored).
 */
import type { Feature } from '../../core/registry';
import { definition } from './definition';

/** A CSS `url("…")` for an http(s) address, or null. */
export function cssImage(value: string | null, base: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `url("${url.href.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
  } catch {
    return null;
  }
}

export const bgimage: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(element) {
    const image = cssImage(element.getAttribute('data-bgimage'), document.baseURI);
    if (!image || !(element instanceof HTMLElement)) return undefined;
    const before = element.style.backgroundImage;
    element.style.backgroundImage = image;
    return () => {
      element.style.backgroundImage = before;
    };
  },
};

export default bgimage;
