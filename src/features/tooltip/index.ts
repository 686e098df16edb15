/**
 * Tooltips `.qt-tooltipped[data-tooltip]` (Materialize): on desktops only (window wider than
 * 1280 px), hovering or focusing the element shows `.material-tooltip[role=tooltip]` above it,
 * its text from `data-tooltip`; Escape, leaving or blurring hides it.
 */
import type { Feature } from '../../core/registry';
import { el, ensureId } from '../../lib/dom';
import { definition } from './definition';

/** SPEC §9: desktop features need a width above 1280 px. */
export const DESKTOP_MIN_WIDTH = 1281;

export const tooltip: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(element, ctx) {
    const { signal } = ctx;
    let tip: HTMLElement | null = null;
    const hide = (): void => {
      if (!tip) return;
      ctx.quietly(() => tip?.remove());
      tip = null;
      element.removeAttribute('aria-describedby');
    };
    const show = (): void => {
      const text = element.getAttribute('data-tooltip')?.trim();
      if (tip || !text || window.innerWidth < DESKTOP_MIN_WIDTH) return;
      const shown = el('div', 'material-tooltip', text);
      tip = shown;
      shown.setAttribute('role', 'tooltip');
      shown.style.cssText = 'position:absolute;z-index:2000;pointer-events:none';
      ctx.quietly(() => document.body.append(shown));
      element.setAttribute('aria-describedby', ensureId(shown, 'airlift-tooltip'));
      const box = element.getBoundingClientRect();
      const left = box.left + window.scrollX + (box.width - shown.offsetWidth) / 2;
      shown.style.left = `${Math.max(0, left)}px`;
      shown.style.top = `${box.top + window.scrollY - shown.offsetHeight - 8}px`;
    };
    element.addEventListener('mouseenter', show, { signal });
    element.addEventListener('focus', show, { signal });
    element.addEventListener('mouseleave', hide, { signal });
    element.addEventListener('blur', hide, { signal });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') hide();
    }, { signal });
    return hide;
  },
};

export default tooltip;
