// The popups pack checks boxzilla_options and its boxes without valibot (a page whose boxes show by
// themselves then needs no schema pack): the same verdicts and the same output as the valibot
// schemas it replaced, which this file keeps as the reference, on inputs of every shape.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ANIMATIONS, BORDER_STYLES, POSITIONS, TRIGGER_METHODS } from '../../../src/features/popups/constants';
import { parseBox, parseOptions } from '../../../src/features/popups/parse';
import type { BoxConfig } from '../../../src/features/popups/parse';

// The valibot schemas of src/features/popups/parse.ts before it checked by itself (2026-11-28).
const Text = v.union([v.string(), v.number()]);
const Maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));
/** A value of the wrong type is the default, as Boxzilla's own merge of defaults would have it. */
const Or = <T extends v.GenericSchema>(schema: T, fallback: v.InferOutput<T>) => v.fallback(v.optional(schema, fallback as never), fallback as never);
const AsText = (fallback: string) => Or(v.pipe(Text, v.transform(String)), fallback);
/** A value that fails its check is left out. */
const Checked = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const Truthy = v.pipe(v.unknown(), v.transform(Boolean));

const COLOUR = /^(#[\da-f]{3,4}|#[\da-f]{6}|#[\da-f]{8}|(rgb|hsl)a?\([\d\s.,%/+-]*\)|[a-z]+)$/i;
/** `check` rather than valibot's `regex`, `finite` and `minValue`: as strict, and the schema pack need not carry those three. */
const Matches = (pattern: RegExp) => v.check((value: string) => pattern.test(value));
const Colour = Checked(v.pipe(v.string(), v.trim(), Matches(COLOUR)));
const Pixels = Checked(v.pipe(Text, v.transform((value) => parseInt(String(value), 10)), v.number(), v.check((value) => Number.isFinite(value) && value >= 0)));

const CssSchema = Or(v.object({
  background_color: Colour,
  color: Colour,
  border_color: Colour,
  border_width: Pixels,
  border_style: Checked(v.picklist(BORDER_STYLES)),
  width: Pixels,
}), {});

const PostSchema = Or(v.object({
  slug: Or(v.pipe(v.string(), Matches(/^[\w%-]+$/)), ''),
  title: AsText(''),
}), { slug: '', title: '' });

const BoxSchema = v.object({
  // Ids name elements, cookies and CSS classes: word characters and dashes only.
  id: v.pipe(Text, v.transform(String), Matches(/^[\w-]+$/)),
  content: Or(v.string(), ''),
  animation: Or(v.picklist(ANIMATIONS), 'fade'),
  rehide: Or(Truthy, false),
  icon: AsText('&times;'),
  position: Or(v.picklist(POSITIONS), 'center'),
  closable: Or(Truthy, true),
  css: CssSchema,
  post: PostSchema,
  trigger: Maybe(v.union([v.boolean(), v.string(), v.object({ method: v.picklist(TRIGGER_METHODS), value: Maybe(Text) })])),
  cookie: Maybe(v.object({ triggered: Maybe(Text), dismissed: Maybe(Text) })),
  screenWidthCondition: Maybe(v.object({ condition: v.string(), value: Text })),
  minimumScreenWidth: Maybe(Text),
});

/** Drops the keys a valibot fallback left undefined, so a config compares as what it holds. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

function referenceBox(raw: unknown): BoxConfig | null {
  const result = v.safeParse(BoxSchema, raw);
  if (!result.success) return null;
  const { id, trigger, cookie, screenWidthCondition, minimumScreenWidth, post, ...rest } = result.output;
  const width = minimumScreenWidth != null ? { condition: 'larger', value: minimumScreenWidth } : screenWidthCondition;
  return {
    ...rest,
    id,
    cookie: { triggered: Number(cookie?.triggered) || 0, dismissed: Number(cookie?.dismissed) || 0 },
    screenWidthCondition: width ? { condition: width.condition, value: Number(width.value) || 0 } : null,
    trigger: trigger && typeof trigger === 'object' ? { method: trigger.method, value: trigger.value == null ? '' : String(trigger.value) } : false,
    css: defined(rest.css),
    slug: post.slug,
    title: post.title,
  };
}

const OptionsSchema = v.object({
  testMode: Or(Truthy, false),
  // PHP prints a list with gaps as an object: Boxzilla walked it with for…in, so both count.
  boxes: Or(v.union([v.array(v.unknown()), v.pipe(v.record(v.string(), v.unknown()), v.transform(Object.values))]), []),
  inited: Or(v.boolean(), false),
});


function referenceOptions(raw: unknown) {
  const result = v.safeParse(OptionsSchema, raw);
  return result.success ? result.output : null;
}

/** Values of every kind, and the ones each field takes. */
const LEAF: unknown[] = ['', ' ', '0', '12', '12px', '-3', '3.7', 'abc', 'a b', 'welcome', 'post%20slug', 'url(x)', ' #fff ', '#ffffff', 'rgb(1, 2, 3)', 'hsla(1,2%,3%,.5)',
  'red', 'solid', 'dotted', 'none', 'fade', 'slide', 'shake', 'spin', 'center', 'top-left', 'bottom-right', 'middle', '&times;', '<p>x</p>', 'larger', 'smaller',
  0, 1, -1, 3.5, 480, Number.NaN, Infinity, -Infinity, true, false, null, undefined, [], [1], {}, { a: 1 }, () => 1, 10n, Symbol.for('s'),
  ...TRIGGER_METHODS, ...ANIMATIONS, ...POSITIONS, ...BORDER_STYLES];
const leaf = fc.constantFrom(...LEAF);
const cssLike = fc.record({ background_color: leaf, color: leaf, border_color: leaf, border_width: leaf, border_style: leaf, width: leaf }, { requiredKeys: [] });
const value = fc.oneof(leaf, cssLike, fc.record({ method: leaf, value: leaf }, { requiredKeys: [] }), fc.record({ triggered: leaf, dismissed: leaf }, { requiredKeys: [] }),
  fc.record({ condition: leaf, value: leaf }, { requiredKeys: [] }), fc.record({ slug: leaf, title: leaf, id: leaf }, { requiredKeys: [] }), fc.anything());
/** Mostly what the field holds on a real page (so most boxes pass and every field is compared), sometimes anything. */
const mostly = (...usual: unknown[]) => fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...usual) }, { weight: 1, arbitrary: value });
const text = fc.constantFrom('', '0', '12', '3.5', 'abc', 1, 0, 480, null, undefined);
const boxLike = fc.record({
  id: mostly(1, '12', 'welcome', 'a-b', 'a_b'),
  content: value, animation: value, rehide: value, icon: value, position: value, closable: value, css: value, post: value,
  trigger: fc.oneof(mostly(false, true, '', 'time_on_page', null, undefined), fc.record({ method: mostly(...TRIGGER_METHODS), value: fc.oneof(text, value) }, { requiredKeys: [] })),
  cookie: fc.oneof(mostly(null, undefined), fc.record({ triggered: fc.oneof(text, value), dismissed: fc.oneof(text, value) }, { requiredKeys: [] })),
  screenWidthCondition: fc.oneof(mostly(null, undefined), fc.record({ condition: mostly('larger', 'smaller', ''), value: fc.oneof(text, value) }, { requiredKeys: [] })),
  minimumScreenWidth: fc.oneof(text, value),
  other: value,
}, { requiredKeys: [] });
const RUNS = { numRuns: 3000, seed: 20261128 };

/** JSON as PHP prints it: unsafe keys, lists with gaps as objects, numbers as strings. */
const JSON_INPUTS = [
  '{"id":101,"icon":"&times;","content":"","css":{"background_color":"#fff","width":480},"trigger":{"method":"time_on_page","value":3},"animation":"fade","cookie":{"triggered":0,"dismissed":24},"rehide":false,"position":"center","closable":true,"post":{"id":101,"title":"Welcome","slug":"welcome"},"screenWidthCondition":null}',
  '{"id":"103","content":"<p>Exit</p>","trigger":{"method":"exit_intent","value":""},"cookie":{"triggered":"1","dismissed":"48"},"minimumScreenWidth":"400","animation":"shake"}',
  '{"__proto__":{"id":7},"constructor":1,"id":"x","css":{"__proto__":{"color":"red"},"width":"12"}}',
  '{"testMode":1,"boxes":{"3":{"id":3},"__proto__":{"id":9},"constructor":{"id":8},"prototype":{"id":7},"7":{"id":7}},"inited":"yes"}',
  '{"boxes":[{"id":1},null,{"id":2}],"testMode":"","inited":true}',
].map((text) => JSON.parse(text) as unknown);

describe('popups: the options and box checks are valibot\'s', () => {
  it('a box: the same verdict and the same config', () => {
    for (const input of [...LEAF, ...JSON_INPUTS]) expect(parseBox(input), String(input)).toStrictEqual(referenceBox(input));
    let passed = 0;
    fc.assert(fc.property(boxLike, (input) => {
      const box = parseBox(input);
      expect(box).toStrictEqual(referenceBox(input));
      if (box) passed++;
    }), RUNS);
    // Both verdicts are compared, not only refusals.
    expect(passed).toBeGreaterThan(RUNS.numRuns / 10);
  });

  it('boxzilla_options: the same verdict and the same options', () => {
    const optionsLike = fc.record({ testMode: value, boxes: fc.oneof(value, fc.array(value), fc.dictionary(fc.constantFrom('1', '2', '__proto__', 'constructor', 'prototype', 'x'), value)), inited: value, other: value }, { requiredKeys: [] });
    for (const input of [...LEAF, ...JSON_INPUTS]) expect(parseOptions(input), String(input)).toStrictEqual(referenceOptions(input));
    fc.assert(fc.property(optionsLike, (input) => {
      expect(parseOptions(input)).toStrictEqual(referenceOptions(input));
    }), RUNS);
  });
});
