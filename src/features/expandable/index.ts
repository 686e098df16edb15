/**
 * Expandable panels: `[data-expandable="#target"]` toggles `open` on the target and animates
 * its height to that of its `.qt-expandable-inner` (CSS transitions the height; at once
 * under reduced motion).
 */
import type { Feature } from '../../core/registry';
import { disclosure } from '../../lib/disclosure';
import { AttributeJournal } from '../../lib/dom';
import { definition } from './definition';

export const expandable: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(control, ctx) {
    let target: HTMLElement | null;
    try {
      target = document.querySelector<HTMLElement>(control.getAttribute('data-expandable') || '');
    } catch {
      target = null;
    }
    if (!target || !(control instanceof HTMLElement)) return undefined;
    const panel = target;
    const journal = new AttributeJournal();
    const set = (open: boolean): void => {
      panel.classList.toggle('open', open);
      const inner = panel.querySelector<HTMLElement>('.qt-expandable-inner') ?? panel;
      panel.style.height = open ? `${inner.scrollHeight}px` : '';
      journal.set(control, 'aria-expanded', String(open));
      // Closed, its content is out of the tab order and the accessibility tree.
      if (open) journal.remove(panel, 'inert');
      else journal.set(panel, 'inert', '');
    };
    disclosure(control, panel, journal, () => set(!panel.classList.contains('open')), ctx.signal);
    set(panel.classList.contains('open'));
    return () => journal.restore();
  },
};

export default expandable;
