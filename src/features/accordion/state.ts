/**
 * Pure accordion state (SPEC §4): sections are active or inactive and toggle; in collapse
 * mode, opening one closes the others.
 */
export type AccordionMode = 'collapse' | 'independent';

export function modeFromAction(action: string): AccordionMode {
  return action === 'collapse' || action === 'collapseAll' ? 'collapse' : 'independent';
}

/** The open flags after toggling section `index`. */
export function toggleSection(open: readonly boolean[], index: number, mode: AccordionMode): boolean[] {
  const opening = !open[index];
  return open.map((isOpen, at) => {
    if (at === index) return opening;
    return mode === 'collapse' && opening ? false : isOpen;
  });
}

/** The open flags after opening section `index` (from the address hash). */
export function openSection(open: readonly boolean[], index: number, mode: AccordionMode): boolean[] {
  return open[index] ? [...open] : toggleSection(open, index, mode);
}
