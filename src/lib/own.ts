/**
 * Lookups keyed by text from the page, the network or storage: only the table's own entries
 * answer, never what its prototype holds (`constructor`, `toString`, `__proto__`).
 */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
