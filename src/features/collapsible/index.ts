/**
 * Collapsible lists `ul.qt-collapsible > li > .collapsible-header + .collapsible-body`
 * (Materialize): `li.active` is open. Headers follow the disclosure pattern; with
 * `data-collapsible="accordion"` opening one item closes the others.
 */
import type { Cleanup, Feature, MountContext } from '../../core/registry';
import { disclosure } from '../../lib/disclosure';
import { AttributeJournal } from '../../lib/dom';
import { wireWhenNeeded } from '../../lib/idle';
import { definition } from './definition';

export const collapsible: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(list, ctx) {
    // At boot, wired when near the viewport or when the browser is idle (lib/idle).
    return wireWhenNeeded(list, ctx, () => wire(list, ctx));
  },
};

function wire(list: Element, ctx: MountContext): Cleanup {
  const journal = new AttributeJournal();
  const accordion = list.getAttribute('data-collapsible') === 'accordion';
  const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > li')).flatMap((item) => {
    const header = item.querySelector<HTMLElement>(':scope > .collapsible-header');
    const body = item.querySelector<HTMLElement>(':scope > .collapsible-body');
    return header && body ? [{ item, header, body }] : [];
  });
  const show = (entry: (typeof items)[number], open: boolean): void => {
    entry.item.classList.toggle('active', open);
    entry.header.classList.toggle('active', open);
    journal.set(entry.header, 'aria-expanded', String(open));
    if (open) journal.remove(entry.body, 'hidden');
    else journal.set(entry.body, 'hidden', '');
  };
  items.forEach((entry) => {
    disclosure(entry.header, entry.body, journal, () => {
      const open = !entry.item.classList.contains('active');
      if (open && accordion) items.forEach((other) => other !== entry && show(other, false));
      show(entry, open);
    }, ctx.signal);
    show(entry, entry.item.classList.contains('active'));
  });
  return () => journal.restore();
}

export default collapsible;
