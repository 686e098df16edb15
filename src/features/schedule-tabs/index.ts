/**
 * The show schedule's Materialize-style tabs: `ul.tabs > li.tab > a[href="#panel"]`, with the
 * ARIA tabs pattern (roving tabindex, arrows, Home, End). The selected link keeps the `active`
 * class and an `li.indicator` under it, as Materialize draws it; other panels get `hidden`.
 */
import type { Feature } from '../../core/registry';
import { rovingTabindex } from '../../lib/a11y';
import { AttributeJournal, el, ensureId, linkTarget } from '../../lib/dom';
import { measure, mutate } from '../../lib/frame';
import { definition } from './definition';

export const scheduleTabs: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(list, ctx) {
    const tabs: Array<[HTMLElement, HTMLElement]> = [];
    list.querySelectorAll<HTMLElement>(':scope > li.tab > a[href*="#"]').forEach((link) => {
      const id = linkTarget(link);
      const panel = id ? document.getElementById(id) : null;
      if (panel) tabs.push([link, panel]);
    });
    if (!tabs.length) return undefined;
    const journal = new AttributeJournal();
    const indicator = el('li', 'indicator');
    indicator.setAttribute('aria-hidden', 'true');
    journal.set(list, 'role', 'tablist');
    const links = tabs.map(([link]) => link);

    const place = (item: HTMLElement): void => {
      indicator.style.left = `${item.offsetLeft}px`;
      indicator.style.width = `${item.offsetWidth}px`;
    };
    // At mount the indicator is placed before the next paint, with every other widget's
    // measurements (lib/frame); a visitor's choice places it at once.
    const select = (index: number, batched = false): void => {
      tabs.forEach(([link, panel], at) => {
        const on = at === index;
        link.classList.toggle('active', on);
        journal.set(link, 'aria-selected', String(on));
        journal.set(link, 'tabindex', on ? '0' : '-1');
        if (on) journal.remove(panel, 'hidden');
        else journal.set(panel, 'hidden', '');
      });
      const item = links[index]!.parentElement!;
      if (!batched) place(item);
      else {
        measure(() => {
          const left = `${item.offsetLeft}px`;
          const width = `${item.offsetWidth}px`;
          mutate(() => {
            indicator.style.left = left;
            indicator.style.width = width;
          }, ctx.signal, ctx.report);
        }, ctx.signal, ctx.report);
      }
    };
    const onKeydown = rovingTabindex(() => links, { onMove: (_, index) => select(index), signal: ctx.signal });
    tabs.forEach(([link, panel], index) => {
      journal.set(link.parentElement!, 'role', 'presentation');
      journal.set(link, 'role', 'tab');
      journal.set(link, 'aria-controls', panel.id);
      journal.set(panel, 'role', 'tabpanel');
      journal.set(panel, 'aria-labelledby', ensureId(link, 'airlift-tab'));
      journal.set(panel, 'tabindex', '0');
      link.addEventListener('click', (event) => {
        event.preventDefault();
        select(index);
      }, { signal: ctx.signal });
      link.addEventListener('keydown', onKeydown, { signal: ctx.signal });
    });
    list.append(indicator);
    select(Math.max(0, links.findIndex((link) => link.classList.contains('active'))), true);
    return () => {
      indicator.remove();
      journal.restore();
    };
  },
};

export default scheduleTabs;
