/**
 * Delivery of page feedback to FEEDBACK_API_URL: AT LEAST ONCE, and the endpoint deduplicates on
 * the idempotency key (README, "Feedback endpoint"). The same key may arrive twice (a lost answer,
 * a timed-out POST that did arrive, two tabs sending the same stored vote); that is never a loss.
 * What a reader gets from each part, and the test that shows it:
 * - every vote gets a key when it is cast, and every POST of it carries that key, so the endpoint
 *   counts one vote once (tests/unit/feedback-queue.test.ts, "one key per vote");
 * - the outbox: a vote is written to localStorage before its first POST and leaves it once the
 *   endpoint accepted it (or refused it for good), so nothing is lost offline, while the endpoint
 *   is down or when the page closes mid-POST: the next visit or the `online` event sends it
 *   (tests/e2e/hosted/feedback.spec.ts). Retries follow the spec's schedule (§9: 3 retries, 1 s
 *   doubled per attempt, capped at 30 s); a POST unanswered after 10 s counts as failed;
 * - a vote cast on this page also stays in this page's memory until it is delivered: when storage
 *   refuses it (full, or blocked by the browser) it is retried for as long as the page is open,
 *   and `notSent` lets the widget say that it has not been sent
 *   (tests/e2e/hosted/feedback-blocked-storage.spec.ts);
 * - what is read from storage goes through a schema (another version of the site or an extension
 *   may have written it): items without a valid key, path, vote or time are dropped and the
 *   stored state is rewritten; the state carries a version, and a newer version is left untouched
 *   for the code that wrote it. The outbox keeps at most MAX_QUEUED items, and a page sends at most
 *   MAX_STORED_PER_PAGE of those it did not cast itself, oldest first: 300 planted items were 300
 *   POSTs in one page life before, 20 now (unit tests "outbox read from storage");
 * - one round at a time in a page, and no round ever restarts itself. No lock across tabs and no
 *   record of delivered keys (Web Locks, a BroadcastChannel fallback and an IndexedDB log, 149
 *   lines, removed): two tabs may both send a stored vote, a duplicate the endpoint drops. With
 *   storage blocked by the browser, that lock threw and the round restarted itself at 100% CPU
 *   for good: Send never returned within the blocked-storage e2e test's 30 s on that code, and
 *   the test passes in about 8 s now (issue 32).
 * Timers, storage and the sender are injected so the logic runs under fake timers.
 */
import * as z from '@site/src/lib/zod';
import type {StorageLike} from '@site/src/lib/storage';

// zod/mini through src/lib/zod (jitless, for the CSP): the schema costs a doc page 7.9 KB gzip
// with zod/mini, 33 KB with full zod (hosted build, /bridging).

/** Longest comment the widget accepts (and the outbox keeps). */
export const COMMENT_MAX = 2_000;

const payloadSchema = z.object({
  path: z.string().check(z.startsWith('/'), z.maxLength(2_048)),
  title: z.string().check(z.maxLength(2_048)),
  helpful: z.boolean(),
  comment: z.string().check(z.maxLength(COMMENT_MAX)),
  /** ISO 8601, as Date.prototype.toISOString writes it */
  timestamp: z.iso.datetime(),
});

/** What the endpoint receives, beside the idempotency key. */
export type FeedbackPayload = z.infer<typeof payloadSchema>;

const itemSchema = z.object({
  /** The idempotency key: the same for every POST of this vote, from any tab. */
  id: z.uuid(),
  payload: payloadSchema,
  /** Failed attempts so far, over all visits (bookkeeping: a bad value is reset, not fatal). */
  attempts: z.catch(z.int().check(z.minimum(0)), 0),
  /** Not sent before this time (ms since the epoch): its page may still come back. */
  holdUntil: z.catch(z.optional(z.number()), undefined),
});

export type QueueItem = z.infer<typeof itemSchema>;

/** The stored state's format. Version 0 was a bare array of items (read, then rewritten as 1). */
export const OUTBOX_VERSION = 1;
const currentState = z.object({version: z.literal(OUTBOX_VERSION), items: z.array(z.unknown())});
const newerState = z.object({version: z.int().check(z.gt(OUTBOX_VERSION))});

export const RETRY = {retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000} as const;
/** A POST with no answer by then counts as failed (and is retried under the same key). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const QUEUE_KEY = 'etherlink-feedback:queue';
/** Oldest entries are dropped beyond this (a reader offline for a long time, many pages). */
export const MAX_QUEUED = 50;
/** Stored items a page sends that it did not cast itself; the rest wait for the next page. */
export const MAX_STORED_PER_PAGE = 20;
/** An entry this old is given up: the endpoint has been unreachable for too long. */
export const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1_000;

/** Delay before retry number `retry` (1-based): 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelay(retry: number): number {
  return Math.min(RETRY.baseDelayMs * 2 ** (retry - 1), RETRY.maxDelayMs);
}

/** A random UUID v4: crypto.randomUUID where the browser has it (secure contexts only). */
export function newIdempotencyKey(cryptoImpl: Partial<Crypto> | undefined = globalThis.crypto): string {
  if (typeof cryptoImpl?.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoImpl?.getRandomValues === 'function') cryptoImpl.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The endpoint refused the payload itself (4xx other than 408/429): retrying cannot help. */
export class PermanentFailure extends Error {}

/** Sends one submission under its key; `signal` aborts when the queue stops waiting. */
export type Sender = (payload: FeedbackPayload, key: string, signal: AbortSignal) => Promise<void>;

export interface QueueOptions {
  storage: StorageLike | null;
  send: Sender;
  now?: () => number;
  isOnline?: () => boolean;
  /** Told about each entry that leaves the queue without having been delivered. */
  onGiveUp?: (item: QueueItem, reason: 'rejected' | 'expired') => void;
}

/** The stored outbox: its valid items, and whether the stored text must be rewritten. */
interface Read {
  items: QueueItem[];
  rewrite: boolean;
  /** Written by a newer version of the site: neither read nor overwritten here. */
  newer: boolean;
}

function parseOutbox(raw: string | null): Read {
  if (raw === null) return {items: [], rewrite: false, newer: false};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {items: [], rewrite: true, newer: false};
  }
  if (newerState.safeParse(value).success) return {items: [], rewrite: false, newer: true};
  const current = currentState.safeParse(value);
  const list: unknown[] | null = current.success ? current.data.items : Array.isArray(value) ? value : null;
  if (!list) return {items: [], rewrite: true, newer: false};
  const items: QueueItem[] = [];
  // Only the newest MAX_QUEUED count (the cap), so a flooded store costs no more than a full one.
  for (const candidate of list.slice(-MAX_QUEUED)) {
    const item = itemSchema.safeParse(candidate);
    if (item.success && !items.some((other) => other.id === item.data.id)) items.push(item.data);
  }
  return {items, rewrite: !current.success || items.length !== list.length, newer: false};
}

export class FeedbackQueue {
  /** Votes cast in this page life and not yet delivered or given up: kept whatever storage does. */
  private readonly own = new Map<string, QueueItem>();
  /** Keys this page saw delivered (or gave up): never sent again by it, whatever storage says. */
  private readonly done = new Set<string>();
  /** Stored items (cast elsewhere) this page has sent: at most MAX_STORED_PER_PAGE. */
  private readonly sentStored = new Set<string>();
  /** The last write of the outbox read back as written. */
  private stored = true;
  /** The stored state is a newer version's: left alone, this page works from memory. */
  private newer = false;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Retries used in the current round. */
  private retries = 0;
  private flushing: Promise<void> | null = null;
  /** flush() was called while a round ran: one more round after it. */
  private again = false;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;

  constructor(private readonly options: QueueOptions) {
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    if (options.storage === null) this.stored = false;
  }

  /** The stored outbox (valid items only, rewritten when it held anything else) and this page's own votes. */
  items(): QueueItem[] {
    const read = this.read();
    if (read.rewrite) this.write(read.items);
    const stored = read.items.filter((item) => !this.own.has(item.id));
    return [...stored, ...this.own.values()].filter((item) => !this.done.has(item.id));
  }

  private read(): Read {
    let raw: string | null = null;
    try {
      raw = this.options.storage?.getItem(QUEUE_KEY) ?? null;
    } catch {
      // Blocked storage throws on access: nothing stored can be read.
    }
    const read = parseOutbox(raw);
    this.newer = read.newer;
    return read;
  }

  /** Writes the outbox; true when it reads back as written (a blocked store may drop writes silently). */
  private write(items: QueueItem[]): boolean {
    const storage = this.options.storage;
    if (!storage || this.newer) return false;
    try {
      const text = JSON.stringify({version: OUTBOX_VERSION, items: items.slice(-MAX_QUEUED)});
      storage.setItem(QUEUE_KEY, text);
      return storage.getItem(QUEUE_KEY) === text;
    } catch {
      return false; // full or blocked
    }
  }

  private save(items: QueueItem[]): void {
    this.stored = this.write(items);
  }

  /**
   * Queues a vote under `key` (once: a key already queued is not added again) and sends it. A
   * held copy of the same key (its page came back, see hold) is replaced, comment and all.
   */
  submit(payload: FeedbackPayload, key: string = newIdempotencyKey()): Promise<void> {
    if (!this.done.has(key) && !this.own.has(key)) {
      const queued = this.items().find((item) => item.id === key);
      if (!queued || queued.holdUntil !== undefined) {
        this.own.set(key, {id: key, payload: {...payload}, attempts: queued?.attempts ?? 0});
        this.save(this.items());
      }
    }
    return this.start();
  }

  /**
   * Stores a vote that its page, going into the back/forward cache, keeps to itself until
   * `holdUntil`; a later page sends it after that. When storage refuses it, it is sent now.
   */
  hold(payload: FeedbackPayload, key: string, holdUntil: number): void {
    if (this.done.has(key) || this.own.has(key)) return;
    const items = this.items();
    if (items.some((item) => item.id === key)) return;
    this.save([...items, {id: key, payload: {...payload}, attempts: 0, holdUntil}]);
    if (!this.stored) void this.submit(payload, key);
  }

  /**
   * Takes a held vote back (its page came back): true when it was still held, false when it was
   * sent meanwhile (by another page after the hold, or by this one when storage refused it).
   */
  reclaim(key: string): boolean {
    const items = this.items();
    if (this.own.has(key) || !items.some((item) => item.id === key && item.holdUntil !== undefined)) return false;
    this.save(items.filter((item) => item.id !== key));
    return true;
  }

  /** True while a vote cast here has failed and storage refused it: it is lost if the page closes. */
  notSent(key: string): boolean {
    const item = this.own.get(key);
    return Boolean(item && item.attempts > 0 && !this.stored);
  }

  /** Calls `listener` after every attempt; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts a new round: now (page load, `online` event) with a fresh retry budget. */
  start(): Promise<void> {
    this.retries = 0;
    this.cancelTimer();
    return this.flush();
  }

  /** Sends every queued entry once; schedules the next retry if some failed. Never rejects. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true; // a vote cast after the round's last look at the outbox: one more round
      return this.flushing;
    }
    const run = async () => {
      try {
        do {
          this.again = false;
          await this.round();
        } while (this.again);
      } catch (error) {
        console.warn('Page feedback: a delivery round failed; queued votes wait for the next one.', error);
      } finally {
        this.flushing = null;
      }
    };
    this.flushing = run();
    return this.flushing;
  }

  private async round(): Promise<void> {
    this.expire();
    if (!this.isOnline()) return; // the `online` event starts the next round
    const tried = new Set<string>();
    let failed = false;
    for (;;) {
      // Re-read before every POST: a vote cast or another tab's write during the last POST.
      this.again = false;
      const item = this.next(tried);
      if (!item) break;
      tried.add(item.id);
      if (!this.own.has(item.id)) this.sentStored.add(item.id);
      try {
        await this.sendWithTimeout(item);
        this.forget(item.id);
      } catch (error) {
        if (error instanceof PermanentFailure) {
          this.forget(item.id);
          this.options.onGiveUp?.(item, 'rejected');
        } else {
          failed = true;
          this.countFailure(item.id);
        }
      }
      this.listeners.forEach((listener) => listener());
    }
    if (failed) this.scheduleRetry();
  }

  /** The oldest entry due now and not tried in this round, within this page's budget. */
  private next(tried: Set<string>): QueueItem | undefined {
    const now = this.now();
    const allowed = (id: string) => this.own.has(id) || this.sentStored.has(id) || this.sentStored.size < MAX_STORED_PER_PAGE;
    return this.items().find((item) => !tried.has(item.id) && !((item.holdUntil ?? 0) > now) && allowed(item.id));
  }

  /** One POST, given up after REQUEST_TIMEOUT_MS so that a hung endpoint holds nothing back. */
  private async sendWithTimeout(item: QueueItem): Promise<void> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        (async () => this.options.send(item.payload, item.id, controller.signal))(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            controller.abort();
            reject(new Error(`No answer from the feedback endpoint in ${REQUEST_TIMEOUT_MS} ms`));
          }, REQUEST_TIMEOUT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  private countFailure(id: string): void {
    const mine = this.own.get(id);
    if (mine) this.own.set(id, {...mine, attempts: mine.attempts + 1});
    this.save(this.items().map((item) => (item.id === id && !mine ? {...item, attempts: item.attempts + 1} : item)));
  }

  private scheduleRetry(): void {
    // After the last retry of this round, stored entries wait for the next round. A vote that
    // only this page holds has no next visit: it is retried (every 30 s at most) until the page goes.
    const unsaved = !this.stored && this.own.size > 0;
    if (this.retries >= RETRY.retries && !unsaved) return;
    this.retries += 1;
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, retryDelay(this.retries));
  }

  /** Removes an entry for good: delivered or rejected. */
  private forget(id: string): void {
    this.done.add(id);
    this.own.delete(id);
    this.save(this.items());
  }

  private expire(): void {
    const now = this.now();
    const items = this.items();
    const expired = items.filter((item) => now - Date.parse(item.payload.timestamp) > MAX_AGE_MS);
    if (expired.length === 0) return;
    for (const item of expired) {
      this.done.add(item.id);
      this.own.delete(item.id);
      this.options.onGiveUp?.(item, 'expired');
    }
    this.save(this.items());
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Stops the pending retry (page teardown, tests). */
  dispose(): void {
    this.cancelTimer();
  }
}

/**
 * POSTs one submission as JSON with its idempotency key (header and body); throws on failure,
 * PermanentFailure when retrying cannot help.
 */
export function httpSender(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Sender {
  return async (payload, key, signal) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Idempotency-Key': key},
      body: JSON.stringify({
        path: payload.path,
        title: payload.title,
        helpful: payload.helpful,
        comment: payload.comment,
        timestamp: payload.timestamp,
        idempotencyKey: key,
      }),
      credentials: 'omit',
      keepalive: true,
      signal,
    });
    if (response.ok) return;
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    if (retryable) throw new Error(`Feedback endpoint answered ${response.status}`);
    throw new PermanentFailure(`Feedback endpoint rejected the submission (${response.status})`);
  };
}
