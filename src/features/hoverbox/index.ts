/** The page builder's hover boxes `.vc-hoverbox`: at least 250 px tall (SPEC §9). */
import type { Feature } from '../../core/registry';

export const HOVERBOX_MIN_HEIGHT_PX = 250;

export const hoverbox: Feature = {
  name: 'hoverbox',
  selector: '.vc-hoverbox',
  mount(box) {
    if (!(box instanceof HTMLElement)) return undefined;
    const before = box.style.minHeight;
    box.style.minHeight = `${HOVERBOX_MIN_HEIGHT_PX}px`;
    return () => {
      box.style.minHeight = before;
    };
  },
};
