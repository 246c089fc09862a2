/**
 * Where a page-feedback submission goes: always the dataLayer (created if missing), and the
 * endpoint's queue when FEEDBACK_API_URL is configured. One queue per page load.
 */
import {localStorageOrNull, readJson, writeJson} from '@site/src/lib/storage';
import {FeedbackQueue, httpSender, type FeedbackPayload} from './queue';

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

/** Queues a submission under `key` and sends it (every POST of it, from any page, carries that key). */
export function deliver(payload: FeedbackPayload, apiUrl: string, key: string): void {
  const w = window as unknown as {dataLayer?: unknown[]};
  (w.dataLayer ||= []).push({event: 'page_feedback', ...payload});
  if (apiUrl) void feedbackQueue(apiUrl).submit(payload, key);
}

/** Which pages this reader has rated: one vote per page. */
const VOTES_KEY = 'etherlink-feedback:votes';
type Votes = Record<string, boolean>;
const isVotes = (value: unknown): value is Votes => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export function votedOn(path: string): boolean | null {
  return readJson(localStorageOrNull(), VOTES_KEY, isVotes)?.[path] ?? null;
}

export function rememberVote(path: string, helpful: boolean): void {
  const storage = localStorageOrNull();
  writeJson(storage, VOTES_KEY, {...readJson(storage, VOTES_KEY, isVotes), [path]: helpful});
}
