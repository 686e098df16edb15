/**
 * The page builder's tabs/tour/accordion ("TTA") markup, shared by the accordion and tabs
 * features: `.vc_tta > .vc_tta-panels-container > .vc_tta-panels > .vc_tta-panel#id`,
 * each with a `.vc_tta-panel-heading [data-vc-accordion]` link and a body.
 */
import { childMatching, ensureId } from './dom';
import { reducedMotion } from './motion';
import type { AttributeJournal } from './dom';

export const ACTIVE_CLASS = 'vc_active';

export interface TtaPanel {
  panel: HTMLElement;
  /** The heading link (`a[data-vc-accordion]`), null when the markup has none. */
  heading: HTMLElement | null;
  body: HTMLElement;
}

/** The panels that belong to `root` itself (not to a widget nested inside it). */
export function ttaPanels(root: Element): TtaPanel[] {
  const panels: TtaPanel[] = [];
  for (const panel of Array.from(root.querySelectorAll<HTMLElement>('.vc_tta-panel'))) {
    if (panel.parentElement?.closest('.vc_tta') !== root) continue;
    const body = childMatching(panel, panel.getAttribute('data-vc-content') || '.vc_tta-panel-body')
      ?? childMatching(panel, '.vc_tta-panel-body');
    if (!body) continue;
    const heading = childMatching(panel, '.vc_tta-panel-heading')?.querySelector<HTMLElement>('[data-vc-accordion]') ?? null;
    panels.push({ panel, heading, body });
  }
  return panels;
}

/** `collapse` / `collapseAll` from the container (or the widget itself); '' when none. */
export function ttaAction(root: Element): string {
  const holder = root.closest('[data-vc-action]');
  return holder?.getAttribute('data-vc-action') ?? '';
}

/** A heading link plays the ARIA button role; it stays an `<a>`, so the site's CSS applies. */
export function wireHeading(entry: TtaPanel, journal: AttributeJournal): void {
  if (entry.heading) journal.set(entry.heading, 'role', 'button');
}

/**
 * The ARIA relationships of a panel: its heading controls the body, which (with `bodyRole`)
 * becomes a region labelled by the heading. They need ids, which are costly to add to a
 * thousand elements at once, so features set them when the browser is idle.
 */
export function relatePanel(entry: TtaPanel, journal: AttributeJournal, idPrefix: string, bodyRole: string | null): void {
  if (!entry.heading) return;
  const bodyId = ensureId(entry.body, `${idPrefix}-panel`);
  journal.set(entry.heading, 'aria-controls', bodyId);
  if (bodyRole) {
    journal.set(entry.body, 'role', bodyRole);
    journal.set(entry.body, 'aria-labelledby', ensureId(entry.heading, `${idPrefix}-heading`));
  }
}

/** Shows or hides one panel: `vc_active`, `aria-expanded`, and `hidden` on its body. */
export function showPanel(entry: TtaPanel, open: boolean, journal: AttributeJournal): void {
  entry.panel.classList.toggle(ACTIVE_CLASS, open);
  if (entry.heading) journal.set(entry.heading, 'aria-expanded', String(open));
  if (open) journal.remove(entry.body, 'hidden');
  else journal.set(entry.body, 'hidden', '');
}

/** Space activates a link that plays the button role (Enter already clicks links). */
export function onButtonKey(event: KeyboardEvent): void {
  if (event.key === ' ' || event.key === 'Spacebar') {
    event.preventDefault();
    (event.target as HTMLElement).click();
  }
}

/**
 * Scrolls, after `delay` ms, so that `target` sits `offsetRatio` of the viewport height
 * below the top of the window.
 */
export function scrollIntoOffset(target: Element, offsetRatio: number): void {
  const top = target.getBoundingClientRect().top + window.scrollY - window.innerHeight * offsetRatio;
  window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'auto' : 'smooth' });
}
