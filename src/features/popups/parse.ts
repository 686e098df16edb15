/**
 * `boxzilla_options` and each of its boxes (both generations), checked and normalised: the
 * older `minimumScreenWidth` becomes a `larger` screen width condition; numbers PHP printed as
 * strings are read as numbers; unknown positions and animations fall back to center and fade. An
 * entry whose id, trigger, cookie or width condition does not fit gives `null`. Whatever names a
 * class or reaches a style passes an allow-list: the slug (word characters, `-` and the `%` of an
 * encoded slug), the colours (hex, rgb(), hsl() or a named colour: never `url(…)`), the border
 * style (its keywords) and the sizes (whole pixels).
 *
 * Checked by this file's own code, not valibot: a page whose boxes show by themselves then needs
 * no schema pack (2.6 KB gzip), as a consent page does not. test/unit/popups/parse-schema.test.ts
 * holds it to the valibot schemas it replaced, on inputs of every shape: the same verdict and the
 * same output.
 */
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

export interface BoxzillaOptions {
  testMode: boolean;
  boxes: unknown[];
  inited: boolean;
}

type Fields = Record<string, unknown>;
/** Any object, arrays too (as valibot's object and record take them). */
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
/** A string or a number (not NaN). */
const isText = (value: unknown): value is string | number => typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value));
/** `key`'s value, inherited ones included (as valibot reads an object's entries). */
const field = (fields: Fields, key: string): unknown => (key in fields ? fields[key] : undefined);
/** What `read` makes of `key`'s value; the default where it is missing or `read` refuses it. */
function or<T>(fields: Fields, key: string, read: (value: unknown) => T | undefined, fallback: T): T {
  const value = field(fields, key);
  return value === undefined ? fallback : read(value) ?? fallback;
}
const oneOf = <T>(list: readonly T[]) => (value: unknown): T | undefined => (list.includes(value as T) ? (value as T) : undefined);
const text = (value: unknown): string | undefined => (isText(value) ? String(value) : undefined);
/** Absent, null or text: what a field that may be left out holds; anything else refuses the box. */
const maybeText = (value: unknown): value is string | number | null | undefined => value == null || isText(value);

const COLOUR = /^(#[\da-f]{3,4}|#[\da-f]{6}|#[\da-f]{8}|(rgb|hsl)a?\([\d\s.,%/+-]*\)|[a-z]+)$/i;
const colour = (value: unknown): string | undefined => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return COLOUR.test(trimmed) ? trimmed : undefined;
};
const pixels = (value: unknown): number | undefined => {
  const number = isText(value) ? parseInt(String(value), 10) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};
const CSS_FIELDS: ReadonlyArray<[keyof BoxCss, (value: unknown) => string | number | undefined]> = [
  ['background_color', colour], ['color', colour], ['border_color', colour], ['border_width', pixels], ['border_style', oneOf(BORDER_STYLES)], ['width', pixels],
];

function css(value: unknown): BoxCss | undefined {
  if (!isObject(value)) return undefined;
  const out: BoxCss = {};
  for (const [key, read] of CSS_FIELDS) {
    const given = field(value, key);
    const checked = given === undefined ? undefined : read(given);
    if (checked !== undefined) (out as Record<string, unknown>)[key] = checked;
  }
  return out;
}

const post = (value: unknown): { slug: string; title: string } | undefined => (isObject(value) ? {
  slug: or(value, 'slug', (slug) => (typeof slug === 'string' && /^[\w%-]+$/.test(slug) ? slug : undefined), ''),
  title: or(value, 'title', text, ''),
} : undefined);

/** A trigger: none (absent, null, a boolean or a string), `{ method, value }`, or undefined for a refused box. */
function trigger(value: unknown): BoxConfig['trigger'] | undefined {
  if (value == null || typeof value === 'boolean' || typeof value === 'string') return false;
  if (!isObject(value)) return undefined;
  const method = oneOf(TRIGGER_METHODS)(field(value, 'method'));
  const given = field(value, 'value');
  return method && maybeText(given) ? { method, value: given == null ? '' : String(given) } : undefined;
}

export function parseBox(raw: unknown): BoxConfig | null {
  if (!isObject(raw)) return null;
  const id = text(field(raw, 'id'));
  const cookie = field(raw, 'cookie');
  const width = field(raw, 'screenWidthCondition');
  const minimum = field(raw, 'minimumScreenWidth');
  const triggered = trigger(field(raw, 'trigger'));
  // Ids name elements, cookies and CSS classes: word characters and dashes only.
  if (id === undefined || !/^[\w-]+$/.test(id) || triggered === undefined || !maybeText(minimum)) return null;
  if (cookie != null && !(isObject(cookie) && maybeText(field(cookie, 'triggered')) && maybeText(field(cookie, 'dismissed')))) return null;
  if (width != null && !(isObject(width) && typeof field(width, 'condition') === 'string' && isText(field(width, 'value')))) return null;
  const { slug, title } = or(raw, 'post', post, { slug: '', title: '' });
  const condition = minimum != null ? { condition: 'larger', value: minimum } : width as { condition: string; value: unknown } | null | undefined;
  return {
    id,
    content: or(raw, 'content', (value) => (typeof value === 'string' ? value : undefined), ''),
    animation: or(raw, 'animation', oneOf(ANIMATIONS), 'fade'),
    rehide: or(raw, 'rehide', Boolean, false),
    cookie: { triggered: Number(isObject(cookie) ? field(cookie, 'triggered') : undefined) || 0, dismissed: Number(isObject(cookie) ? field(cookie, 'dismissed') : undefined) || 0 },
    icon: or(raw, 'icon', text, '&times;'),
    screenWidthCondition: condition ? { condition: condition.condition, value: Number(condition.value) || 0 } : null,
    position: or(raw, 'position', oneOf(POSITIONS), 'center'),
    trigger: triggered,
    closable: or(raw, 'closable', Boolean, true),
    css: or(raw, 'css', css, {}),
    slug,
    title,
  };
}

/** The own keys a record has (not `__proto__`, `prototype` nor `constructor`). */
const UNSAFE_KEYS = ['__proto__', 'prototype', 'constructor'];

/** `boxzilla_options`, or null when the page has none (or not an object). */
export function parseOptions(raw: unknown): BoxzillaOptions | null {
  if (!isObject(raw)) return null;
  return {
    testMode: or(raw, 'testMode', Boolean, false),
    // PHP prints a list with gaps as an object: Boxzilla walked it with for…in, so both count.
    boxes: or(raw, 'boxes', (boxes) => (Array.isArray(boxes) ? [...boxes as unknown[]]
      : isObject(boxes) ? Object.keys(boxes).filter((key) => !UNSAFE_KEYS.includes(key)).map((key) => boxes[key]) : undefined), []),
    inited: or(raw, 'inited', (value) => (typeof value === 'boolean' ? value : undefined), false),
  };
}
