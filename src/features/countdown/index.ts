/**
 * Countdowns `.qt-countdown[data-end][data-now]` with the theme's four unit labels
 * (`data-dayslabel` …): days, hours, minutes and seconds remaining, updated every second,
 * stopped at zero. The digits are hidden from screen readers; a polite status beside them
 * says the time left at most once a minute.
 */
import type { Cleanup, Feature, MountContext } from '../../core/registry';
import { VISUALLY_HIDDEN } from '../../lib/a11y';
import { el } from '../../lib/dom';
import { wireWhenNeeded } from '../../lib/idle';
import { poll } from '../../lib/timers';
import { ANNOUNCE_EVERY_MS, DEFAULT_LABELS, MAX_COUNTDOWN_MS, TICK_MS, UNITS } from './constants';
import { parseServerTime, remaining } from './remaining';
import { definition } from './definition';

export const countdown: Feature = {
  name: definition.name,
  get selector() {
    return definition.selector;
  },
  mount(root, ctx) {
    const end = parseServerTime(root.getAttribute('data-end'));
    const serverNow = parseServerTime(root.getAttribute('data-now'));
    // Counted from now (the page's load), even when the display is built later.
    const loadedAt = Date.now();
    // A server `now` that is no time is replaced by the browser's; an end no time, or absurdly
    // far, leaves the server's markup (MAX_COUNTDOWN_MS).
    const startMs = end - (Number.isFinite(serverNow) ? serverNow : loadedAt);
    if (!Number.isFinite(startMs) || startMs > MAX_COUNTDOWN_MS) return undefined;
    // At boot, built when near the viewport or when the browser is idle (lib/idle).
    return wireWhenNeeded(root, ctx, () => render(root, ctx, startMs, loadedAt));
  },
};

function render(root: Element, ctx: MountContext, startMs: number, loadedAt: number): Cleanup {
  const labels = UNITS.map((unit) => root.getAttribute(`data-${unit}label`) || DEFAULT_LABELS[unit]);
  const saved = Array.from(root.childNodes);
  const display = el('div', 'qt-countdown-units');
  display.setAttribute('aria-hidden', 'true');
  const values = UNITS.map((unit, at) => {
    const box = el('span', `qt-countdown-unit qt-countdown-${unit}`);
    const value = el('span', 'qt-countdown-value');
    box.append(value, ' ', el('span', 'qt-countdown-label', labels[at]));
    display.append(box);
    return value;
  });
  const status = el('span');
  status.setAttribute('role', 'status');
  status.style.cssText = VISUALLY_HIDDEN;
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
}

export default countdown;
