/**
 * The page builder's accordion (`.vc_tta-accordion`), with the ARIA accordion pattern.
 * SPEC §2, §4, §9: the address hash opens a section and scrolls to it; clicking a section
 * toggles it and, when it opens, sets the hash without jumping.
 */
import { emit, featureEvent } from '../../core/events';
import type { Feature } from '../../core/registry';
import { AttributeJournal, currentHash, setHashQuietly } from '../../lib/dom';
import { later } from '../../lib/timers';
import { ACTIVE_CLASS, onButtonKey, scrollIntoOffset, showPanel, ttaAction, ttaPanels, wireHeading } from '../../lib/wpbakery';
import { ACCORDION_SCROLL_DELAY_MS, HASH_SCROLL_OFFSET_RATIO } from './constants';
import { modeFromAction, openSection, toggleSection } from './state';

export const accordion: Feature = {
  name: 'accordion',
  selector: '.vc_tta-accordion',
  mount(root, ctx) {
    const panels = ttaPanels(root);
    const journal = new AttributeJournal();
    const mode = modeFromAction(ttaAction(root));
    const { signal } = ctx;
    let open = panels.map((entry) => entry.panel.classList.contains(ACTIVE_CLASS));

    const apply = (next: boolean[]): void => {
      const changed = panels.filter((_, at) => next[at] !== open[at]);
      const detail = { panels: changed.map((entry) => entry.panel), open: next };
      if (changed.length && !emit(root, featureEvent('accordion', 'change'), detail, { cancelable: true })) return;
      open = next;
      panels.forEach((entry, at) => showPanel(entry, open[at] ?? false, journal));
      if (changed.length) emit(root, featureEvent('accordion', 'changed'), detail);
    };

    const openFromHash = (): void => {
      const hash = currentHash();
      const index = hash ? panels.findIndex((entry) => entry.panel.id === hash) : -1;
      if (index < 0) return;
      apply(openSection(open, index, mode));
      const target = panels[index]!.panel;
      later(() => scrollIntoOffset(target, HASH_SCROLL_OFFSET_RATIO), ACCORDION_SCROLL_DELAY_MS, signal);
    };

    panels.forEach((entry, index) => {
      wireHeading(entry, journal, 'airlift-accordion', 'region');
      entry.heading?.addEventListener('click', (event) => {
        event.preventDefault();
        const next = toggleSection(open, index, mode);
        apply(next);
        if (next[index] && open[index] && entry.panel.id) setHashQuietly(entry.panel.id);
      }, { signal });
      entry.heading?.addEventListener('keydown', onButtonKey, { signal });
    });

    apply(open);
    openFromHash();
    window.addEventListener('hashchange', openFromHash, { signal });
    journal.addClass(root, 'is-enhanced');
    return () => journal.restore();
  },
};
