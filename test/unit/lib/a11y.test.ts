// lib/a11y: roving tabindex keys (WAI-ARIA tabs), the polite live region, focus restore.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, rovingTabindex, setRovingIndex } from '../../../src/lib/a11y';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function buttons(count: number): HTMLButtonElement[] {
  document.body.innerHTML = Array.from({ length: count }, (_, at) => `<button>${at}</button>`).join('');
  return Array.from(document.querySelectorAll('button'));
}

function press(target: HTMLElement, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('roving tabindex', () => {
  it('moves with arrows, wraps, and jumps with Home and End', () => {
    const items = buttons(3);
    setRovingIndex(items, 0);
    const moves: number[] = [];
    const onKeydown = rovingTabindex(() => items, { onMove: (_, index) => moves.push(index) });
    items.forEach((item) => item.addEventListener('keydown', onKeydown));
    expect(press(items[0]!, 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(items[1]);
    expect(items.map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
    press(items[1]!, 'End');
    press(items[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(items[0]);
    press(items[0]!, 'ArrowLeft');
    press(items[2]!, 'Home');
    expect(moves).toEqual([1, 2, 0, 2, 0]);
  });

  it('ignores the other axis and modified keys', () => {
    const items = buttons(2);
    const onKeydown = rovingTabindex(() => items, { orientation: 'horizontal' });
    items[0]!.addEventListener('keydown', onKeydown);
    expect(press(items[0]!, 'ArrowDown').defaultPrevented).toBe(false);
    const vertical = rovingTabindex(() => items, { orientation: 'vertical' });
    items[1]!.addEventListener('keydown', vertical);
    expect(press(items[1]!, 'ArrowUp').defaultPrevented).toBe(true);
  });
});

describe('live region', () => {
  it('announces text through one polite status region', () => {
    vi.useFakeTimers();
    announce('Now playing: <b>not html</b>');
    announce('Second');
    vi.advanceTimersByTime(100);
    const regions = document.querySelectorAll('[aria-live="polite"]');
    expect(regions).toHaveLength(1);
    expect(regions[0]!.getAttribute('role')).toBe('status');
    expect(regions[0]!.textContent).toBe('Second');
    expect(regions[0]!.querySelector('b')).toBeNull();
  });
});
