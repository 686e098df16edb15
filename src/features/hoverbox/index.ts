/** The page builder's hover boxes `.vc-hoverbox`: at least 250 px tall (SPEC §9). */
import type { Feature } from '../../core/registry';
import { definition } from './definition';

export const HOVERBOX_MIN_HEIGHT_PX = 250;

export const hoverbox: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(box) {
    if (!(box instanceof HTMLElement)) return undefined;
    const before = box.style.minHeight;
    box.style.minHeight = `${HOVERBOX_MIN_HEIGHT_PX}px`;
    return () => {
      box.style.minHeight = before;
    };
  },
};

export default hoverbox;
