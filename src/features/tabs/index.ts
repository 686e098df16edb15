/**
 * The page builder's tabs and tours (`.vc_tta-tabs`, `.vc_tta-tour`), with the ARIA tabs
 * pattern: roving tabindex, arrows, Home/End, automatic activation. The hash selects a tab;
 * `data-vc-tta-autoplay` rotates tabs until the visitor hovers or focuses the widget.
 * The panels' headings (the builder's small-screen accordion view) select tabs too.
 */
import { emit, featureEvent } from '../../lib/events';
import type { Cleanup, Feature, MountContext } from '../../core/registry';
import { isNonEmpty } from '../../lib/arrays';
import type { NonEmpty } from '../../lib/arrays';
import { rovingTabindex } from '../../lib/a11y';
import { AttributeJournal, currentHash, ensureId, linkTarget, onHashChange } from '../../lib/dom';
import { later, poll } from '../../lib/timers';
import { whenIdle, wireWhenNeeded } from '../../lib/idle';
import { ACTIVE_CLASS, onButtonKey, relatePanel, scrollIntoOffset, showPanel, ttaPanels, wireHeading } from '../../lib/wpbakery';
import type { TtaPanel } from '../../lib/wpbakery';
import { HASH_SCROLL_OFFSET_RATIO, TABS_SCROLL_DELAY_MS } from './constants';
import { parseAutoplay } from './parse';
import { definition } from './definition';

interface Tab {
  link: HTMLElement;
  item: HTMLElement;
  entry: TtaPanel;
}

const TAB_LINK = '.vc_tta-tabs-list [data-vc-tabs]';

function findTabs(root: Element, panels: TtaPanel[]): Tab[] {
  const tabs: Tab[] = [];
  for (const link of Array.from(root.querySelectorAll<HTMLElement>(TAB_LINK))) {
    if (link.closest('.vc_tta') !== root) continue;
    const id = linkTarget(link);
    const entry = panels.find((panel) => panel.panel.id === id);
    if (entry) tabs.push({ link, item: link.closest<HTMLElement>('.vc_tta-tab') ?? link, entry });
  }
  return tabs;
}

export const tabs: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(root, ctx) {
    if (!root.querySelector(TAB_LINK)) return undefined;
    // At boot, wired when near the viewport or when the browser is idle (lib/idle); the tabs
    // and their panels are found then.
    return wireWhenNeeded(root, ctx, () => {
      const list = findTabs(root, ttaPanels(root));
      return isNonEmpty(list) ? wire(root, ctx, list) : undefined;
    });
  },
};

function wire(root: Element, ctx: MountContext, list: NonEmpty<Tab>): Cleanup | undefined {
  const { signal } = ctx;
  const journal = new AttributeJournal();
  const vertical = root.classList.contains('vc_tta-tour');
  let selected = Math.max(0, list.findIndex((tab) => tab.item.classList.contains(ACTIVE_CLASS) || tab.entry.panel.classList.contains(ACTIVE_CLASS)));
  let stopAutoplay: () => void = () => undefined;

  const tablist = list[0].link.closest('.vc_tta-tabs-list');
  if (tablist) {
    journal.set(tablist, 'role', 'tablist');
    if (vertical) journal.set(tablist, 'aria-orientation', 'vertical');
  }

  const select = (index: number, focus = false): void => {
    const previous = selected;
    const detail = { tab: list[index]!.link, panel: list[index]!.entry.panel, index, previous };
    if (index !== previous && !emit(root, featureEvent('tabs', 'change'), detail, { cancelable: true })) return;
    selected = index;
    list.forEach((tab, at) => {
      const active = at === index;
      tab.item.classList.toggle(ACTIVE_CLASS, active);
      journal.set(tab.link, 'aria-selected', String(active));
      journal.set(tab.link, 'tabindex', active ? '0' : '-1');
      showPanel(tab.entry, active, journal);
    });
    if (focus) list[index]!.link.focus();
    if (index !== previous) emit(root, featureEvent('tabs', 'changed'), detail);
  };

  const onKeydown = rovingTabindex(() => list.map((tab) => tab.link), {
    orientation: vertical ? 'vertical' : 'horizontal',
    onMove: (_, index) => select(index),
  });

  const controls = new Map<Element, [number, 'tab' | 'heading']>();
  list.forEach((tab, index) => {
    if (tab.item !== tab.link) journal.set(tab.item, 'role', 'presentation');
    journal.set(tab.link, 'role', 'tab');
    journal.set(tab.entry.body, 'role', 'tabpanel');
    journal.set(tab.entry.body, 'tabindex', '0');
    controls.set(tab.link, [index, 'tab']);
    // The small-screen view shows each panel's heading as an accordion button.
    if (tab.entry.heading) {
      wireHeading(tab.entry, journal);
      controls.set(tab.entry.heading, [index, 'heading']);
    }
  });
  whenIdle(() => list.forEach((tab) => {
    journal.set(tab.link, 'aria-controls', ensureId(tab.entry.body, 'airlift-tabpanel'));
    journal.set(tab.entry.body, 'aria-labelledby', ensureId(tab.link, 'airlift-tab'));
    relatePanel(tab.entry, journal, 'airlift-tab', null);
  }), signal, ctx.report);
  const controlOf = (event: Event): [number, 'tab' | 'heading'] | undefined => {
    const control = (event.target as Element).closest?.('[data-vc-tabs],[data-vc-accordion]');
    return control ? controls.get(control) : undefined;
  };
  // Delegated: one click and one keydown listener per widget.
  root.addEventListener('click', (event) => {
    const found = controlOf(event);
    if (!found) return;
    event.preventDefault();
    stopAutoplay();
    select(found[0]);
  }, { signal });
  root.addEventListener('keydown', (event) => {
    const found = controlOf(event);
    if (found?.[1] === 'tab') onKeydown(event as KeyboardEvent);
    else if (found) onButtonKey(event as KeyboardEvent);
  }, { signal });

  const selectFromHash = (): void => {
    const hash = currentHash();
    const index = hash ? list.findIndex((tab) => tab.entry.panel.id === hash) : -1;
    if (index < 0) return;
    stopAutoplay();
    select(index);
    const target = root;
    later(() => scrollIntoOffset(target, HASH_SCROLL_OFFSET_RATIO), TABS_SCROLL_DELAY_MS, signal);
  };

  select(selected);
  selectFromHash();
  onHashChange(selectFromHash, signal);

  const delay = parseAutoplay(root.getAttribute('data-vc-tta-autoplay'));
  if (delay !== null && list.length > 1) {
    const stopPolling = poll(() => select((selected + 1) % list.length), delay, { signal });
    const interaction = new AbortController();
    stopAutoplay = () => {
      stopPolling();
      interaction.abort();
    };
    // Autoplay stops for good once the visitor shows interest: hover or focus.
    root.addEventListener('mouseenter', stopAutoplay, { signal: interaction.signal });
    root.addEventListener('focusin', stopAutoplay, { signal: interaction.signal });
    signal.addEventListener('abort', stopAutoplay, { once: true });
  }
  journal.addClass(root, 'is-enhanced');
  return () => journal.restore();
}

export default tabs;
