/**
 * The automatic triggers, for every box at once (as Boxzilla wires them): exit intent (mouse
 * and touch, once per page), page views, time on site / on page, and the scroll triggers
 * (percentage and element, with rehide). Everything is released by `signal`.
 */
import { report } from '../../lib/report';
import { measure as afterLayout } from '../../lib/frame';
import { readItem, writeItem } from '../../lib/storage';
import { later, throttle } from '../../lib/timers';
import type { Box } from './box';
import { createVisitClock } from './clock';
import { PAGEVIEWS_KEY, Spec, TIMER_KEY } from './constants';
import type { TriggerMethod } from './parse';
import { countTriggerDue, isMouseExit, isTouchExit, scrollAction, scrollPoint } from './rules';
import type { TouchStart } from './rules';

export function watchTriggers(boxes: readonly Box[], signal: AbortSignal): void {
  const on = (target: EventTarget, type: string, listener: (event: Event) => void, capture?: boolean): void =>
    target.addEventListener(type, listener, { signal, capture, passive: true });
  const fire = (methods: TriggerMethod[], due: (box: Box) => boolean = () => true): void => boxes.forEach((box) => {
    const { trigger } = box.config;
    // A box shows by itself once: a box its trigger already showed is left alone.
    if (trigger && methods.includes(trigger.method) && !box.triggered && due(box) && box.mayAutoShow()) box.trigger();
  });

  // Exit intent: the pointer left through the top, or a quick upward swipe; fires once per page.
  let exited = false;
  let cancel = (): void => undefined;
  let touch: TouchStart | null = null;
  const arm = (delay: number): void => {
    cancel = later(() => {
      exited = true;
      fire(['exit_intent']);
    }, delay, signal);
  };
  const html = document.documentElement;
  const onExit = (target: EventTarget, type: string, listener: (event: Event) => void): void => on(target, type, (event) => {
    cancel();
    if (!exited) listener(event);
  });
  onExit(html, 'mouseleave', (event) => {
    const { clientX, clientY } = event as MouseEvent;
    if (isMouseExit(clientY, clientX, window.innerWidth)) arm(Spec.EXIT_INTENT_MOUSE_DELAY_MS);
  });
  onExit(html, 'mouseenter', () => undefined);
  onExit(html, 'click', () => undefined);
  onExit(window, 'touchstart', () => {
    touch = { at: performance.now(), scrollY: window.scrollY, viewportHeight: window.innerHeight };
  });
  onExit(window, 'touchend', (event) => {
    const tag = (event.target as Element | null)?.tagName ?? '';
    if (touch && !['A', 'INPUT', 'BUTTON'].includes(tag) && isTouchExit(touch, performance.now(), window.scrollY, window.innerHeight)) {
      arm(Spec.EXIT_INTENT_TOUCH_DELAY_MS);
    }
  });

  // Page views, counted for the session and checked after 1 s; time on site (kept across the
  // session's pages) and on page, checked every second.
  const counts = { pageviews: (Number(readItem('session', PAGEVIEWS_KEY)) || 0) + 1, site: 0, page: 0 };
  writeItem('session', PAGEVIEWS_KEY, String(counts.pageviews));
  const due = (box: Box): boolean => countTriggerDue(box.config.trigger, counts);
  later(() => fire(['pageviews'], due), Spec.PAGEVIEWS_CHECK_DELAY_MS, signal);
  const clock = createVisitClock(Number(readItem('session', TIMER_KEY)), Date.now(), !document.hidden);
  const tick = (): void => {
    Object.assign(counts, clock.read(Date.now()));
    writeItem('session', TIMER_KEY, String(Math.floor(counts.site)));
  };
  on(document, 'visibilitychange', () => {
    if (document.hidden) clock.pause(Date.now());
    else clock.resume(Date.now());
    tick();
  });
  on(window, 'pagehide', tick);
  // A plain interval (lib/timers' poll would bring its stop conditions for nothing).
  const timeChecks = setInterval(() => {
    tick();
    fire(['time_on_site', 'time_on_page'], due);
  }, Spec.TIME_CHECK_INTERVAL_MS);
  signal.addEventListener('abort', () => clearInterval(timeChecks));

  // Scroll percentage and element, with rehide.
  const check = throttle(() => {
    const point = scrollPoint(window.scrollY, window.innerHeight);
    boxes.forEach((box) => {
      const action = scrollAction(point, box.triggerHeight, box.mayAutoShow(), box.config.rehide, box.triggered);
      if (action) box[action === 'show' ? 'trigger' : 'hide']();
    });
  }, Spec.SCROLL_THROTTLE_MS, signal);
  on(window, 'scroll', () => check(), true);
  // The boxes measure their trigger points after the browser's next layout (box.ts): a scroll
  // before then is checked again once they have (a page loaded or scrolled down at once).
  afterLayout(() => check(), signal, (error: unknown) => report('popups', error));
  on(window, 'touchstart', () => check(), true);
  const measure = throttle(() => boxes.forEach((box) => box.onResize()), Spec.SCROLL_THROTTLE_MS, signal);
  on(window, 'resize', () => measure());
  on(window, 'load', () => measure());
}
