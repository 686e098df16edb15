/**
 * The page builder's reveal animations: `.wpb_animate_when_almost_visible` gets
 * `wpb_start_animation animated` once it is 85% into the viewport (at once under reduced
 * motion), the classes its CSS animates on.
 */
import type { Feature } from '../../core/registry';
import { reducedMotion } from '../../lib/motion';
import { definition } from './definition';

/** SPEC §9: animations start 85% into the viewport, i.e. 15% above its bottom edge. */
export const REVEAL_ROOT_MARGIN = '0px 0px -15% 0px';
const START_CLASSES = ['wpb_start_animation', 'animated'];

export const reveal: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(element, ctx) {
    const start = (): void => element.classList.add(...START_CLASSES);
    if (reducedMotion() || typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    }, { rootMargin: REVEAL_ROOT_MARGIN });
    observer.observe(element);
    ctx.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
    return undefined;
  },
};

export default reveal;
