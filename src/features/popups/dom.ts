/**
 * The runtime DOM Boxzilla builds and existing sites' CSS targets:
 *   div.boxzilla-container.boxzilla-{position}-container
 *     > div#boxzilla-{id}.boxzilla.boxzilla-{id}.boxzilla-{position}.boxzilla-{slug}
 *       > .boxzilla-content + button.boxzilla-close-icon
 *   div#boxzilla-overlay-{id}.boxzilla-overlay (centred boxes)
 * Styles go through the CSSOM (CSP-safe). The older generation's `content` is the HTML the server
 * printed for the box, so it is parsed as HTML (scripts in it never run); the icon is decoded from
 * its entity and inserted as text.
 */
import { htmlText } from '../../lib/dom';
import { reducedMotion } from '../../lib/motion';
import type { BoxConfig } from './parse';

export interface BoxDom {
  element: HTMLElement;
  content: HTMLElement;
  overlay: HTMLElement | null;
  close: HTMLButtonElement | null;
  /** Removes what was built and puts a current-generation content element back. */
  readonly remove: () => void;
}

const div = (className: string): HTMLElement => {
  const element = document.createElement('div');
  element.className = className;
  return element;
};

/** Builds a box around `existing` content (current generation) or `config.content` (older). */
export function buildBoxDom(config: BoxConfig, existing: HTMLElement | null): BoxDom {
  const { id, position, css, closable } = config;
  const container = div(`boxzilla-container boxzilla-${position}-container`);
  const element = div(`boxzilla boxzilla-${id} boxzilla-${position}${config.slug ? ` boxzilla-${config.slug}` : ''}`);
  // Shake is the legacy CSS animation class; it is left off when the visitor prefers reduced motion.
  if (config.animation === 'shake' && !reducedMotion()) element.classList.add('boxzilla-wobble');
  element.id = `boxzilla-${id}`;
  const style = element.style;
  style.display = 'none';
  const home = existing && [existing.parentNode, existing.nextSibling, existing.className] as const;
  const content = existing ?? div('');
  if (existing) existing.style.display = '';
  else content.innerHTML = config.content;
  content.className = 'boxzilla-content';
  content.firstElementChild?.classList.add('first-child');
  content.lastElementChild?.classList.add('last-child');
  element.appendChild(content);

  // Every value passed its allow-list in parse.ts: colours are colours (never `url(…)`).
  if (css.background_color) style.background = css.background_color;
  if (css.color) style.color = css.color;
  if (css.border_color) style.borderColor = css.border_color;
  if (css.border_width) style.borderWidth = `${css.border_width}px`;
  if (css.border_style) style.borderStyle = css.border_style;
  if (css.width) style.maxWidth = `${css.width}px`;

  let close: HTMLButtonElement | null = null;
  if (closable && config.icon) {
    // A native button (keyboard and role for free) with the legacy class; its chrome is reset.
    close = document.createElement('button');
    close.type = 'button';
    close.className = 'boxzilla-close-icon';
    close.style.cssText = 'background:none;border:0;font-family:inherit';
    close.textContent = htmlText(config.icon);
    close.setAttribute('aria-label', 'close');
    element.appendChild(close);
  }
  container.appendChild(element);
  let overlay: HTMLElement | null = null;
  if (position === 'center') {
    overlay = div('boxzilla-overlay');
    overlay.id = `boxzilla-overlay-${id}`;
    overlay.style.display = 'none';
    document.body.appendChild(overlay);
  }
  document.body.appendChild(container);
  return {
    element, content, overlay, close,
    remove() {
      container.remove();
      overlay?.remove();
      if (existing && home?.[0]) {
        existing.className = home[2];
        existing.style.display = 'none';
        home[0].insertBefore(existing, home[1]);
      }
    },
  };
}
