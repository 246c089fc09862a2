/**
 * Browser storage that never throws, so a reader whose storage fails still reads and searches:
 * missing, blocked, full or corrupted storage reads as "nothing stored" and writes as a no-op.
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

/** Keeps nothing: what a blocked storage would have kept is simply not remembered. */
const noStorage: Storage = {length: 0, clear() {}, getItem: () => null, key: () => null, removeItem() {}, setItem() {}};

/**
 * When even reading window.localStorage throws (blocked storage), DocSearch's modal threw as it
 * mounted and the page showed its crash screen: a storage that keeps nothing takes its place.
 * Call before any search dialog renders.
 */
export function ensureUsableStorage(): void {
  if (typeof window === 'undefined') return;
  try {
    void window.localStorage?.length;
  } catch (error) {
    console.warn('localStorage is not available; recent searches will not be kept.', error);
    Object.defineProperty(window, 'localStorage', {value: noStorage, configurable: true});
  }
}
