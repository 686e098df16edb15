/**
 * A value from JSON, a page global or the network as text: a string as it is, a number or a
 * boolean written out, anything else the fallback. An object is never converted, since its own
 * `toString` may be missing or not a function (`{"toString":false}` is valid JSON) and `String()`
 * would then throw.
 */
export const asText = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback;

/**
 * Whether text from a page, a cookie or a server can be one class name as it is: not empty and
 * without the whitespace that would split it into several (or make `classList.add` throw).
 */
export const isClassToken = (text: string): boolean => text !== '' && !/[\t\n\f\r ]/.test(text);
