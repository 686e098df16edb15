/**
 * The show schedule's small-screen dropdown `#qwShowDropdown`: choosing an option selects the
 * tab whose anchor id is the option's value (the tab does the rest, as if clicked). A day the
 * visitor chose before the widget was wired is shown at mount.
 */
import type { Feature } from '../../core/registry';
import { definition } from './definition';

export const showDropdown: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(select, ctx) {
    const choose = (): void => {
      const tab = document.getElementById((select as HTMLSelectElement).value);
      if (tab instanceof HTMLElement) tab.click();
    };
    select.addEventListener('change', choose, { signal: ctx.signal });
    const options = Array.from((select as HTMLSelectElement).options);
    const initial = Math.max(0, options.findIndex((option) => option.defaultSelected));
    if ((select as HTMLSelectElement).selectedIndex > -1 && (select as HTMLSelectElement).selectedIndex !== initial) choose();
  },
};

export default showDropdown;
