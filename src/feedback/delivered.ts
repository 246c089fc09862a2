/**
 * A record of the keys delivered from this browser, kept in IndexedDB.
 *
 * The queue itself lives in localStorage, which tabs share, but Chromium gives each tab its own
 * cached copy and brings other tabs' writes in asynchronously. So a tab that takes the outbox lock
 * right after another tab delivered an entry can still read that entry from its stale copy, and
 * send it a second time (seen in the two-tabs e2e test). IndexedDB reads are consistent across
 * tabs: the lock holder writes each key here before it lets go, and checks here before each POST.
 * Without IndexedDB (blocked, or outside a browser) the queue works as before, and the endpoint
 * can still drop a second copy by its idempotency key.
 */
export interface DeliveredLog {
  has(key: string): Promise<boolean>;
  add(key: string): Promise<void>;
}

const DB = 'etherlink-feedback';
const STORE = 'delivered';
/** Keys older than this are dropped: nothing that old is still queued (the queue's MAX_AGE is shorter). */
const KEEP_MS = 60 * 24 * 60 * 60 * 1000;

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });

export function indexedDbLog(factory: IDBFactory | undefined = globalThis.indexedDB): DeliveredLog | null {
  if (!factory) return null;
  let opening: Promise<IDBDatabase | null> | null = null;
  const open = () =>
    (opening ??= new Promise<IDBDatabase | null>((resolve) => {
      try {
        const request = factory.open(DB, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => resolve(request.result);
        request.onerror = request.onblocked = () => resolve(null);
      } catch {
        resolve(null); // blocked storage throws SecurityError
      }
    }));
  return {
    async has(key) {
      try {
        const db = await open();
        if (!db) return false;
        return (await done(db.transaction(STORE).objectStore(STORE).get(key))) !== undefined;
      } catch {
        return false;
      }
    },
    async add(key) {
      try {
        const db = await open();
        if (!db) return;
        const transaction = db.transaction(STORE, 'readwrite');
        const store = transaction.objectStore(STORE);
        const now = Date.now();
        store.put(now, key);
        // Drop old keys as we go: a handful a month, so one pass over them is cheap.
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          if (typeof at.value !== 'number' || now - at.value > KEEP_MS) at.delete();
          at.continue();
        };
        await committed(transaction);
      } catch {
        // Not recorded: the localStorage queue still drops it, and the key lets the endpoint dedupe.
      }
    },
  };
}
