/**
 * The theme's side navigation: each `li.menu-item-has-children` gets an expander button
 * (`.qt-openthis`, the theme's class) that toggles `open` on the item, with `aria-expanded`.
 */
import type { Feature } from '../../core/registry';
import { disclosure } from '../../lib/disclosure';
import { AttributeJournal, childMatching, el } from '../../lib/dom';
import { EXPANDER_LABEL } from './messages';
import { definition } from './definition';

export const sidenav: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(item, ctx) {
    const submenu = childMatching(item, '.sub-menu, ul');
    if (!submenu) return undefined;
    const journal = new AttributeJournal();
    const button = el('button', 'qt-openthis');
    button.type = 'button';
    const label = childMatching(item, 'a')?.textContent?.trim() ?? '';
    button.setAttribute('aria-label', EXPANDER_LABEL(label));
    const wasOpen = item.classList.contains('open');
    const set = (open: boolean): void => {
      item.classList.toggle('open', open);
      button.setAttribute('aria-expanded', String(open));
    };
    disclosure(button, submenu, journal, () => set(!item.classList.contains('open')), ctx.signal);
    set(wasOpen);
    submenu.before(button);
    return () => {
      button.remove();
      item.classList.toggle('open', wasOpen);
      journal.restore();
    };
  },
};

export default sidenav;
