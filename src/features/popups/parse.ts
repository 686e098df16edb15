/**
 * `boxzilla_options` and each of its boxes (both generations), parsed with valibot and
 * normalised: the older `minimumScreenWidth` becomes a `larger` screen width condition; numbers
 * PHP printed as strings are read as numbers; unknown positions and animations fall back to
 * center and fade. An entry whose id, trigger, cookie or width condition does not fit gives
 * `null`. Whatever names a class or reaches a style passes an allow-list: the slug (word
 * characters, `-` and the `%` of an encoded slug), the colours (hex, rgb(), hsl() or a named
 * colour: never `url(…)`), the border style (its keywords) and the sizes (whole pixels).
 */
import * as v from 'valibot';
import { ANIMATIONS, BORDER_STYLES, POSITIONS, TRIGGER_METHODS } from './constants';

export type Position = (typeof POSITIONS)[number];
export type TriggerMethod = (typeof TRIGGER_METHODS)[number];

/** Per-box styling, as Boxzilla's settings print it; a value that fails its allow-list is left out. */
export interface BoxCss {
  background_color?: string;
  color?: string;
  border_color?: string;
  border_width?: number;
  border_style?: string;
  width?: number;
}

export interface BoxConfig {
  id: string;
  /** HTML of an older-generation box; current boxes keep theirs in `#boxzilla-box-{id}-content`. */
  content: string;
  animation: string;
  rehide: boolean;
  cookie: { triggered: number; dismissed: number };
  icon: string;
  screenWidthCondition: { condition: string; value: number } | null;
  position: Position;
  trigger: { method: TriggerMethod; value: string } | false;
  closable: boolean;
  css: BoxCss;
  /** A class-safe slug, or empty. */
  slug: string;
  title: string;
}

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

export function parseBox(raw: unknown): BoxConfig | null {
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

export type BoxzillaOptions = v.InferOutput<typeof OptionsSchema>;

/** `boxzilla_options`, or null when the page has none (or not an object). */
export function parseOptions(raw: unknown): BoxzillaOptions | null {
  const result = v.safeParse(OptionsSchema, raw);
  return result.success ? result.output : null;
}
