/**
 * Delivery of page feedback to FEEDBACK_API_URL, each submission exactly once as far as the
 * browser can tell, and with a key the endpoint can deduplicate on for the rest:
 * - every submission gets an idempotency key when it is made; every POST of it carries that key
 *   (README, "Feedback endpoint"), so a retry after a lost answer is recognisable;
 * - it goes into a queue in localStorage first and leaves it once the endpoint accepted it (or
 *   rejected it for good). A failed or timed-out POST is retried with the spec's schedule (§9: 3
 *   retries, 1,000 ms doubled per attempt, capped at 30,000 ms); what is still queued after that
 *   waits for the next visit or the browser's `online` event;
 * - tabs share the stored queue, so one tab sends at a time (an exclusive lock, see tabs.ts) and
 *   each re-reads the queue before every POST: what another tab delivered is gone by then;
 * - when storage refuses a write (full, blocked) the queue lives on in memory for this page, the
 *   stored copy is dropped so no later page re-sends it, and delivered keys are remembered here;
 * - a submission made while a POST is in flight is sent right after it, in the same round;
 * - an entry can be held (a page that may come back from the back/forward cache keeps its vote
 *   to itself): others send it only once the hold has expired, and the page can take it back.
 * Timers, storage, the lock and the sender are injected so the logic runs under fake timers.
 */
import {readJson, removeItem, writeJson, type StorageLike} from '@site/src/lib/storage';
import {exclusive, type Lock} from './tabs';
import {indexedDbLog, type DeliveredLog} from './delivered';

/** What the endpoint receives, beside the idempotency key. */
export interface FeedbackPayload {
  path: string;
  title: string;
  helpful: boolean;
  comment: string;
  /** ISO 8601 */
  timestamp: string;
}

export interface QueueItem {
  /** The idempotency key: the same for every POST of this submission, from any tab. */
  id: string;
  payload: FeedbackPayload;
  /** Failed attempts so far, over all visits. */
  attempts: number;
  /** Not sent before this time (ms since the epoch): its page may still come back. */
  holdUntil?: number;
}

export const RETRY = {retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000} as const;
/** A POST with no answer by then counts as failed (and is retried under the same key). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const QUEUE_KEY = 'etherlink-feedback:queue';
/** Oldest entries are dropped beyond this (a reader offline for a long time, many pages). */
export const MAX_QUEUED = 50;
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
  /** Runs one round at a time across tabs (default: Web Locks, or a BroadcastChannel fallback). */
  lock?: Lock;
  /** Told about each entry that leaves the queue without having been delivered. */
  onGiveUp?: (item: QueueItem, reason: 'rejected' | 'expired') => void;
  /** Keys delivered from any tab, read consistently (default: IndexedDB, when there is one; null: none). */
  delivered?: DeliveredLog | null;
}

function isItem(value: unknown): value is QueueItem {
  const item = value as QueueItem | null;
  const p = item?.payload;
  return Boolean(
    item &&
      typeof item.id === 'string' &&
      typeof item.attempts === 'number' &&
      (item.holdUntil === undefined || typeof item.holdUntil === 'number') &&
      p &&
      typeof p.path === 'string' &&
      typeof p.title === 'string' &&
      typeof p.helpful === 'boolean' &&
      typeof p.comment === 'string' &&
      typeof p.timestamp === 'string',
  );
}

function isItemList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

export class FeedbackQueue {
  /** Used when storage is unavailable or refuses writes: the queue still works for this visit. */
  private memory: QueueItem[] = [];
  private memoryOnly: boolean;
  /** Keys this page saw delivered (or given up): never sent again, whatever storage says. */
  private readonly done = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Retries used in the current round. */
  private retries = 0;
  private flushing: Promise<void> | null = null;
  /** Something was submitted since the running round last looked at the queue. */
  private submitted = false;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly lock: Lock;
  private readonly delivered: DeliveredLog | null;

  constructor(private readonly options: QueueOptions) {
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.memoryOnly = options.storage === null;
    this.lock = options.lock ?? exclusive;
    this.delivered = options.delivered === undefined ? indexedDbLog() : options.delivered;
  }

  /** The queue as stored now (another tab may have changed it); corrupted data reads as empty. */
  items(): QueueItem[] {
    const items = this.memoryOnly ? this.memory : (readJson(this.options.storage, QUEUE_KEY, isItemList) ?? []).filter(isItem);
    return items.filter((item) => !this.done.has(item.id));
  }

  private save(items: QueueItem[]): void {
    this.memory = items;
    if (this.memoryOnly) return;
    if (!writeJson(this.options.storage, QUEUE_KEY, items)) {
      // Full or blocked: a stale stored copy would make a later page re-send what this one
      // delivers. Drop it and keep the queue in memory for the rest of this page's life.
      this.memoryOnly = true;
      removeItem(this.options.storage, QUEUE_KEY);
    }
  }

  /**
   * Queues a submission under `key` (once: a key already queued is not added again) and sends it.
   * With `holdUntil`, the entry is only stored: nobody sends it before that time.
   */
  submit(payload: FeedbackPayload, key: string = newIdempotencyKey(), holdUntil?: number): Promise<void> {
    this.add(payload, key, holdUntil);
    this.submitted = true;
    return this.start();
  }

  private add(payload: FeedbackPayload, key: string, holdUntil?: number): void {
    if (this.done.has(key)) return;
    const items = this.items();
    const existing = items.find((item) => item.id === key);
    if (existing?.holdUntil !== undefined && holdUntil === undefined) {
      // Its page came back and sends it now (with the comment): replace the held copy.
      this.save(items.map((item) => (item === existing ? {id: key, payload: {...payload}, attempts: item.attempts} : item)));
      return;
    }
    if (existing) return;
    items.push({id: key, payload: {...payload}, attempts: 0, ...(holdUntil === undefined ? {} : {holdUntil})});
    this.save(items.slice(-MAX_QUEUED));
  }

  /** Stores a held entry without starting a round (the page is being hidden). */
  hold(payload: FeedbackPayload, key: string, holdUntil: number): void {
    this.add(payload, key, holdUntil);
  }

  /**
   * Takes a held entry back (its page came back): true when it was still queued and unsent,
   * false when another page has delivered it meanwhile.
   */
  reclaim(key: string): Promise<boolean> {
    return this.lock(async () => {
      const items = this.items();
      if (!items.some((item) => item.id === key)) return false;
      this.save(items.filter((item) => item.id !== key));
      return true;
    });
  }

  /** Starts a new round: now (page load, `online` event) with a fresh retry budget. */
  start(): Promise<void> {
    this.retries = 0;
    this.cancelTimer();
    return this.flush();
  }

  /** Sends every queued entry once; schedules the next retry if some failed. */
  flush(): Promise<void> {
    this.flushing ??= this.lock(() => this.sendAll()).finally(() => {
      this.flushing = null;
      // Submitted after the round's last look at the queue: one more round, now.
      if (this.submitted) void this.flush();
    });
    return this.flushing;
  }

  private async sendAll(): Promise<void> {
    this.expire();
    if (!this.isOnline()) {
      this.submitted = false;
      return; // the `online` event starts the next round
    }
    const tried = new Set<string>();
    let failed = false;
    for (;;) {
      this.submitted = false;
      // Re-read before every POST: another tab or a submission during the last POST changed it.
      const item = this.items().find((entry) => !tried.has(entry.id) && !((entry.holdUntil ?? 0) > this.now()));
      if (!item) break;
      tried.add(item.id);
      // Another tab delivered it, and this tab's copy of localStorage has not caught up yet.
      if (await this.delivered?.has(item.id)) {
        this.forget(item.id);
        continue;
      }
      try {
        await this.sendWithTimeout(item);
        await this.delivered?.add(item.id); // before the lock goes to another tab
        this.forget(item.id);
      } catch (error) {
        if (error instanceof PermanentFailure) {
          this.forget(item.id);
          this.options.onGiveUp?.(item, 'rejected');
        } else {
          failed = true;
          this.save(this.items().map((other) => (other.id === item.id ? {...other, attempts: other.attempts + 1} : other)));
        }
      }
    }
    if (failed) this.scheduleRetry();
  }

  /** One POST, given up after REQUEST_TIMEOUT_MS so that a hung endpoint holds nothing back. */
  private sendWithTimeout(item: QueueItem): Promise<void> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`No answer from the feedback endpoint in ${REQUEST_TIMEOUT_MS} ms`));
      }, REQUEST_TIMEOUT_MS);
    });
    return Promise.race([this.options.send(item.payload, item.id, controller.signal), timeout]).finally(() => clearTimeout(timer));
  }

  private scheduleRetry(): void {
    // After the last retry of this round, the entries wait in storage for the next round.
    if (this.retries >= RETRY.retries) return;
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
    this.save(this.items().filter((item) => item.id !== id));
  }

  private expire(): void {
    const now = this.now();
    const items = this.items();
    const fresh = items.filter((item) => {
      const time = Date.parse(item.payload.timestamp);
      const expired = Number.isFinite(time) && now - time > MAX_AGE_MS;
      if (expired) this.options.onGiveUp?.(item, 'expired');
      return !expired;
    });
    if (fresh.length !== items.length) this.save(fresh);
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
