/**
 * The page builder's accordion (`.vc_tta-accordion`), with the ARIA accordion pattern.
 * SPEC §2, §4, §9: the address hash opens a section and scrolls to it; clicking a section
 * toggles it and, when it opens, sets the hash without jumping.
 */
import { emit, featureEvent } from '../../lib/events';
import type { Cleanup, Feature, MountContext } from '../../core/registry';
import { AttributeJournal, currentHash, onHashChange, setHashQuietly } from '../../lib/dom';
import { later } from '../../lib/timers';
import { whenIdle, wireWhenNeeded } from '../../lib/idle';
import { ACTIVE_CLASS, onButtonKey, relatePanel, scrollIntoOffset, showPanel, ttaAction, ttaPanels, wireHeading } from '../../lib/wpbakery';
import type { TtaPanel } from '../../lib/wpbakery';
import { ACCORDION_SCROLL_DELAY_MS, HASH_SCROLL_OFFSET_RATIO } from './constants';
import { modeFromAction, openSection, toggleSection } from './state';
import { definition } from './definition';

export const accordion: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(root, ctx) {
    const panels = ttaPanels(root);
    // At boot, wired when near the viewport or when the browser is idle (lib/idle).
    return wireWhenNeeded(root, ctx, () => wire(root, ctx, panels));
  },
};

function wire(root: Element, ctx: MountContext, panels: TtaPanel[]): Cleanup | undefined {
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

  const headings = new Map<Element, number>();
  panels.forEach((entry, index) => {
    wireHeading(entry, journal);
    if (entry.heading) headings.set(entry.heading, index);
  });
  whenIdle(() => panels.forEach((entry) => relatePanel(entry, journal, 'airlift-accordion', 'region')), signal, ctx.report);
  const headingIndex = (event: Event): number => {
    const heading = (event.target as Element).closest?.('[data-vc-accordion]');
    return heading ? headings.get(heading) ?? -1 : -1;
  };
  // One delegated listener per widget, however many sections it has.
  root.addEventListener('click', (event) => {
    const index = headingIndex(event);
    if (index < 0) return;
    event.preventDefault();
    const next = toggleSection(open, index, mode);
    apply(next);
    const entry = panels[index]!;
    if (next[index] && open[index] && entry.panel.id) setHashQuietly(entry.panel.id);
  }, { signal });
  root.addEventListener('keydown', (event) => {
    if (headingIndex(event) >= 0) onButtonKey(event as KeyboardEvent);
  }, { signal });

  apply(open);
  openFromHash();
  onHashChange(openFromHash, signal);
  journal.addClass(root, 'is-enhanced');
  return () => journal.restore();
}

export default accordion;
