/**
 * Session and local storage that never throw: private modes, blocked third-party storage
 * and full quotas all behave as an empty store that forgets writes.
 */
export type StorageKind = 'session' | 'local';

/** `use` on the store of `kind`; `fallback` when there is none or it throws. */
function attempt<T>(kind: StorageKind, fallback: T, use: (storage: Storage) => T): T {
  try {
    const storage = kind === 'session' ? window.sessionStorage : window.localStorage;
    return storage ? use(storage) : fallback;
  } catch {
    return fallback;
  }
}

export const readItem = (kind: StorageKind, key: string): string | null => attempt(kind, null, (storage) => storage.getItem(key) ?? null);

/** Returns false when the value could not be stored. */
export const writeItem = (kind: StorageKind, key: string, value: string): boolean =>
  attempt(kind, false, (storage) => (storage.setItem(key, value), true));

export const removeItem = (kind: StorageKind, key: string): void => attempt(kind, undefined, (storage) => storage.removeItem(key));

/** Parsed JSON, or undefined when the item is missing or not JSON. */
export function readJson(kind: StorageKind, key: string): unknown {
  const raw = readItem(kind, key);
  try {
    return raw === null ? undefined : JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Returns false when the value could not be written out or stored. */
export const writeJson = (kind: StorageKind, key: string, value: unknown): boolean =>
  attempt(kind, false, (storage) => (storage.setItem(key, JSON.stringify(value)), true));
