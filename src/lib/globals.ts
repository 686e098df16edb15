/**
 * Configuration globals read against a valibot schema: a global's shape (`globalObject`) and its
 * read (`readGlobal`). What a global is and how it is taken without a schema (`ownGlobal`,
 * `ownRecord`, `isRecord` …) is page-globals.ts's, which the main script shares with the packs; what
 * only packs ask (`definedByScript`) is here.
 */
import * as v from 'valibot';
import { isRecord, ownGlobal } from './page-globals';

export { isPlainData, isRecord, ownGlobal, ownRecord } from './page-globals';
export type { PlainData } from './page-globals';

/**
 * A global that is an object (not an array) with these fields. Only the listed fields are
 * checked (and none is copied: readGlobal returns the page's object with all its fields), so
 * the check stays cheap for a selector asked on every scan. Fields the feature checks one by one
 * as it reads them need not be listed.
 */
export const globalObject = <const E extends v.ObjectEntries>(entries: E) => v.pipe(v.custom<Record<string, unknown>>(isRecord), v.object(entries));

/** Any plain object. */
export const PlainObjectSchema = /* @__PURE__ */ globalObject({});

/**
 * Reads a configuration global without ever throwing (getters, proxies, cross-origin frames):
 * the page's value when it is the window's own property, plain data and of `schema`'s shape,
 * else undefined. The value itself is returned (not a copy), so a feature sees later changes the
 * page or the plugin makes to it.
 */
export function readGlobal<S extends v.GenericSchema>(name: string, schema: S): v.InferInput<S> | undefined {
  const value = ownGlobal(name);
  try {
    return value !== undefined && v.is(schema, value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a script defined `name` on the window (a library's constructor or namespace such as
 * `MediaElementPlayer` or `mejs`): the window's own property, a function or an object. An element
 * with that id is no such property. Never throws.
 */
export function definedByScript(name: string): boolean {
  try {
    const scope = globalThis as unknown as Record<string, unknown>;
    if (!Object.prototype.hasOwnProperty.call(scope, name)) return false;
    const value = scope[name];
    return typeof value === 'function' || (typeof value === 'object' && value !== null);
  } catch {
    return false;
  }
}
