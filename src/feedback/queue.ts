/**
 * The feedback outbox: each page vote reaches FEEDBACK_API_URL at least once, under an
 * idempotency key made when it is cast; the endpoint drops keys it has (README, "Feedback endpoint").
 * - Stored in localStorage before the first POST, removed on a 2xx or a permanent refusal (4xx but
 *   408 and 429): a vote cast offline, while the endpoint is down or as the page closes is sent at
 *   the next page view, on `online`, or back from the back/forward cache (tests/e2e/hosted/feedback.spec.ts).
 * - Where storage refuses it, a vote lives in the page: retried every 30 s, and `notSent` lets the
 *   widget say so (tests/e2e/hosted/feedback-blocked-storage.spec.ts).
 * - Stored items are checked (other site versions or extensions may write them): the newest 50
 *   valid votes of the last 30 days are kept. No lock between tabs: the endpoint deduplicates.
 */
import {localStorageOrNull, readJson, type StorageLike} from '@site/src/lib/storage';

/** Longest comment the widget accepts. */
export const COMMENT_MAX = 2_000;
export const QUEUE_KEY = 'etherlink-feedback:queue';
export const MAX_QUEUED = 50;
export const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1_000;
/** A POST with no answer by then counts as failed. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** How often a vote that only this page holds (storage refused it) is tried again. */
export const UNSAVED_RETRY_MS = 30_000;

/** What the endpoint receives, beside the idempotency key. */
export interface FeedbackPayload {
  path: string;
  title: string;
  helpful: boolean;
  comment: string;
  /** ISO 8601, as Date.prototype.toISOString writes it */
  timestamp: string;
}

export interface QueueItem {
  /** The idempotency key. */
  id: string;
  payload: FeedbackPayload;
  /** Not sent before this time (ms since the epoch): its page, in the back/forward cache, may come back. */
  holdUntil?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

function isItem(value: unknown, now: number): value is QueueItem {
  const {id, payload, holdUntil} = (value ?? {}) as Record<string, unknown>;
  const {path, title, helpful, comment, timestamp} = (payload ?? {}) as Record<string, unknown>;
  return (
    isText(id, 36) && UUID.test(id) &&
    isText(path, 2_048) && path.startsWith('/') && isText(title, 2_048) && typeof helpful === 'boolean' && isText(comment, COMMENT_MAX) &&
    isText(timestamp, 24) && ISO_TIME.test(timestamp) && now - Date.parse(timestamp) <= MAX_AGE_MS &&
    (holdUntil === undefined || typeof holdUntil === 'number')
  );
}

/** A random UUID v4: crypto.randomUUID where the browser has it (secure contexts only). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/** The endpoint refused the payload itself: retrying cannot help. */
export class PermanentFailure extends Error {}

/** Sends one vote under its key; `signal` aborts when the queue stops waiting. */
export type Sender = (payload: FeedbackPayload, key: string, signal: AbortSignal) => Promise<void>;

export interface QueueOptions {
  storage: StorageLike | null;
  send: Sender;
  /** navigator.onLine by default. */
  isOnline?: () => boolean;
}

export class FeedbackQueue {
  /** Votes cast in this page and not delivered yet, kept whatever storage does. */
  private readonly own = new Map<string, QueueItem>();
  /** Keys delivered or refused here: never sent again by this page, whatever storage still says. */
  private readonly done = new Set<string>();
  /** This page's votes whose last POST failed. */
  private readonly failed = new Set<string>();
  /** The last write read back as written. */
  private stored = false;
  private sending: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: QueueOptions) {}

  /** The valid stored votes and this page's own, less those done here. */
  items(): QueueItem[] {
    // Null when unreadable: blocked storage, or not JSON.
    const value = readJson(this.options.storage, QUEUE_KEY, (_json): _json is unknown => true);
    // `{version, items}`; a bare array in the first version.
    const list: unknown = Array.isArray(value) ? value : (value as {items?: unknown} | null)?.items;
    const now = Date.now();
    const stored = (Array.isArray(list) ? list.slice(-MAX_QUEUED) : []).filter((item): item is QueueItem => isItem(item, now));
    const byKey = new Map([...stored, ...this.own.values()].map((item) => [item.id, item]));
    return [...byKey.values()].filter((item) => !this.done.has(item.id));
  }

  private write(items: QueueItem[]): void {
    const text = JSON.stringify({version: 1, items: items.slice(-MAX_QUEUED)});
    try {
      this.options.storage?.setItem(QUEUE_KEY, text);
      // A blocked store may drop a write without an error.
      this.stored = this.options.storage?.getItem(QUEUE_KEY) === text;
    } catch {
      this.stored = false;
    }
  }

  /** Stores a vote under `key` (a held copy is replaced, comment and all) and sends what is due. */
  submit(payload: FeedbackPayload, key: string = newIdempotencyKey()): Promise<void> {
    if (!this.done.has(key)) {
      this.own.set(key, {id: key, payload: {...payload}});
      this.write(this.items());
    }
    return this.flush();
  }

  /** Stores the vote of a page going into the back/forward cache, unsent until `holdUntil`; sent now if storage refuses it. */
  hold(payload: FeedbackPayload, key: string, holdUntil: number): void {
    if (this.done.has(key) || this.own.has(key)) return;
    this.write([...this.items().filter((item) => item.id !== key), {id: key, payload: {...payload}, holdUntil}]);
    if (!this.stored) void this.submit(payload, key);
  }

  /** Takes a held vote back (its page came back): false when it was sent meanwhile. */
  reclaim(key: string): boolean {
    const items = this.items();
    if (this.own.has(key) || !items.some((item) => item.id === key && item.holdUntil !== undefined)) return false;
    this.write(items.filter((item) => item.id !== key));
    return true;
  }

  /** True while a vote cast here has failed and storage refused it: it is lost if the page closes. */
  notSent(key: string): boolean {
    return this.own.has(key) && this.failed.has(key) && !this.stored;
  }

  /** Calls `listener` after every attempt; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends each vote that is due, once; a call while it runs joins it. Never rejects. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    // Started in a microtask, so `sending` is set before the first POST: a flush from inside it joins.
    this.sending ??= Promise.resolve()
      .then(() => this.round())
      .catch((error: unknown) => console.warn('Page feedback: queued votes wait for the next page.', error))
      .finally(() => (this.sending = null));
    return this.sending;
  }

  private async round(): Promise<void> {
    if (!(this.options.isOnline?.() ?? navigator.onLine !== false)) return; // the `online` event flushes again
    const tried = new Set<string>();
    const due = () => this.items().find((item) => !tried.has(item.id) && !((item.holdUntil ?? 0) > Date.now()));
    // Read again before every POST: a vote cast meanwhile is sent in the same round.
    for (let item = due(); item; item = due()) {
      tried.add(item.id);
      // Aborted after REQUEST_TIMEOUT_MS, so that a hung endpoint holds nothing back.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`No answer from the feedback endpoint in ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
      try {
        await this.options.send(item.payload, item.id, controller.signal);
        this.forget(item.id);
      } catch (error) {
        if (error instanceof PermanentFailure) this.forget(item.id);
        else if (this.own.has(item.id)) this.failed.add(item.id);
      }
      clearTimeout(timer);
      this.listeners.forEach((listener) => listener());
    }
    if (!this.stored && [...this.own.keys()].some((key) => this.failed.has(key))) {
      this.timer = setTimeout(() => void this.flush(), UNSAVED_RETRY_MS);
    }
  }

  private forget(key: string): void {
    this.done.add(key);
    this.own.delete(key);
    this.failed.delete(key);
    this.write(this.items());
  }

  /** Stops the pending retry (tests). */
  dispose(): void {
    clearTimeout(this.timer);
  }
}

/** POSTs one vote as JSON with its idempotency key (header and body); PermanentFailure when retrying cannot help. */
export function httpSender(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Sender {
  return async (payload, key, signal) => {
    const {path, title, helpful, comment, timestamp} = payload;
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Idempotency-Key': key},
      body: JSON.stringify({path, title, helpful, comment, timestamp, idempotencyKey: key}),
      credentials: 'omit',
      keepalive: true,
      signal,
    });
    if (response.ok) return;
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    throw retryable ? new Error(`Feedback endpoint answered ${response.status}`) : new PermanentFailure(`Feedback endpoint refused the vote (${response.status})`);
  };
}

let queue: FeedbackQueue | null = null;

/** The queue for `url`, created once per page load; it sends what is due now, when the browser comes online, and after Back. */
export function feedbackQueue(url: string): FeedbackQueue {
  if (!queue) {
    const created = new FeedbackQueue({storage: localStorageOrNull(), send: httpSender(url)});
    window.addEventListener('online', () => void created.flush());
    // Back from the back/forward cache: what other pages left meanwhile may be due now.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) void created.flush();
    });
    queue = created;
  }
  return queue;
}

/** A vote always goes to the dataLayer (created if missing), and to the endpoint's queue when FEEDBACK_API_URL is set. */
export function deliver(payload: FeedbackPayload, apiUrl: string, key: string): void {
  const w = window as unknown as {dataLayer?: unknown[]};
  (w.dataLayer ||= []).push({event: 'page_feedback', ...payload});
  if (apiUrl) void feedbackQueue(apiUrl).submit(payload, key);
}
