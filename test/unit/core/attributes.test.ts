// Which attribute changes the observer watches, derived from the features' selectors.
import { afterEach, describe, expect, it } from 'vitest';
import { dependenciesOf } from '../../../src/core/attributes';
import { attributeFilter, dependenciesOf as tableDependencies, useDependencies } from '../../../src/core/dependencies';
import { dependencyTable } from '../../../src/core/dependency-table';
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
    const filter = attributeFilter(widgets.map((definition) => [definition, definition.selector]));
    expect(filter).toEqual(['class', 'data-autoembed', 'data-bgimage', 'data-end', 'data-expandable', 'data-qtswitch',
      'data-sharetype', 'data-target', 'data-tooltip', 'href', 'id']);
    expect(attributeFilter([[widgets[0]!, ''], [widgets[1]!, 'body']])).toEqual([]);
  });
});

describe("the build's table of the features' dependencies (what the main script carries)", () => {
  const scope = globalThis as Record<string, unknown>;
  const present = { complianz: { consenttype: 'optin' }, boxzilla_options: { boxes: [{ id: 1, trigger: { method: 'percentage' } }] } };
  afterEach(() => {
    for (const name of Object.keys(present)) delete scope[name];
    useDependencies(dependenciesOf);
  });

  it('has every feature that looks for something, read as the parser reads its widest selector', () => {
    const table = dependencyTable(definitions);
    expect(Object.keys(globalThis)).not.toContain('complianz');
    Object.assign(scope, present);
    const widest = definitions.filter((definition) => definition.selector).map((definition) => [definition, definition.selector] as const);
    expect(widest.map(([definition]) => definition.name).sort()).toEqual(Object.keys(table).sort());
    // A feature that mounts and says no selector even with its configuration present would miss the
    // table (the main script would watch it at its widest guess): dependency-table.ts must know its global.
    expect(definitions.filter((definition) => definition.mounts !== false && !(definition.name in table)).map((definition) => definition.name)).toEqual([]);
    const parsed = widest.map(([definition, selector]) => ({ name: definition.name, ...dependenciesOf(selector) }));
    useDependencies(table);
    for (const [index, [definition, selector]] of widest.entries()) {
      expect({ name: definition.name, ...tableDependencies(definition, selector) }).toEqual(parsed[index]);
    }
  });

  it('a narrower selector (the configuration absent, media shortcodes of another library) reads no more than the table says', () => {
    const table = dependencyTable(definitions);
    scope._wpmejsSettings = { audioShortcodeLibrary: 'other' };
    try {
      for (const definition of definitions) {
        const selector = definition.selector;
        if (!selector) continue;
        const narrow = dependenciesOf(selector);
        useDependencies(table);
        const wide = tableDependencies(definition, selector);
        useDependencies(dependenciesOf);
        narrow.attributes.forEach((name) => expect(wide.attributes.has(name), `${definition.name} ${name}`).toBe(true));
        if (narrow.context && wide.context !== '*') {
          for (const part of narrow.context.split(',')) expect(wide.context.split(','), definition.name).toContain(part);
        }
        if (narrow.siblings) expect(wide.siblings, definition.name).toBe(true);
      }
    } finally {
      delete scope._wpmejsSettings;
    }
  });
});
