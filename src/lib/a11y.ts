/**
 * Accessibility helpers following the WAI-ARIA Authoring Practices: what can take focus in a
 * container (dialogs, ui/dialog.ts, keep Tab among it), roving tabindex for tab lists and
 * toolbars, and one polite live region.
 */
const FOCUSABLE = /* @__PURE__ */ [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'iframe', 'audio[controls]', 'video[controls]',
  '[contenteditable]:not([contenteditable="false"])', '[tabindex]',
].join(',');

export function focusableWithin(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    if (element.tabIndex < 0 || element.closest('[inert],[hidden]')) return false;
    return element.getClientRects().length > 0;
  });
}

export type Orientation = 'horizontal' | 'vertical' | 'both';

export interface RovingOptions {
  orientation?: Orientation;
  /** Called when arrows, Home or End move to an item (after it got focus). */
  onMove?(item: HTMLElement, index: number): void;
  signal?: AbortSignal;
}

/** Sets tabindex 0 on the item at `index` and -1 on the others. */
export function setRovingIndex(items: readonly HTMLElement[], index: number): void {
  items.forEach((item, at) => item.setAttribute('tabindex', at === index ? '0' : '-1'));
}

/** Arrow keys (by orientation), Home and End move focus among `items`, wrapping around. */
export function rovingTabindex(items: () => readonly HTMLElement[], options: RovingOptions = {}): (event: KeyboardEvent) => void {
  const orientation = options.orientation ?? 'horizontal';
  const keys: Record<string, number> = { Home: -Infinity, End: Infinity };
  if (orientation !== 'vertical') Object.assign(keys, { ArrowLeft: -1, ArrowRight: 1 });
  if (orientation !== 'horizontal') Object.assign(keys, { ArrowUp: -1, ArrowDown: 1 });
  return (event: KeyboardEvent): void => {
    const step = keys[event.key];
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    const list = items();
    const current = list.indexOf(event.currentTarget as HTMLElement);
    const from = current >= 0 ? current : list.findIndex((item) => item.contains(event.target as Node));
    if (!list.length || from < 0) return;
    event.preventDefault();
    let next: number;
    if (step === -Infinity) next = 0;
    else if (step === Infinity) next = list.length - 1;
    else next = (from + step + list.length) % list.length;
    const item = list[next]!;
    setRovingIndex(list, next);
    item.focus();
    options.onMove?.(item, next);
  };
}

/** Inline style that hides an element visually but keeps it for assistive technology. */
export const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0';

let region: HTMLElement | null = null;

/** Announces `message` through one shared, visually hidden, polite live region. */
export function announce(message: string, doc: Document = document): void {
  // Feature packs carry their own copy of this module: they share the page's one region.
  if (!region?.isConnected) region = doc.querySelector<HTMLElement>('.airlift-live-region');
  if (!region) {
    region = doc.createElement('div');
    region.className = 'airlift-live-region';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.style.cssText = VISUALLY_HIDDEN;
    doc.body.appendChild(region);
  }
  const target = region;
  // Clearing first makes screen readers announce a repeated message again.
  target.textContent = '';
  setTimeout(() => {
    target.textContent = message;
  }, 50);
}
