/**
 * Links with class `qt-popupwindow` open in a window of 600 × 600, or of
 * `data-popupwidth` × `data-popupheight` (the theme's `data-width` / `data-height` too).
 * Before opening, `airlift:popupwindow:open` bubbles from the link with
 * `{ url, width, height }`, so the radio player can pause. A refused popup lets the link navigate.
 */
import { emit, featureEvent } from '../../lib/events';
import type { Feature } from '../../core/registry';
import { openWindow } from '../../lib/popup';
import { POPUP_HEIGHT, POPUP_WIDTH } from './constants';
import { definition } from './definition';

function size(link: Element, names: string[], fallback: number): number {
  for (const name of names) {
    const value = Number.parseInt(link.getAttribute(name) ?? '', 10);
    if (value > 0) return value;
  }
  return fallback;
}

export const popupWindow: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(link, ctx) {
    link.addEventListener('click', (event) => {
      const url = (link as HTMLAnchorElement).href;
      const width = size(link, ['data-popupwidth', 'data-width'], POPUP_WIDTH);
      const height = size(link, ['data-popupheight', 'data-height'], POPUP_HEIGHT);
      emit(link, featureEvent('popupwindow', 'open'), { url, width, height });
      if (openWindow(url, (link.getAttribute('data-name') ?? 'popup').replace(/\W/g, '_'), width, height)) event.preventDefault();
    }, { signal: ctx.signal });
  },
};

export default popupWindow;
