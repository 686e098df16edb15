/**
 * The geo-ip `GET banner` reply (user data merged over the configuration), from the network
 * (rest.ts) or the session's copy (geoip.ts): its settings of their types (schema.ts), copied as
 * valibot's `looseObject` copies (test/unit/consent/schema.test.ts holds it to that).
 */
import { isRecord } from '../../lib/globals';
import type { Complianz } from '../../lib/complianz';
import { SCALARS, TABLES, settingsValid } from './schema';

/** Names that are no setting, nor an entry of a table (what valibot leaves out of its copies). */
const UNSAFE_KEYS = ['__proto__', 'prototype', 'constructor'];

/** Copies `from`'s own entries to `to`, but for Object properties' names and those of `skip`. */
function copyEntries(from: object, to: Record<string, unknown>, skip: readonly string[] = []): Record<string, unknown> {
  for (const key in from) {
    if (Object.prototype.hasOwnProperty.call(from, key) && !UNSAFE_KEYS.includes(key) && !skip.includes(key)) to[key] = (from as Record<string, unknown>)[key];
  }
  return to;
}

/**
 * The geo-ip `GET banner` reply (user data merged over the configuration), or a cached copy: a
 * copy with all its fields (tables copied too, as objects) when of the expected shape, else null.
 */
export function bannerReply(value: unknown): Complianz | null {
  if (!isRecord(value) || !settingsValid(value) || !(value['consenttype'] === undefined || typeof value['consenttype'] === 'string')) return null;
  const reply: Complianz = {};
  const entries = [...SCALARS, ...TABLES, 'consenttype'];
  for (const key of entries) {
    if (key in value) reply[key] = TABLES.includes(key) && value[key] !== undefined ? copyEntries(value[key] as object, {}) : value[key];
  }
  return copyEntries(value, reply, entries);
}
