/**
 * A loader that runs once and shares its promise; after a failure (offline, a chunk removed by a
 * new deploy), the next call runs it again, so a reader who comes back online is not stuck.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
