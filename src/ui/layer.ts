/**
 * A layer: a dialog (ui/dialog.ts) that shows and hides with an animation and, when modal, an
 * overlay under it — the popup boxes'. A modal layer takes focus on show and gives it back on
 * hide; a non-modal one never takes focus (and gives it back only if the visitor moved it in).
 * Show and hide animate with `motion` unless the visitor prefers reduced motion.
 *
 * The caller labels the dialog (see `labelDialog`) and decides what an overlay click means.
 */
import { ensureId } from '../lib/dom';
import { openDialog } from './dialog';
import type { DialogOptions, DialogSession } from './dialog';
import { transition } from './motion';
import type { Motion } from './motion';

export interface Layer {
  readonly open: boolean;
  /** Shows or hides the layer: the caller asks only for a change (not shown twice, not after its signal aborted). */
  toggle(show: boolean): void;
}

/** Labels `dialog` by its first heading, or by `fallback` text when it has none. */
export function labelDialog(dialog: HTMLElement, fallback?: string): void {
  const heading = dialog.querySelector('h1,h2,h3,h4,h5,h6');
  if (heading) dialog.setAttribute('aria-labelledby', ensureId(heading, 'airlift-dialog-title'));
  else if (fallback) dialog.setAttribute('aria-label', fallback);
}

/** `dialog` opens with `options` (ui/dialog.ts) as it shows, with `motion`, over `overlay` (which fades). */
export function createLayer(dialog: HTMLElement, overlay: HTMLElement | null, motion: Motion, options: DialogOptions): Layer {
  let session: DialogSession | null = null;
  // The role stays while the layer is hidden, so that its label always belongs to a dialog; a
  // box can take focus itself (a click inside a corner box moves focus in).
  dialog.setAttribute('role', 'dialog');
  if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;

  return {
    get open() {
      return session?.open === true;
    },
    toggle(show) {
      if (!show) session?.close();
      if (overlay) transition(overlay, show, 'fade');
      transition(dialog, show, motion);
      session = show ? openDialog(dialog, options) : null;
    },
  };
}
