// SPEC §4, §9 — popup trigger maths and cookie rules.
import { describe, expect, it } from 'vitest';
import type { BoxConfig } from '../../../src/features/popups/parse';
import {
  cookieBlocks, countTriggerDue, fitsWidth, hashBoxTarget, isMouseExit, isTouchExit, linkBoxId, mayAutoShow, overlayClickDismisses,
  scrollAction, scrollPoint, triggerHeight,
} from '../../../src/features/popups/rules';

function config(overrides: Partial<BoxConfig> = {}): BoxConfig {
  return {
    id: '1', content: '', animation: 'fade', rehide: false, cookie: { triggered: 0, dismissed: 24 }, icon: '&times;',
    screenWidthCondition: null, position: 'center', trigger: { method: 'time_on_page', value: '3' }, closable: true, css: {},
    slug: '', title: '', ...overrides,
  };
}

describe('screen width condition', () => {
  it('larger / smaller than the value; none or 0 always fits', () => {
    expect(fitsWidth({ condition: 'larger', value: 600 }, 601)).toBe(true);
    expect(fitsWidth({ condition: 'larger', value: 600 }, 600)).toBe(false);
    expect(fitsWidth({ condition: 'smaller', value: 600 }, 599)).toBe(true);
    expect(fitsWidth({ condition: 'smaller', value: 600 }, 600)).toBe(false);
    expect(fitsWidth(null, 10)).toBe(true);
    expect(fitsWidth({ condition: 'larger', value: 0 }, 10)).toBe(true);
    expect(fitsWidth({ condition: 'sideways', value: 600 }, 10)).toBe(true);
  });
});

describe('cookie rules', () => {
  it('boxzilla_box_{id} = 1, or true from older sites, keeps a triggered box with a cookie lifetime back', () => {
    expect(cookieBlocks(config(), '1', false)).toBe(true);
    expect(cookieBlocks(config(), 'true', false)).toBe(true);
    expect(cookieBlocks(config(), '0', false)).toBe(false);
    expect(cookieBlocks(config(), undefined, false)).toBe(false);
  });

  it('is ignored in test mode, for boxes without a trigger, and without cookie lifetimes', () => {
    expect(cookieBlocks(config(), '1', true)).toBe(false);
    expect(cookieBlocks(config({ trigger: false }), '1', false)).toBe(false);
    expect(cookieBlocks(config({ cookie: { triggered: 0, dismissed: 0 } }), '1', false)).toBe(false);
    expect(cookieBlocks(config({ cookie: { triggered: 1, dismissed: 0 } }), '1', false)).toBe(true);
  });

  it('a box auto-shows only when not dismissed, fitting, triggered by something, and not held back by its cookie', () => {
    const state = { dismissed: false, triggered: false, cookieSet: false };
    expect(mayAutoShow(config(), state, true)).toBe(true);
    expect(mayAutoShow(config(), { ...state, dismissed: true }, true)).toBe(false);
    expect(mayAutoShow(config(), { ...state, cookieSet: true }, true)).toBe(false);
    expect(mayAutoShow(config(), state, false)).toBe(false);
    expect(mayAutoShow(config({ trigger: false }), state, true)).toBe(false);
  });
});

describe('scroll triggers', () => {
  it('the scroll point is 90% down the viewport', () => {
    expect(scrollPoint(1000, 800)).toBe(1720);
  });

  it('percentage: value% of the document height; element: its document top; others none', () => {
    expect(triggerHeight({ method: 'percentage', value: '55' }, 4000, null)).toBe(2200);
    expect(triggerHeight({ method: 'element', value: '#x' }, 4000, 1234)).toBe(1234);
    expect(triggerHeight({ method: 'element', value: '#x' }, 4000, null)).toBe(0);
    expect(triggerHeight({ method: 'exit_intent', value: '' }, 4000, null)).toBe(0);
    expect(triggerHeight(false, 4000, 10)).toBe(0);
  });

  it('shows past the trigger point; rehides a triggered box only 5 px above it', () => {
    expect(scrollAction(1001, 1000, true, false, false)).toBe('show');
    // Once: a triggered box without rehide is not shown again (hidden by a link, say).
    expect(scrollAction(1001, 1000, true, false, true)).toBe(null);
    expect(scrollAction(1001, 1000, true, true, true)).toBe('show');
    expect(scrollAction(1000, 1000, true, false, false)).toBe(null);
    expect(scrollAction(996, 1000, true, true, true)).toBe(null);
    expect(scrollAction(994, 1000, true, true, true)).toBe('hide');
    expect(scrollAction(900, 1000, true, true, false)).toBe(null);
    expect(scrollAction(900, 1000, true, false, true)).toBe(null);
    expect(scrollAction(2000, 1000, false, true, true)).toBe(null);
    expect(scrollAction(2000, 0, true, false, false)).toBe(null);
  });
});

describe('exit intent', () => {
  it('mouse: leaving through the top edge, not in the top-right 20%', () => {
    expect(isMouseExit(0, 100, 1000)).toBe(true);
    expect(isMouseExit(-5, 799, 1000)).toBe(true);
    expect(isMouseExit(-5, 800, 1000)).toBe(false);
    expect(isMouseExit(1, 100, 1000)).toBe(false);
  });

  it('touch: an upward scroll of at least 20 px within 300 ms, the address bar not appearing', () => {
    const start = { at: 1000, scrollY: 500, viewportHeight: 700 };
    expect(isTouchExit(start, 1200, 479, 700)).toBe(true);
    expect(isTouchExit(start, 1300, 400, 700)).toBe(true);
    expect(isTouchExit(start, 1301, 400, 700)).toBe(false);
    expect(isTouchExit(start, 1200, 480, 700)).toBe(true);
    expect(isTouchExit(start, 1200, 481, 700)).toBe(false);
    expect(isTouchExit(start, 1200, 400, 760)).toBe(false);
  });
});

describe('count triggers', () => {
  const counts = { pageviews: 3, site: 10.2, page: 4.5 };
  it('fire once the count is more than the value', () => {
    expect(countTriggerDue({ method: 'pageviews', value: '2' }, counts)).toBe(true);
    expect(countTriggerDue({ method: 'pageviews', value: '3' }, counts)).toBe(false);
    expect(countTriggerDue({ method: 'time_on_site', value: '10' }, counts)).toBe(true);
    expect(countTriggerDue({ method: 'time_on_page', value: '5' }, counts)).toBe(false);
    expect(countTriggerDue({ method: 'percentage', value: '1' }, counts)).toBe(false);
    expect(countTriggerDue(false, counts)).toBe(false);
  });
});

describe('overlay clicks, links and hash', () => {
  const rect = { left: 100, right: 300, top: 100, bottom: 200 };
  it('an overlay click dismisses only more than 40 px outside the box', () => {
    expect(overlayClickDismisses(60, 150, rect)).toBe(false);
    expect(overlayClickDismisses(59, 150, rect)).toBe(true);
    expect(overlayClickDismisses(340, 240, rect)).toBe(false);
    expect(overlayClickDismisses(341, 150, rect)).toBe(true);
    expect(overlayClickDismisses(150, 241, rect)).toBe(true);
  });

  it('links name a box with #boxzilla-{id} or &boxzilla-{id}; the hash with boxzilla-{number}', () => {
    expect(linkBoxId('https://example.com/#boxzilla-104')).toBe('104');
    expect(linkBoxId('/page?x=1&boxzilla-12')).toBe('12');
    expect(linkBoxId('/page#boxzilla')).toBe(null);
    expect(hashBoxTarget('#boxzilla-101')).toBe('boxzilla-101');
    expect(hashBoxTarget('#boxzilla-abc')).toBe(null);
  });
});
