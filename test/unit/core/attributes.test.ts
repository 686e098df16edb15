// Which attribute changes the observer watches, derived from the features' selectors.
import { describe, expect, it } from 'vitest';
import { attributeFilter, dependenciesOf } from '../../../src/core/attributes';
import { definitions } from '../../../src/features/index';

const attributes = (selector: string): string[] => Array.from(dependenciesOf(selector).attributes).sort();

describe('selector dependencies', () => {
  it('reads class, id and the names of attribute selectors, also inside :is() and :not()', () => {
    expect(attributes('.qt-countdown[data-end]')).toEqual(['class', 'data-end']);
    expect(attributes('select#qwShowDropdown')).toEqual(['id']);
    expect(attributes('a:is([href*="youtube.com/watch"],[href*="youtu.be/"]),[data-autoembed]')).toEqual(['data-autoembed', 'href']);
    expect(attributes('script[type="text/plain"]:is([data-category],[data-service]):not(.x)')).toEqual(['class', 'data-category', 'data-service', 'type']);
    expect(attributes('[xlink|href], [lang|="en"]')).toEqual(['href', 'lang']);
    expect(attributes('body')).toEqual([]);
  });

  it('ignores what looks like a class or an id inside attribute values and strings', () => {
    expect(attributes('a[href*="example.com#top"]')).toEqual(['href']);
    expect(attributes("a[title='.x #y']")).toEqual(['title']);
  });

  it('names the compounds before each subject, and whether they reach siblings', () => {
    expect(dependenciesOf('.side-nav li.menu-item-has-children')).toMatchObject({ context: '.side-nav', siblings: false });
    expect(dependenciesOf('.tnp-subscription form.tnp-ajax, .boxzilla > form.tnp-ajax')).toMatchObject({ context: '.tnp-subscription,.boxzilla', siblings: false });
    expect(dependenciesOf('.a + .b, .c ~ .d')).toMatchObject({ context: '.a,.c', siblings: true });
    expect(dependenciesOf('.qt-slickslider, .qt-slick')).toMatchObject({ context: '', siblings: false });
    expect(dependenciesOf('li:nth-child(2n+1)').context).toBe('');
    expect(dependenciesOf(':is(.a, .b)').context).toBe('');
  });

  it('a combinator inside :is() or :not() makes any watched change look at the subtree', () => {
    expect(dependenciesOf(':is(.a .b)').context).toBe('*');
    expect(dependenciesOf('li:nth-child(odd of .x > .y)').context).toBe('*');
  });

  it('the filter of the widgets pack\'s selectors is the union of their attributes, and nothing else', () => {
    const widgets = definitions.filter((definition) => definition.pack === 'widgets');
    const filter = attributeFilter(widgets.map((definition) => definition.selector));
    expect(filter).toEqual(['class', 'data-autoembed', 'data-bgimage', 'data-end', 'data-expandable', 'data-qtswitch',
      'data-sharetype', 'data-target', 'data-tooltip', 'href', 'id']);
    expect(attributeFilter(['', 'body'])).toEqual([]);
  });
});
