// SPEC §4 — accordion sections are active or inactive and toggle; in collapse mode,
// opening one closes the others.
import { describe, expect, it } from 'vitest';
import { modeFromAction, openSection, toggleSection } from '../../../src/features/accordion/state';

describe('accordion state', () => {
  it('reads collapse mode from data-vc-action', () => {
    expect(modeFromAction('collapse')).toBe('collapse');
    expect(modeFromAction('collapseAll')).toBe('collapse');
    expect(modeFromAction('')).toBe('independent');
    expect(modeFromAction('something-else')).toBe('independent');
  });

  it('toggles a section on its own without collapse mode', () => {
    expect(toggleSection([true, false, false], 1, 'independent')).toEqual([true, true, false]);
    expect(toggleSection([true, true, false], 0, 'independent')).toEqual([false, true, false]);
  });

  it('in collapse mode, opening one closes the others; closing touches nothing else', () => {
    expect(toggleSection([true, false, true], 1, 'collapse')).toEqual([false, true, false]);
    expect(toggleSection([false, true, false], 1, 'collapse')).toEqual([false, false, false]);
  });

  it('opening from the hash never closes an open section', () => {
    expect(openSection([false, true], 1, 'collapse')).toEqual([false, true]);
    expect(openSection([true, false], 1, 'collapse')).toEqual([false, true]);
    expect(openSection([true, false], 1, 'independent')).toEqual([true, true]);
  });

  it('does not mutate its input', () => {
    const open = [true, false];
    toggleSection(open, 1, 'collapse');
    expect(open).toEqual([true, false]);
  });
});
