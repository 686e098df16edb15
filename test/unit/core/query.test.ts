import { describe, expect, it, vi } from 'vitest';
import { queryAll, splitList } from '../../../src/core/query';

const ids = (list: Iterable<Element>): string[] => Array.from(list, (element) => element.id);

describe('queryAll', () => {
  it('splits a selector list at its top-level commas only', () => {
    expect(splitList('.a, b.c ,d[e]')).toEqual(['.a', 'b.c', 'd[e]']);
    expect(splitList('a[href*="x,y"], b[c=\'1,2\']')).toEqual(['a[href*="x,y"]', "b[c='1,2']"]);
    expect(splitList(':is(.a, .b) > p, .c')).toEqual([':is(.a, .b) > p', '.c']);
    expect(splitList('.single')).toBeNull();
    expect(splitList(':is(.a, .b)')).toBeNull();
    // An escape is left to the browser, as are lists with an empty part.
    expect(splitList('.a\\,b, .c')).toBeNull();
    expect(splitList('.a,, .b')).toBeNull();
  });

  it('answers a single selector in document order', () => {
    document.body.innerHTML = '<p class="a" id="1"><b class="a" id="2"></b></p><i class="a" id="3"></i>';
    expect(ids(queryAll(document, '.a'))).toEqual(['1', '2', '3']);
    expect(ids(queryAll(document.getElementById('1')!, '.a'))).toEqual(['2']);
  });

  it('answers a list selector by selector, each element once, with what querySelectorAll finds', () => {
    document.body.innerHTML = `
      <div class="a b" id="1"><span class="b" id="2"></span><i id="3" data-x="1,2"></i></div>
      <p class="a" id="4"><b class="b c" id="5"></b></p><u id="6" class="c"></u>`;
    expect(ids(queryAll(document, '.a, .b'))).toEqual(['1', '4', '2', '5']);
    expect(ids(queryAll(document, '.b, .a'))).toEqual(['1', '2', '5', '4']);
    expect(ids(queryAll(document, '.none, .c, [data-x="1,2"]'))).toEqual(['5', '6', '3']);
    expect(ids(queryAll(document, '.none, .nothing'))).toEqual([]);
    expect(ids(queryAll(document.getElementById('1')!, '.a, .b, i'))).toEqual(['2', '3']);
    for (const selector of ['.a, .b', 'u, .b, p b', 'section, .a', '.c, [data-x="1,2"], .a']) {
      expect(ids(queryAll(document, selector)).sort(), selector).toEqual(ids(document.querySelectorAll(selector)).sort());
    }
  });

  it('finds the page\'s <body> without a walk of the page, as querySelectorAll would', () => {
    document.body.innerHTML = '<div class="a" id="1"></div>';
    document.body.setAttribute('data-cmplz', '1');
    const walk = vi.spyOn(document, 'querySelectorAll');
    try {
      expect(queryAll(document, 'body[data-cmplz]')).toEqual([document.body]);
      expect(queryAll(document, 'body')).toEqual([document.body]);
      expect(queryAll(document, 'body.none')).toEqual([]);
      expect(walk).not.toHaveBeenCalled();
      // Within an element: not there.
      expect(queryAll(document.getElementById('1')!, 'body')).toEqual([]);
      // In a list, with the other selectors asked as usual.
      expect(queryAll(document, 'body[data-cmplz], .a')).toEqual([document.body, document.getElementById('1')]);
      // What only looks like it is asked as usual.
      expect(ids(queryAll(document, 'body .a'))).toEqual(['1']);
      expect(queryAll(document, 'bodyguard')).toEqual([]);
    } finally {
      walk.mockRestore();
      document.body.removeAttribute('data-cmplz');
    }
  });
});
