/**
 * Countdowns `.qt-countdown[data-end][data-now]` with the theme's four unit labels
 * (`data-dayslabel` …): days, hours, minutes and seconds remaining, updated every second,
 * stopped at zero. The digits are hidden from screen readers; a polite status beside them
 * says the time left at most once a minute.
 */
import type { Feature } from '../../core/registry';
import { poll } from '../../lib/timers';
import { ANNOUNCE_EVERY_MS, DEFAULT_LABELS, TICK_MS, UNITS } from './constants';
import { parseServerTime, remaining } from './remaining';

export const countdown: Feature = {
  name: 'countdown',
  selector: '.qt-countdown[data-end]',
  mount(root, ctx) {
    const end = parseServerTime(root.getAttribute('data-end'));
    const serverNow = parseServerTime(root.getAttribute('data-now'));
    const loadedAt = Date.now();
    if (Number.isNaN(end)) return undefined;
    const startMs = end - (Number.isNaN(serverNow) ? loadedAt : serverNow);
    const labels = UNITS.map((unit) => root.getAttribute(`data-${unit}label`) || DEFAULT_LABELS[unit]);
    const saved = Array.from(root.childNodes);
    const display = document.createElement('div');
    display.className = 'qt-countdown-units';
    display.setAttribute('aria-hidden', 'true');
    const values = UNITS.map((unit, at) => {
      const box = document.createElement('span');
      box.className = `qt-countdown-unit qt-countdown-${unit}`;
      const value = document.createElement('span');
      value.className = 'qt-countdown-value';
      const label = document.createElement('span');
      label.className = 'qt-countdown-label';
      label.textContent = labels[at]!;
      box.append(value, ' ', label);
      display.append(box);
      return value;
    });
    const status = document.createElement('span');
    status.className = 'airlift-visually-hidden';
    status.setAttribute('role', 'status');
    status.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    let announcedAt = -Infinity;
    const tick = (): boolean => {
      const now = Date.now();
      const left = remaining(startMs, loadedAt, now);
      UNITS.forEach((unit, at) => {
        values[at]!.textContent = String(left[unit]).padStart(2, '0');
      });
      if (now - announcedAt >= ANNOUNCE_EVERY_MS) {
        announcedAt = now;
        status.textContent = UNITS.slice(0, 3).map((unit, at) => `${left[unit]} ${labels[at]}`).join(', ');
      }
      return left.total === 0;
    };
    root.replaceChildren(display, status);
    if (!tick()) poll(tick, TICK_MS, { signal: ctx.signal });
    return () => root.replaceChildren(...saved);
  },
};
