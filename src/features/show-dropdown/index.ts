/**
 * The show schedule's small-screen dropdown `#qwShowDropdown`: choosing an option selects the
 * tab whose anchor id is the option's value (the tab does the rest, as if clicked).
 */
import type { Feature } from '../../core/registry';

export const showDropdown: Feature = {
  name: 'show-dropdown',
  selector: 'select#qwShowDropdown',
  mount(select, ctx) {
    const choose = (): void => {
      const tab = document.getElementById((select as HTMLSelectElement).value);
      if (tab instanceof HTMLElement) tab.click();
    };
    select.addEventListener('change', choose, { signal: ctx.signal });
  },
};
