// lib helpers added for the theme's page elements: disclosure, el, openWindow, reducedMotion.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { disclosure } from '../../../src/lib/disclosure';
import { AttributeJournal, el } from '../../../src/lib/dom';
import { reducedMotion } from '../../../src/lib/motion';
import { openWindow } from '../../../src/lib/popup';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('disclosure', () => {
  it('makes a div a focusable button controlling its target; click, Enter and Space toggle; restore undoes it', () => {
    document.body.innerHTML = '<div id="control">Show</div><div id="target"></div>';
    const control = document.getElementById('control')!;
    const journal = new AttributeJournal();
    const controller = new AbortController();
    const toggle = vi.fn();
    disclosure(control, document.getElementById('target'), journal, toggle, controller.signal);
    expect(control.getAttribute('role')).toBe('button');
    expect(control.getAttribute('tabindex')).toBe('0');
    expect(control.getAttribute('aria-controls')).toBe('target');
    control.click();
    control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    control.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(toggle).toHaveBeenCalledTimes(3);
    controller.abort();
    control.click();
    expect(toggle).toHaveBeenCalledTimes(3);
    journal.restore();
    expect(control.hasAttribute('role')).toBe(false);
    expect(control.hasAttribute('tabindex')).toBe(false);
  });

  it("leaves a link in the tab order, and Enter to the link's own activation (no second toggle)", () => {
    document.body.innerHTML = '<a id="control" href="#">More</a>';
    const control = document.getElementById('control')!;
    const toggle = vi.fn();
    disclosure(control, null, new AttributeJournal(), toggle, new AbortController().signal);
    expect(control.hasAttribute('tabindex')).toBe(false);
    expect(control.hasAttribute('aria-controls')).toBe(false);
    control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(toggle).not.toHaveBeenCalled();
  });
});

describe('el', () => {
  it('creates an element with a class and text, never parsing HTML', () => {
    const span = el('span', 'note', '<b>bold</b>');
    expect(span.className).toBe('note');
    expect(span.textContent).toBe('<b>bold</b>');
    expect(span.children).toHaveLength(0);
    expect(el('div').className).toBe('');
  });
});

describe('openWindow', () => {
  it('asks for a window of the given size and returns null when refused', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(openWindow('https://example.com/', 'share', 575, 520)).toBeNull();
    expect(open.mock.calls[0]![0]).toBe('https://example.com/');
    expect(open.mock.calls[0]![2]).toMatch(/^width=575,height=520,left=\d+,top=\d+/);
    open.mockImplementation(() => { throw new Error('blocked'); });
    expect(openWindow('https://example.com/', 'share', 575, 520)).toBeNull();
  });
});

describe('reducedMotion', () => {
  it('follows prefers-reduced-motion, live, from one query', () => {
    const list = { matches: true } as { matches: boolean };
    const match = vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      expect(query).toBe('(prefers-reduced-motion: reduce)');
      return list as MediaQueryList;
    });
    expect(reducedMotion()).toBe(true);
    list.matches = false;
    expect(reducedMotion()).toBe(false);
    expect(reducedMotion()).toBe(false);
    expect(match).toHaveBeenCalledTimes(1);
  });
});
