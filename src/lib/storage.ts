/**
 * Browser storage that never throws (spec: storage failures are ignored). localStorage can be
 * missing (server rendering), blocked (privacy settings throw on access), full (quota) or hold
 * corrupted JSON; every one of these reads as "nothing stored" and writes as a no-op.
 */

/** The part of the Web Storage API the site uses; tests pass a Map-backed fake. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** window.localStorage, or null when it is unavailable or access to it throws. */
export function localStorageOrNull(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(storage: StorageLike | null, key: string, isValid: (value: unknown) => value is T): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Returns false when the write failed (blocked, quota exceeded). */
export function writeJson(storage: StorageLike | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Ignored, like every storage failure.
  }
}
