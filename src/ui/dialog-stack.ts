/**
 * The page's open dialogs, in the order they opened, and the two key listeners that serve them.
 *
 * One stack a page: this module is a host module (src/host.ts), so the main script carries it
 * and every pack's dialog (a popup box, the banner, a drawer) opens through it; a popup box
 * opened over the drawer is above it. The listeners are on the document only while a dialog is
 * open.
 *
 * - Tab and Shift+Tab go to the topmost modal dialog, which keeps them inside.
 * - Escape goes to the dialog that has focus, else to the last opened one, then on down the
 *   stack until one takes it; a modal dialog that does not close on Escape keeps it (what is
 *   under it is out of reach). An Escape a widget inside a dialog already handled
 *   (`preventDefault`, a menu or disclosure closing) is not the dialog's.
 */

export interface StackEntry {
  readonly element: HTMLElement;
  readonly modal: boolean;
  /** Tab or Shift+Tab while this is the topmost modal dialog. */
  tab(event: KeyboardEvent): void;
  /** Escape for this dialog: true when it took it (closed). */
  escape(event: KeyboardEvent): boolean;
}

let entries: StackEntry[] = [];
let stopListening: (() => void) | null = null;

/** The modal dialog opened last that is still open. */
export function topModal(): StackEntry | undefined {
  for (let at = entries.length - 1; at >= 0; at--) {
    if (entries[at]!.modal) return entries[at];
  }
  return undefined;
}

/** The dialogs Escape is offered to, in turn: the one with focus first, then last opened first. */
function escapeOrder(active: Element | null): StackEntry[] {
  const fromTop = [...entries].reverse();
  const focused = active ? fromTop.find((entry) => entry.element.contains(active)) : undefined;
  return focused ? [focused, ...fromTop.filter((entry) => entry !== focused)] : fromTop;
}

function listen(): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) topModal()?.tab(event);
  }, { capture: true, signal });
  document.addEventListener('keydown', (event) => {
    if ((event.key !== 'Escape' && event.key !== 'Esc') || event.defaultPrevented || event.isComposing) return;
    for (const entry of escapeOrder(document.activeElement)) {
      if (entry.escape(event) || entry.modal) return;
    }
  }, { signal });
  return () => controller.abort();
}

export function pushDialog(entry: StackEntry): void {
  entries.push(entry);
  stopListening ??= listen();
}

export function removeDialog(entry: StackEntry): void {
  entries = entries.filter((open) => open !== entry);
  if (entries.length || !stopListening) return;
  stopListening();
  stopListening = null;
}

/** How many dialogs are open, and whether the key listeners are on the document (tests, debugging). */
export function stackState(): { open: number; listening: boolean } {
  return { open: entries.length, listening: stopListening !== null };
}
