/**
 * One dialog, after the WAI-ARIA Authoring Practices' dialog pattern: popup boxes, the cookie
 * banner and the drawers open theirs through `openDialog` once they have shown the element.
 *
 * - While open: `role="dialog"` (unless the caller keeps the element's own role: a list stays
 *   a list); when modal, `aria-modal="true"` and `tabindex="-1"` if it has no tabindex (so that
 *   it can take focus itself). Closing puts every attribute back as it was.
 * - Focus on open: the element the caller names, else a modal dialog's first focusable element,
 *   else the dialog itself; a non-modal dialog leaves focus where it is unless the caller names one.
 * - Modal: Tab and Shift+Tab wrap inside the topmost one (dialogs nest: see dialog-stack.ts).
 * - Escape calls `onEscape` when the caller gave one (the caller closes; returning false says
 *   the dialog does not close on Escape now).
 * - On close, focus goes back to the opener (what had focus on open, or the caller's opener);
 *   when that is gone (removed, hidden, the page itself) to the caller's fallback, else into the
 *   modal dialog now on top. It goes back when the dialog was the topmost modal one or had focus;
 *   closing a dialog under another one leaves focus in the one on top.
 * - The signal aborting (the mount's teardown) closes it and leaves focus alone.
 */
import { focusableWithin } from '../lib/a11y';
import { pushDialog, removeDialog, topModal } from './dialog-stack';
import type { StackEntry } from './dialog-stack';

export interface DialogOptions {
  modal: boolean;
  /** `null` keeps the element's own role and sets no `aria-modal`; `dialog` by default. */
  role?: 'dialog' | null;
  /** Where focus returns on close; by default what had focus when the dialog opened. */
  opener?: HTMLElement | null;
  initialFocus?(): HTMLElement | null | undefined;
  /** Where focus goes on close when the opener is gone. */
  fallbackFocus?(): HTMLElement | null | undefined;
  /** Escape for this dialog; false when it does not close on Escape now. No handler: it never does. */
  onEscape?(event: KeyboardEvent): boolean | void;
  /** Closes the dialog, focus left alone, when it aborts: pass the mount's signal. */
  signal?: AbortSignal;
}

export interface DialogSession {
  readonly open: boolean;
  readonly modal: boolean;
  /** Closes the dialog and gives focus back (unless `returnFocus` is false). */
  close(returnFocus?: boolean): void;
}

/** Keeps Tab and Shift+Tab inside `container`, wrapping from last to first and back. */
function wrapTab(container: HTMLElement, event: KeyboardEvent): void {
  const items = focusableWithin(container);
  const active = container.ownerDocument.activeElement;
  const first = items[0];
  const last = items[items.length - 1];
  const outside = !container.contains(active);
  // Nothing to focus inside: the container keeps it.
  const target = !first ? container
    : event.shiftKey ? (active === first || active === container || outside) && last
    : (active === last || outside) && first;
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

/** Focuses the first candidate that can take focus: connected, outside `closing`, not the page. */
function focusFirst(closing: HTMLElement, candidates: Array<() => HTMLElement | null | undefined>): void {
  const doc = closing.ownerDocument;
  for (const candidate of candidates) {
    const target = candidate();
    if (!target || !target.isConnected || target === doc.body || closing.contains(target)) continue;
    target.focus();
    if (doc.activeElement === target) return;
  }
}

const DIALOG_ATTRIBUTES = ['role', 'aria-modal', 'tabindex'];

const firstFocus = (element: HTMLElement): HTMLElement => focusableWithin(element)[0] ?? element;

export function openDialog(element: HTMLElement, options: DialogOptions): DialogSession {
  const { modal, signal } = options;
  if (signal?.aborted) return { open: false, modal, close: () => undefined };
  const doc = element.ownerDocument;
  const active = doc.activeElement;
  const opener = options.opener !== undefined ? options.opener : active instanceof HTMLElement ? active : null;
  // The attributes as they were, put back on close.
  const saved = DIALOG_ATTRIBUTES.map((name) => [name, element.getAttribute(name)] as const);
  if (options.role !== null) {
    element.setAttribute('role', options.role ?? 'dialog');
    if (modal) element.setAttribute('aria-modal', 'true');
  }
  if (modal && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  let open = true;

  const entry: StackEntry = {
    element,
    modal,
    tab: (event) => wrapTab(element, event),
    escape(event) {
      if (!options.onEscape || options.onEscape(event) === false) return false;
      event.preventDefault();
      return true;
    },
  };

  const end = (returnFocus: boolean): void => {
    if (!open) return;
    open = false;
    const focusInside = element.contains(doc.activeElement);
    const wasTopModal = modal && topModal() === entry;
    removeDialog(entry);
    for (const [name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    signal?.removeEventListener('abort', abort);
    if (!returnFocus || !(focusInside || wasTopModal)) return;
    const below = topModal();
    focusFirst(element, [() => opener, () => options.fallbackFocus?.(), () => below && firstFocus(below.element)]);
  };
  const abort = (): void => end(false);

  signal?.addEventListener('abort', abort, { once: true });
  pushDialog(entry);
  const initial = options.initialFocus?.() ?? (modal ? firstFocus(element) : null);
  initial?.focus();

  return {
    get open() {
      return open;
    },
    modal,
    close: (returnFocus = true) => end(returnFocus),
  };
}
