/**
 * Generic class switches: `[data-qtswitch="class"][data-target="#el"]` toggles that class on
 * the target, with `aria-expanded` on the control.
 */
import type { Feature } from '../../core/registry';
import { disclosure } from '../../lib/disclosure';
import { AttributeJournal } from '../../lib/dom';
import { definition } from './definition';

export const classSwitch: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(control, ctx) {
    const name = control.getAttribute('data-qtswitch')?.trim();
    let target: Element | null;
    try {
      target = document.querySelector(control.getAttribute('data-target') || '');
    } catch {
      target = null;
    }
    if (!name || /\s/.test(name) || !target || !(control instanceof HTMLElement)) return undefined;
    const switched = target;
    const journal = new AttributeJournal();
    const sync = (): void => journal.set(control, 'aria-expanded', String(switched.classList.contains(name)));
    disclosure(control, switched, journal, () => {
      switched.classList.toggle(name);
      sync();
    }, ctx.signal);
    sync();
    return () => journal.restore();
  },
};

export default classSwitch;
