/**
 * Configuration globals the legacy plugins print (`var wpcf7 = {…}`, `var complianz = {…}`,
 * `var boxzilla_options = {…}` …).
 *
 * A page without the plugin has no such variable, and then `window.complianz` is whatever the
 * browser finds by that name: an element with `id="complianz"` (or a collection of them), a
 * form or image named so, a frame's window. Page content controls those. A configuration global
 * is therefore taken only when it is the window's own property (what `var` and assignment make;
 * named elements and frames are not), holds plain data (an object made by a literal or JSON, or
 * an array: never an element, a collection, a window, a function or a class instance), and has
 * the shape its feature expects (a valibot schema: globals.ts). Anything else reads as missing.
 *
 * This half needs no schema library: the main script carries it and publishes it to the packs
 * (a host module, core/module-map.ts), so no pack carries it again.
 */
export type PlainData = Record<string, unknown> | unknown[];

/** An object literal, a JSON object, `Object.create(null)`, or an array. */
export function isPlainData(value: unknown): value is PlainData {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  try {
    const proto: unknown = Object.getPrototypeOf(value);
    // A window from another origin reports a null prototype too; its `window` is itself.
    return proto === Object.prototype || (proto === null && (value as { window?: unknown }).window !== value);
  } catch {
    // A proxy or a cross-origin object that refuses to be looked at.
    return false;
  }
}

/** An object that is not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A configuration global as plain data, without a shape check: for the presence checks of the
 * main script, which ask one field and leave the schema to the feature's pack. Never throws.
 */
export function ownGlobal(name: string): PlainData | undefined {
  try {
    const scope = globalThis as unknown as Record<string, unknown>;
    if (!Object.prototype.hasOwnProperty.call(scope, name)) return undefined;
    const value = scope[name];
    return isPlainData(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A configuration global that is a plain object (not an array). */
export const ownRecord = (name: string): Record<string, unknown> | undefined => {
  const value = ownGlobal(name);
  return isRecord(value) ? value : undefined;
};
