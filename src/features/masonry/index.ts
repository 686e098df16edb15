/**
 * Masonry galleries: `.qt-masonry > .qt-ms-item` and WordPress `.gallery > .gallery-item`.
 * The site's CSS gives items their width; airlift stacks them into the shortest column,
 * after images load, again on resize (debounced 100 ms) and when items are added, moving
 * them with a 0.4 s transition (none under reduced motion).
 */
import type { Feature } from '../../core/registry';
import { measure, mutate } from '../../lib/frame';
import { reducedMotion } from '../../lib/motion';
import { debounce, RESIZE_DEBOUNCE_MS } from '../../lib/timers';
import { ITEM_SELECTOR, MASONRY_TRANSITION } from './constants';
import { columnCount, pack } from './pack';
import { definition } from './definition';

export const masonry: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(grid, ctx) {
    if (!(grid instanceof HTMLElement)) return undefined;
    const { signal } = ctx;
    const saved = grid.getAttribute('style');
    let laid: HTMLElement[] = [];
    // A layout in three steps (write, read, write), so the first layout of many grids can be
    // batched into one browser layout (lib/frame); later layouts run the steps at once.
    const prepare = (): HTMLElement[] => {
      const items = Array.from(grid.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
      laid = items;
      items.forEach((item) => {
        item.style.position = 'absolute';
        item.style.left = item.style.top = '0';
      });
      return items;
    };
    const measureItems = (items: HTMLElement[]): (() => void) => {
      const width = items[0]!.offsetWidth;
      const columns = columnCount(grid.clientWidth, width);
      const spans = items.map((item) => Math.round(item.offsetWidth / width) || 1);
      const { placements, height } = pack(items.map((item) => item.offsetHeight), columns, width, spans);
      return () => {
        items.forEach((item, at) => {
          item.style.transform = `translate(${placements[at]!.x}px,${placements[at]!.y}px)`;
          if (!reducedMotion()) item.style.transition = MASONRY_TRANSITION;
        });
        grid.style.height = `${height}px`;
      };
    };
    const layout = (): void => {
      const items = prepare();
      if (items.length) measureItems(items)();
    };
    const firstLayout = (): void => {
      const items = prepare();
      if (!items.length) return;
      measure(() => {
        const place = measureItems(items);
        mutate(place, signal, ctx.report);
      }, signal, ctx.report);
    };
    grid.style.position = 'relative';
    const relayout = debounce(() => ctx.quietly(layout), RESIZE_DEBOUNCE_MS, signal);
    // Images change item heights as they arrive: lay out once they have.
    grid.addEventListener('load', relayout, { signal, capture: true });
    grid.addEventListener('error', relayout, { signal, capture: true });
    window.addEventListener('resize', relayout, { signal });
    const added = new MutationObserver(relayout);
    added.observe(grid, { childList: true });
    mutate(firstLayout, signal, ctx.report);
    grid.classList.add('is-enhanced');
    return () => {
      added.disconnect();
      for (const item of laid) {
        for (const property of ['position', 'left', 'top', 'transform', 'transition'] as const) item.style[property] = '';
      }
      if (saved === null) grid.removeAttribute('style');
      // Through the CSSOM: a strict CSP (style-src without 'unsafe-inline') refuses setAttribute('style').
      else grid.style.cssText = saved;
      grid.classList.remove('is-enhanced');
    };
  },
};

export default masonry;
