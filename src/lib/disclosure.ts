/**
 * The WAI-ARIA disclosure pattern on legacy markup: a control (often an `<a href="#">` or a
 * `<div>`) becomes a button for assistive technology, with `aria-expanded` and `aria-controls`,
 * Enter and Space.
 */
import type { AttributeJournal } from './dom';
import { ensureId } from './dom';

/** Makes `control` a button that controls `target`; `toggle` runs on click, Enter and Space. */
export function disclosure(control: HTMLElement, target: Element | null, journal: AttributeJournal, toggle: (event: Event) => void, signal: AbortSignal): void {
  if (control.localName !== 'button') {
    journal.set(control, 'role', 'button');
    if (!control.matches('a[href],input,select,textarea') || control.tabIndex < 0) journal.set(control, 'tabindex', '0');
  }
  if (target) journal.set(control, 'aria-controls', ensureId(target, 'airlift-disclosure'));
  control.addEventListener('click', (event) => {
    event.preventDefault();
    toggle(event);
  }, { signal });
  // A button does Enter and Space itself.
  if (control.localName === 'button') return;
  control.addEventListener('keydown', (event) => {
    if (event.key === ' ' || (event.key === 'Enter' && !control.matches('a[href]'))) {
      event.preventDefault();
      control.click();
    }
  }, { signal });
}
