/**
 * Delivery of page feedback to FEEDBACK_API_URL without losing any: every submission goes into a
 * queue in localStorage first and leaves it only when the endpoint accepted it (or rejected it for
 * good). A failed POST is retried with the spec's schedule (§9: 3 retries, 1,000 ms doubled per
 * attempt, capped at 30,000 ms); what is still queued after that waits for the next visit or the
 * browser's `online` event, which start a new round. Timers, storage and the sender are injected so
 * the logic runs under fake timers in unit tests.
 */
import {readJson, writeJson, type StorageLike} from '@site/src/lib/storage';

/** Exactly what the endpoint receives. */
export interface FeedbackPayload {
  path: string;
  title: string;
  helpful: boolean;
  comment: string;
  /** ISO 8601 */
  timestamp: string;
}

export interface QueueItem {
  id: string;
  payload: FeedbackPayload;
  /** Failed attempts so far, over all visits. */
  attempts: number;
}

export const RETRY = {retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000} as const;
export const QUEUE_KEY = 'etherlink-feedback:queue';
/** Oldest entries are dropped beyond this (a reader offline for a long time, many pages). */
export const MAX_QUEUED = 50;
/** An entry this old is given up: the endpoint has been unreachable for too long. */
export const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1_000;

/** Delay before retry number `retry` (1-based): 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelay(retry: number): number {
  return Math.min(RETRY.baseDelayMs * 2 ** (retry - 1), RETRY.maxDelayMs);
}

/** The endpoint refused the payload itself (4xx other than 408/429): retrying cannot help. */
export class PermanentFailure extends Error {}

export type Sender = (payload: FeedbackPayload) => Promise<void>;

export interface QueueOptions {
  storage: StorageLike | null;
  send: Sender;
  now?: () => number;
  isOnline?: () => boolean;
  /** Told about each entry that leaves the queue without having been delivered. */
  onGiveUp?: (item: QueueItem, reason: 'rejected' | 'expired') => void;
}

export function itemId(payload: FeedbackPayload): string {
  return `${payload.path}|${payload.timestamp}`;
}

function isItem(value: unknown): value is QueueItem {
  const item = value as QueueItem | null;
  const p = item?.payload;
  return Boolean(
    item &&
      typeof item.id === 'string' &&
      typeof item.attempts === 'number' &&
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
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Retries used in the current round. */
  private retries = 0;
  private flushing: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;

  constructor(private readonly options: QueueOptions) {
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.memoryOnly = options.storage === null;
  }

  /** The queue as stored now (another tab may have changed it); corrupted data reads as empty. */
  items(): QueueItem[] {
    if (this.memoryOnly) return this.memory;
    return (readJson(this.options.storage, QUEUE_KEY, isItemList) ?? []).filter(isItem);
  }

  private save(items: QueueItem[]): void {
    this.memory = items;
    if (!this.memoryOnly && !writeJson(this.options.storage, QUEUE_KEY, items)) this.memoryOnly = true;
  }

  /** Queues a submission (once: the same page and time is one submission) and sends it. */
  submit(payload: FeedbackPayload): Promise<void> {
    const id = itemId(payload);
    const items = this.items();
    if (!items.some((item) => item.id === id)) {
      items.push({id, payload: {...payload}, attempts: 0});
      this.save(items.slice(-MAX_QUEUED));
    }
    return this.start();
  }

  /** Starts a new round: now (page load, `online` event) with a fresh retry budget. */
  start(): Promise<void> {
    this.retries = 0;
    this.cancelTimer();
    return this.flush();
  }

  /** Sends every queued entry once; schedules the next retry if some failed. */
  flush(): Promise<void> {
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendAll(): Promise<void> {
    this.expire();
    if (!this.isOnline()) return; // the `online` event starts the next round
    let failed = false;
    for (const item of this.items()) {
      try {
        await this.options.send(item.payload);
        this.remove(item.id);
      } catch (error) {
        if (error instanceof PermanentFailure) {
          this.remove(item.id);
          this.options.onGiveUp?.(item, 'rejected');
        } else {
          failed = true;
          this.save(this.items().map((other) => (other.id === item.id ? {...other, attempts: other.attempts + 1} : other)));
        }
      }
    }
    if (failed) this.scheduleRetry();
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

  private remove(id: string): void {
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

/** POSTs one submission as JSON; throws on failure, PermanentFailure when retrying cannot help. */
export function httpSender(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Sender {
  return async (payload) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({
        path: payload.path,
        title: payload.title,
        helpful: payload.helpful,
        comment: payload.comment,
        timestamp: payload.timestamp,
      }),
      credentials: 'omit',
      keepalive: true,
    });
    if (response.ok) return;
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    if (retryable) throw new Error(`Feedback endpoint answered ${response.status}`);
    throw new PermanentFailure(`Feedback endpoint rejected the submission (${response.status})`);
  };
}
