/**
 * Session and local storage that never throw: private modes, blocked third-party storage
 * and full quotas all behave as an empty store that forgets writes.
 */
export type StorageKind = 'session' | 'local';

function store(kind: StorageKind): Storage | null {
  try {
    const storage = kind === 'session' ? window.sessionStorage : window.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeItem(kind: StorageKind, key: string, value: string): boolean {
  try {
    const storage = store(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    /* storage blocked: nothing to remove */
  }
}

/** Parsed JSON, or undefined when the item is missing or not JSON. */
export function readJson(kind: StorageKind, key: string): unknown {
  const raw = readItem(kind, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeItem(kind, key, text);
}
