/**
 * The trigger maths and cookie rules of SPEC §4 and §9, as pure functions (no DOM, no clock):
 * the box code feeds them measurements and `Date.now()`.
 */
import { Spec } from './constants';
import type { BoxConfig } from './parse';

export interface BoxState {
  dismissed: boolean;
  triggered: boolean;
  cookieSet: boolean;
}

/** The screen width condition: `larger` / `smaller` than its value; none (or 0) always fits. */
export function fitsWidth(condition: BoxConfig['screenWidthCondition'], width: number): boolean {
  if (!condition || !condition.value) return true;
  if (condition.condition === 'larger') return width > condition.value;
  if (condition.condition === 'smaller') return width < condition.value;
  return true;
}

/**
 * Whether the box's cookie keeps it from showing by itself: only for boxes with a trigger and a
 * cookie lifetime, never in test mode; the value is `1` (older sites wrote `true`).
 */
export function cookieBlocks(config: BoxConfig, cookieValue: string | undefined, testMode: boolean): boolean {
  if (testMode || !config.trigger || (!config.cookie.triggered && !config.cookie.dismissed)) return false;
  return cookieValue === '1' || cookieValue === 'true';
}

/** A box shows by itself only when not dismissed, it fits the screen, it has a trigger and no cookie holds it back. */
export function mayAutoShow(config: BoxConfig, state: BoxState, fits: boolean): boolean {
  return !state.dismissed && fits && Boolean(config.trigger) && !state.cookieSet;
}

/** The point the scroll triggers compare: 90% down the viewport, in document coordinates. */
export function scrollPoint(scrollY: number, viewportHeight: number): number {
  return scrollY + viewportHeight * Spec.SCROLL_POINT_RATIO;
}

/** The document y a scroll trigger fires at: value% of the page height, or the element's top. */
export function triggerHeight(trigger: BoxConfig['trigger'], documentHeight: number, elementTop: number | null): number {
  if (!trigger) return 0;
  if (trigger.method === 'percentage') return (Number(trigger.value) / 100) * documentHeight;
  if (trigger.method === 'element') return elementTop ?? 0;
  return 0;
}

/**
 * What a scroll check does to a box: show it past the trigger (once, or again after a rehide),
 * rehide it back above the trigger point minus 5 px.
 */
export function scrollAction(point: number, height: number, canAutoShow: boolean, rehide: boolean, triggered: boolean): 'show' | 'hide' | null {
  if (!canAutoShow || height <= 0) return null;
  if (point > height) return triggered && !rehide ? null : 'show';
  if (rehide && triggered && point < height - Spec.REHIDE_MARGIN_PX) return 'hide';
  return null;
}

/** Mouse exit intent: the pointer left through the top edge, not in the top-right 20%. */
export function isMouseExit(clientY: number, clientX: number, viewportWidth: number): boolean {
  return clientY <= 0 && clientX < Spec.EXIT_INTENT_MAX_X_RATIO * viewportWidth;
}

export interface TouchStart {
  at: number;
  scrollY: number;
  viewportHeight: number;
}

/** Touch exit intent: a quick (≤ 300 ms) upward scroll of at least 20 px that did not reveal the address bar. */
export function isTouchExit(start: TouchStart, now: number, scrollY: number, viewportHeight: number): boolean {
  if (viewportHeight > start.viewportHeight) return false;
  if (scrollY + Spec.TOUCH_SCROLL_MARGIN_PX > start.scrollY) return false;
  // `+`: the enum member compared as the number it is.
  return now - start.at <= +Spec.TOUCH_MAX_MS;
}

/** Page views and time triggers fire once the count is more than the configured value. */
export function countTriggerDue(trigger: BoxConfig['trigger'], counts: { pageviews: number; site: number; page: number }): boolean {
  if (!trigger) return false;
  const value = Number(trigger.value);
  if (trigger.method === 'pageviews') return counts.pageviews > value;
  if (trigger.method === 'time_on_site') return counts.site > value;
  if (trigger.method === 'time_on_page') return counts.page > value;
  return false;
}

/** An overlay click dismisses only when it is more than 40 px outside the box. */
export function overlayClickDismisses(x: number, y: number, rect: { left: number; right: number; top: number; bottom: number }): boolean {
  const m = Spec.OVERLAY_CLICK_MARGIN_PX;
  return x < rect.left - m || x > rect.right + m || y < rect.top - m || y > rect.bottom + m;
}

/** The box id a link opens: `#boxzilla-{id}` or `&boxzilla-{id}` in its address. */
export function linkBoxId(href: string): string | null {
  return /[#&]boxzilla-(.+)/i.exec(href)?.[1] ?? null;
}

/** The element id an address hash names for a box: `boxzilla-{number}`. */
export function hashBoxTarget(hash: string): string | null {
  return /[#&](boxzilla-\d+)/.exec(hash)?.[1] ?? null;
}
