// SPEC §3 — boxzilla_options boxes of both generations, validated; malformed ones refused.
import { describe, expect, it } from 'vitest';
import { parseBox, parseOptions } from '../../../src/features/popups/parse';
import { boxCookie, readBoxCookie } from '../../../src/features/popups/cookie';

const current = {
  id: 101, icon: '&times;', content: '', css: { background_color: '#fff', width: 480 }, trigger: { method: 'time_on_page', value: 3 },
  animation: 'fade', cookie: { triggered: 0, dismissed: 24 }, rehide: false, position: 'center', closable: true,
  post: { id: 101, title: 'Welcome', slug: 'welcome' }, screenWidthCondition: null,
};

describe('parseBox', () => {
  it('reads a current-generation box', () => {
    expect(parseBox(current)).toEqual({
      id: '101', content: '', animation: 'fade', rehide: false, cookie: { triggered: 0, dismissed: 24 }, icon: '&times;',
      screenWidthCondition: null, position: 'center', trigger: { method: 'time_on_page', value: '3' }, closable: true,
      css: { background_color: '#fff', width: 480 }, slug: 'welcome', title: 'Welcome',
    });
  });

  it('reads an older box: HTML content, minimumScreenWidth as a "larger" condition, numbers as strings', () => {
    const box = parseBox({ id: '103', content: '<p>Exit offer</p>', trigger: { method: 'exit_intent', value: '' }, cookie: { triggered: '1', dismissed: '48' },
      position: 'center', closable: false, minimumScreenWidth: '400', animation: 'shake' });
    expect(box).toMatchObject({ id: '103', content: '<p>Exit offer</p>', closable: false, animation: 'shake',
      cookie: { triggered: 1, dismissed: 48 }, screenWidthCondition: { condition: 'larger', value: 400 } });
  });

  it('falls back to the defaults: center, fade, closable, the × icon, no trigger', () => {
    expect(parseBox({ id: 5, position: 'middle', trigger: false })).toMatchObject({
      position: 'center', animation: 'fade', closable: true, icon: '&times;', trigger: false, cookie: { triggered: 0, dismissed: 0 },
    });
    expect(parseBox({ id: 5, trigger: '' })?.trigger).toBe(false);
  });

  it('refuses malformed entries', () => {
    expect(parseBox(null)).toBeNull();
    expect(parseBox({})).toBeNull();
    expect(parseBox({ id: '' })).toBeNull();
    expect(parseBox({ id: 'a b' })).toBeNull();
    expect(parseBox({ id: 1, trigger: { method: 'teleport', value: 1 } })).toBeNull();
    expect(parseBox({ id: 1, trigger: { value: 1 } })).toBeNull();
    expect(parseBox({ id: 1, cookie: 'forever' })).toBeNull();
    expect(parseBox({ id: 1, screenWidthCondition: { condition: 'larger' } })).toBeNull();
  });
});

describe('box cookie', () => {
  it('is written as boxzilla_box_{id}=1 with an expiry hours ahead, path=/, SameSite=Lax (Secure on https)', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(boxCookie('7', 24, now, false)).toBe('boxzilla_box_7=1; expires=Fri, 02 Jan 2026 00:00:00 GMT; path=/; SameSite=Lax');
    expect(boxCookie('7', 1, now, true)).toMatch(/; Secure$/);
  });

  it('is read from the cookie jar by exact name', () => {
    expect(readBoxCookie('7', 'a=1; boxzilla_box_7=true; boxzilla_box_70=1')).toBe('true');
    expect(readBoxCookie('7', 'boxzilla_box_70=1')).toBeUndefined();
  });
});

describe('parseBox allow-lists', () => {
  it('keeps colours, border styles and whole pixel sizes; leaves out anything else', () => {
    const css = { background_color: 'url(https://example.com/x.png)', color: 'rgb(1, 2, 3)', border_color: 'red;x', border_width: '3px', border_style: 'solid url(x)', width: 'wide' };
    expect(parseBox({ id: 1, css })?.css).toEqual({ color: 'rgb(1, 2, 3)', border_width: 3 });
    expect(parseBox({ id: 1, css: { background_color: ' #abcdef ', border_style: 'dashed', width: '300' } })?.css)
      .toEqual({ background_color: '#abcdef', border_style: 'dashed', width: 300 });
    expect(parseBox({ id: 1, css: 'color: red' })?.css).toEqual({});
  });

  it('keeps a slug only when it is a class name (word characters, -, the % of an encoded slug)', () => {
    expect(parseBox({ id: 1, post: { slug: 'a b' } })?.slug).toBe('');
    expect(parseBox({ id: 1, post: { slug: 'x"y' } })?.slug).toBe('');
    expect(parseBox({ id: 1, post: { slug: 'caf%c3%a9_2' } })?.slug).toBe('caf%c3%a9_2');
    expect(parseBox({ id: 1, post: 'nope' })).toMatchObject({ slug: '', title: '' });
  });

  it('reads the options: boxes as a list or as an object, testMode as a flag', () => {
    expect(parseOptions({ boxes: { 2: 'a', 5: 'b' }, testMode: 1 })).toMatchObject({ boxes: ['a', 'b'], testMode: true, inited: false });
    expect(parseOptions({ boxes: 'none' })).toMatchObject({ boxes: [], testMode: false });
    expect(parseOptions(null)).toBeNull();
  });
});
