/**
 * `.qt-scrolltop` scrolls to the top of the page (smoothly unless the visitor reduces motion).
 * A plain scroll-to-top link also moves focus to the top of the page; one that opens
 * something (the theme puts the class on its search expander) leaves focus to that.
 */
import type { Feature } from '../../core/registry';
import { reducedMotion } from '../../lib/motion';
import { definition } from './definition';

export const scrollTop: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(control, ctx) {
    control.addEventListener('click', (event) => {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
      if (control.hasAttribute('data-expandable') || control.hasAttribute('data-qtswitch')) return;
      const top = document.querySelector<HTMLElement>('main, #maincontent, [role="main"]') ?? document.body;
      if (!top.hasAttribute('tabindex')) top.setAttribute('tabindex', '-1');
      top.focus({ preventScroll: true });
    }, { signal: ctx.signal });
  },
};

export default scrollTop;
