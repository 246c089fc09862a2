import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  FeedbackQueue,
  PermanentFailure,
  QUEUE_KEY,
  MAX_AGE_MS,
  REQUEST_TIMEOUT_MS,
  RETRY,
  httpSender,
  newIdempotencyKey,
  retryDelay,
  type FeedbackPayload,
  type Sender,
} from '@site/src/feedback/queue';
import type {StorageLike} from '@site/src/lib/storage';
import {channelLock, type Lock} from '@site/src/feedback/tabs';

class MemoryStorage implements StorageLike {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const NOW = Date.parse('2026-11-21T10:00:00.000Z');

function payload(overrides: Partial<FeedbackPayload> = {}): FeedbackPayload {
  return {path: '/bridging/', title: 'Bridging tokens', helpful: true, comment: 'Clear.', timestamp: new Date(NOW).toISOString(), ...overrides};
}

/** A sender that fails `failures` times, then succeeds; records every call time. */
function flakySender(failures: number) {
  const calls: number[] = [];
  const send: Sender = async () => {
    calls.push(Date.now());
    if (calls.length <= failures) throw new Error('HTTP 500');
  };
  return {send, calls};
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelay', () => {
  it('starts at 1,000 ms, doubles per attempt and is capped at 30,000 ms', () => {
    expect(RETRY).toEqual({retries: 3, baseDelayMs: 1000, maxDelayMs: 30000});
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('FeedbackQueue', () => {
  it('sends at once and empties the queue on success', async () => {
    const storage = new MemoryStorage();
    const {send, calls} = flakySender(0);
    await new FeedbackQueue({storage, send}).submit(payload());
    expect(calls).toEqual([NOW]);
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toEqual([]);
  });

  it('retries 3 times after 1 s, 2 s and 4 s, then keeps the entry for a later visit', async () => {
    const storage = new MemoryStorage();
    const {send, calls} = flakySender(Infinity);
    const queue = new FeedbackQueue({storage, send});
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.map((t) => t - NOW)).toEqual([0, 1000, 3000, 7000]);
    const stored = JSON.parse(storage.getItem(QUEUE_KEY)!);
    expect(stored).toHaveLength(1);
    expect(stored[0].attempts).toBe(4);
    expect(stored[0].payload).toEqual(payload());
    queue.dispose();
  });

  it('delivers on the next visit what an earlier visit could not, exactly once', async () => {
    const storage = new MemoryStorage();
    const first = flakySender(Infinity);
    const visit1 = new FeedbackQueue({storage, send: first.send});
    await visit1.submit(payload());
    visit1.dispose(); // the page goes away before the first retry

    const second = flakySender(0);
    const visit2 = new FeedbackQueue({storage, send: second.send});
    await visit2.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(second.calls).toHaveLength(1);
    expect(visit2.items()).toEqual([]);
  });

  it('stops after a success in the middle of the retries', async () => {
    const {send, calls} = flakySender(2);
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send});
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.map((t) => t - NOW)).toEqual([0, 1000, 3000]);
    expect(queue.items()).toEqual([]);
  });

  it('counts one key once, however often it is submitted', async () => {
    const storage = new MemoryStorage();
    const queue = new FeedbackQueue({storage, send: flakySender(Infinity).send, isOnline: () => false});
    await queue.submit(payload(), 'key-1');
    await queue.submit(payload(), 'key-1');
    await queue.submit(payload({path: '/network/fees'}), 'key-2');
    expect(queue.items().map((item) => item.payload.path)).toEqual(['/bridging/', '/network/fees']);
  });

  it('waits while offline and sends when the browser comes online', async () => {
    let online = false;
    const {send, calls} = flakySender(0);
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send, isOnline: () => online});
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
    online = true;
    await queue.start(); // what the `online` event does
    expect(calls).toHaveLength(1);
  });

  it('an `online` round after the retries are used up gets a fresh budget', async () => {
    const {send, calls} = flakySender(Infinity);
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send});
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
    await queue.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(8);
    queue.dispose();
  });

  it('gives up on a submission the endpoint rejects for good, and on entries older than 30 days', async () => {
    const given: string[] = [];
    const storage = new MemoryStorage();
    const rejecting = new FeedbackQueue({
      storage,
      send: async () => {
        throw new PermanentFailure('400');
      },
      onGiveUp: (item, reason) => given.push(`${item.payload.path}:${reason}`),
    });
    await rejecting.submit(payload());
    expect(rejecting.items()).toEqual([]);

    const old = payload({path: '/old', timestamp: new Date(NOW - MAX_AGE_MS - 1).toISOString()});
    storage.setItem(QUEUE_KEY, JSON.stringify([{id: 'x', payload: old, attempts: 9}]));
    const {send, calls} = flakySender(0);
    await new FeedbackQueue({storage, send, onGiveUp: (item, reason) => given.push(`${item.payload.path}:${reason}`)}).start();
    expect(calls).toHaveLength(0);
    expect(given).toEqual(['/bridging/:rejected', '/old:expired']);
  });

  it('reads corrupted storage as an empty queue and works without storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem(QUEUE_KEY, '{not json');
    const {send, calls} = flakySender(0);
    await new FeedbackQueue({storage, send}).start();
    expect(calls).toHaveLength(0);

    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const flaky = flakySender(1);
    const queue = new FeedbackQueue({storage: blocked, send: flaky.send});
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(1000);
    expect(flaky.calls).toHaveLength(2);
    expect(queue.items()).toEqual([]);

    const none = flakySender(0);
    await new FeedbackQueue({storage: null, send: none.send}).submit(payload());
    expect(none.calls).toHaveLength(1);
  });
});

/** What Web Locks give two tabs: one task at a time, in order. */
function mutex(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** A sender that records the key of every POST and answers after `delayMs`. */
function keyedSender(delayMs = 0) {
  const keys: string[] = [];
  const send: Sender = async (_payload, key) => {
    keys.push(key);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  };
  return {send, keys};
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('delivered exactly once', () => {
  it('gives every submission its own idempotency key, and every retry the same one', async () => {
    const keys: string[] = [];
    let calls = 0;
    const send: Sender = async (_payload, key) => {
      keys.push(key);
      calls += 1;
      if (calls === 1) throw new Error('HTTP 500');
    };
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send, lock: mutex()});
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(1000);
    await queue.submit(payload()); // the same page and time, a second submission
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('makes UUID v4 keys without crypto.randomUUID, and without crypto at all', () => {
    const viaRandomValues = newIdempotencyKey({getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto)} as Partial<Crypto>);
    const viaMath = newIdempotencyKey(undefined);
    expect(viaRandomValues).toMatch(UUID);
    expect(viaMath).toMatch(UUID);
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(new Set([viaRandomValues, viaMath, newIdempotencyKey(undefined)]).size).toBe(3);
  });

  it('two tabs coming back online send each stored key once', async () => {
    const storage = new MemoryStorage();
    const lock = mutex();
    const offline = new FeedbackQueue({storage, send: keyedSender().send, isOnline: () => false, lock});
    await offline.submit(payload());
    await offline.submit(payload({path: '/network/fees'}));
    const tabA = keyedSender(300);
    const tabB = keyedSender(300);
    const a = new FeedbackQueue({storage, send: tabA.send, lock});
    const b = new FeedbackQueue({storage, send: tabB.send, lock});
    const rounds = Promise.all([a.start(), b.start()]); // both `online` events at once
    await vi.advanceTimersByTimeAsync(5_000);
    await rounds;
    const sent = [...tabA.keys, ...tabB.keys];
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(2);
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toEqual([]);
  });

  it('when storage refuses writes, drops the stored copy so no later page re-sends what was delivered', async () => {
    const storage = new MemoryStorage();
    const {send, keys} = keyedSender();
    const queued = new FeedbackQueue({storage, send, isOnline: () => false, lock: mutex()});
    await queued.submit(payload());
    // The storage fills up before the POST succeeds: every later write fails.
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const page = new FeedbackQueue({storage, send, lock: mutex()});
    await page.start();
    expect(keys).toHaveLength(1);
    await page.start(); // an `online` event later in the same page
    const nextPage = new FeedbackQueue({storage, send, lock: mutex()});
    await nextPage.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(keys).toHaveLength(1);
  });

  it('times out a hung POST, delivers later votes, and retries the hung one under its own key', async () => {
    const keys: string[] = [];
    const send: Sender = (_payload, key, signal) => {
      keys.push(key);
      if (keys.length > 1) return Promise.resolve();
      return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))); // hangs
    };
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send, lock: mutex()});
    void queue.submit(payload());
    void queue.submit(payload({path: '/network/fees'}));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(keys).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(keys).toHaveLength(2); // the later vote, right after the timeout
    await vi.advanceTimersByTimeAsync(RETRY.baseDelayMs);
    expect(keys).toHaveLength(3);
    expect(keys[2]).toBe(keys[0]); // the hung vote again, under the same key
    expect(new Set(keys).size).toBe(2);
    expect(queue.items()).toEqual([]);
  });

  it('sends a vote cast while a POST is in flight right after it, in the same round', async () => {
    const {send, keys} = keyedSender(500);
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send, lock: mutex()});
    void queue.submit(payload());
    await vi.advanceTimersByTimeAsync(100);
    void queue.submit(payload({path: '/network/fees'}));
    await vi.advanceTimersByTimeAsync(400);
    expect(keys).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(queue.items()).toEqual([]);
  });

  it('keeps a held vote unsent until its hold ends, and lets its page take it back', async () => {
    const storage = new MemoryStorage();
    const lock = mutex();
    const hidden = new FeedbackQueue({storage, send: keyedSender().send, lock});
    hidden.hold(payload({comment: ''}), 'key-held', NOW + 60_000);
    const other = keyedSender();
    const otherPage = new FeedbackQueue({storage, send: other.send, lock});
    await otherPage.start();
    expect(other.keys).toEqual([]);
    expect(await hidden.reclaim('key-held')).toBe(true); // Back: the page has its vote again
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toEqual([]);

    hidden.hold(payload({comment: ''}), 'key-held', NOW + 60_000);
    vi.setSystemTime(NOW + 60_001); // the page never came back
    await otherPage.start();
    expect(other.keys).toEqual(['key-held']);
    expect(await hidden.reclaim('key-held')).toBe(false); // too late: delivered, without comment
  });

  it('sends the comment when a held vote is submitted again under its key', async () => {
    const storage = new MemoryStorage();
    const sent: FeedbackPayload[] = [];
    const queue = new FeedbackQueue({storage, send: async (p) => void sent.push(p), lock: mutex()});
    queue.hold(payload({comment: ''}), 'k', NOW + 60_000);
    await queue.submit(payload({comment: 'Written after Back.'}), 'k');
    expect(sent.map((p) => p.comment)).toEqual(['Written after Back.']);
  });

  it('the BroadcastChannel fallback keeps two tabs from running rounds at the same time', async () => {
    const listeners: Array<(event: MessageEvent) => void> = [];
    const channel = (index: number) => ({
      postMessage: (data: unknown) =>
        listeners.forEach((listener, i) => {
          if (i !== index) listener({data} as MessageEvent);
        }),
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => void (listeners[index] = listener),
    });
    const lockA = channelLock(channel(0) as unknown as BroadcastChannel);
    const lockB = channelLock(channel(1) as unknown as BroadcastChannel);
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      log.push(`${name} end`);
    };
    const a = lockA(task('a'));
    await vi.advanceTimersByTimeAsync(10);
    const b = lockB(task('b'));
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all([a, b]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});

describe('httpSender', () => {
  const signal = new AbortController().signal;

  it('POSTs {path, title, helpful, comment, timestamp, idempotencyKey} as JSON, the key also as a header', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, {status: 204}));
    await httpSender('https://feedback.example/api', fetchImpl as unknown as typeof fetch)({...payload(), extra: 'no'} as FeedbackPayload, 'key-1', signal);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://feedback.example/api');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({'Content-Type': 'application/json', 'Idempotency-Key': 'key-1'});
    expect(init.signal).toBe(signal);
    expect(JSON.parse(String(init.body))).toEqual({...payload(), idempotencyKey: 'key-1'});
    expect(Object.keys(JSON.parse(String(init.body)))).toEqual(['path', 'title', 'helpful', 'comment', 'timestamp', 'idempotencyKey']);
  });

  it('retries 5xx, 408 and 429, and gives up on other 4xx', async () => {
    for (const status of [500, 503, 408, 429]) {
      const send = httpSender('/api', (async () => new Response(null, {status})) as unknown as typeof fetch);
      await expect(send(payload(), 'k', signal)).rejects.not.toBeInstanceOf(PermanentFailure);
    }
    const send = httpSender('/api', (async () => new Response(null, {status: 400})) as unknown as typeof fetch);
    await expect(send(payload(), 'k', signal)).rejects.toBeInstanceOf(PermanentFailure);
  });
});

describe('feedback queue: a tab whose copy of storage is stale', () => {
  it('does not send what another tab delivered: the delivered log is read before each POST', async () => {
    // Two tabs, each with its own copy of localStorage (as Chromium caches it per tab): the second
    // copy still holds the entry after the first tab delivered it.
    const first = new MemoryStorage();
    const key = 'k-1';
    const queued = new FeedbackQueue({storage: first, send: async () => {}, isOnline: () => false, delivered: null});
    await queued.submit(payload(), key);
    const stale = new MemoryStorage();
    stale.setItem(QUEUE_KEY, first.getItem(QUEUE_KEY)!);

    const log = new Set<string>();
    const delivered = {has: async (k: string) => log.has(k), add: async (k: string) => void log.add(k)};
    const sent: string[] = [];
    const send: Sender = async (_payload, k) => {
      sent.push(k);
    };
    await new FeedbackQueue({storage: first, send, delivered}).start();
    await new FeedbackQueue({storage: stale, send, delivered}).start();
    expect(sent).toEqual([key]);
    expect(JSON.parse(stale.getItem(QUEUE_KEY)!)).toEqual([]);
  });
});
