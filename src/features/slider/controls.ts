/** The slider's buttons: rotation control, previous / next arrows (slick's classes) and dots. */
import { el } from '../../lib/dom';
import { MESSAGES } from './messages';

export function button(className: string, text: string, label?: string): HTMLButtonElement {
  const element = el('button', className, text);
  element.type = 'button';
  if (label) element.setAttribute('aria-label', label);
  return element;
}

/** `ul.slick-dots > li > button`, one per slide; `go` gets the slide index. */
export function dots(slides: number, go: (index: number) => void): HTMLUListElement {
  const list = el('ul', 'slick-dots');
  for (let at = 0; at < slides; at++) {
    const item = el('li');
    const dot = button('', String(at + 1), MESSAGES.goTo(at + 1));
    dot.addEventListener('click', () => go(at));
    item.append(dot);
    list.append(item);
  }
  return list;
}

export function markDots(list: HTMLUListElement | null, index: number): void {
  list?.querySelectorAll('li').forEach((item, at) => {
    item.classList.toggle('slick-active', at === index);
    const dot = item.firstElementChild!;
    if (at === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
}
