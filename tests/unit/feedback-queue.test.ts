import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import fc from 'fast-check';
import {
  FeedbackQueue,
  MAX_QUEUED,
  MAX_STORED_PER_PAGE,
  OUTBOX_VERSION,
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

/** Storage as a browser that blocks site data gives it: every access throws. */
const blocked: StorageLike = {
  getItem: () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  },
  removeItem: () => undefined,
};

/** Storage that is full: reads work, every write throws. */
function fullStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return storage;
}

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A valid idempotency key, numbered (the queue accepts UUIDs only). */
const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function payload(overrides: Partial<FeedbackPayload> = {}): FeedbackPayload {
  return {path: '/bridging/', title: 'Bridging tokens', helpful: true, comment: 'Clear.', timestamp: new Date(NOW).toISOString(), ...overrides};
}

/** The outbox as stored: its items, whatever the format. */
function storedItems(storage: StorageLike): {id: string; payload: FeedbackPayload; attempts: number}[] {
  const state = JSON.parse(storage.getItem(QUEUE_KEY)!);
  expect(state.version).toBe(OUTBOX_VERSION);
  return state.items;
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

/** A sender that records the key and payload of every POST and answers after `delayMs`. */
function keyedSender(delayMs = 0) {
  const keys: string[] = [];
  const payloads: FeedbackPayload[] = [];
  const send: Sender = async (sent, sentKey) => {
    keys.push(sentKey);
    payloads.push(sent);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  };
  return {send, keys, payloads};
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
  it('sends at once and empties the outbox on success', async () => {
    const storage = new MemoryStorage();
    const {send, calls} = flakySender(0);
    await new FeedbackQueue({storage, send}).submit(payload());
    expect(calls).toEqual([NOW]);
    expect(storedItems(storage)).toEqual([]);
  });

  it('retries 3 times after 1 s, 2 s and 4 s, then keeps the entry for a later visit', async () => {
    const storage = new MemoryStorage();
    const {send, calls} = flakySender(Infinity);
    const queue = new FeedbackQueue({storage, send});
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.map((t) => t - NOW)).toEqual([0, 1000, 3000, 7000]);
    const stored = storedItems(storage);
    expect(stored).toHaveLength(1);
    expect(stored[0].attempts).toBe(4);
    expect(stored[0].payload).toEqual(payload());
    queue.dispose();
  });

  it('delivers on the next visit what an earlier visit could not', async () => {
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
    await queue.submit(payload(), key(1));
    await queue.submit(payload(), key(1));
    await queue.submit(payload({path: '/network/fees'}), key(2));
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
    storage.setItem(QUEUE_KEY, JSON.stringify({version: OUTBOX_VERSION, items: [{id: key(9), payload: old, attempts: 9}]}));
    const {send, calls} = flakySender(0);
    await new FeedbackQueue({storage, send, onGiveUp: (item, reason) => given.push(`${item.payload.path}:${reason}`)}).start();
    expect(calls).toHaveLength(0);
    expect(given).toEqual(['/bridging/:rejected', '/old:expired']);
  });

  it('reads corrupted storage as an empty outbox and rewrites it; works without storage', async () => {
    const storage = new MemoryStorage();
    storage.setItem(QUEUE_KEY, '{not json');
    const {send, calls} = flakySender(0);
    await new FeedbackQueue({storage, send}).start();
    expect(calls).toHaveLength(0);
    expect(storedItems(storage)).toEqual([]);

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

describe('one key per vote', () => {
  it('gives every submission its own idempotency key, and every retry the same one', async () => {
    const keys: string[] = [];
    const send: Sender = async (_payload, sentKey) => {
      keys.push(sentKey);
      if (keys.length === 1) throw new Error('HTTP 500');
    };
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send});
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

  it('two tabs coming back online deliver every stored vote, each only ever under its own key', async () => {
    const storage = new MemoryStorage();
    const offline = new FeedbackQueue({storage, send: keyedSender().send, isOnline: () => false});
    await offline.submit(payload(), key(1));
    await offline.submit(payload({path: '/network/fees'}), key(2));
    const tabA = keyedSender(300);
    const tabB = keyedSender(300);
    const a = new FeedbackQueue({storage, send: tabA.send});
    const b = new FeedbackQueue({storage, send: tabB.send});
    const rounds = Promise.all([a.start(), b.start()]); // both `online` events at once
    await vi.advanceTimersByTimeAsync(5_000);
    await rounds;
    // At least once: both tabs may send a vote; the endpoint deduplicates on the key.
    const sent = [...tabA.payloads.map((p, i) => [p.path, tabA.keys[i]]), ...tabB.payloads.map((p, i) => [p.path, tabB.keys[i]])];
    expect(new Map(sent.map(([path, sentKey]) => [sentKey, path]))).toEqual(
      new Map([
        [key(1), '/bridging/'],
        [key(2), '/network/fees'],
      ]),
    );
    expect(storedItems(storage)).toEqual([]);
  });

  it('times out a hung POST, delivers later votes, and retries the hung one under its own key', async () => {
    const keys: string[] = [];
    const send: Sender = (_payload, sentKey, signal) => {
      keys.push(sentKey);
      if (keys.length > 1) return Promise.resolve();
      return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))); // hangs
    };
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send});
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
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send});
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
    const hidden = new FeedbackQueue({storage, send: keyedSender().send});
    hidden.hold(payload({comment: ''}), key(7), NOW + 60_000);
    const other = keyedSender();
    const otherPage = new FeedbackQueue({storage, send: other.send});
    await otherPage.start();
    expect(other.keys).toEqual([]);
    expect(hidden.reclaim(key(7))).toBe(true); // Back: the page has its vote again
    expect(storedItems(storage)).toEqual([]);

    hidden.hold(payload({comment: ''}), key(7), NOW + 60_000);
    vi.setSystemTime(NOW + 60_001); // the page never came back
    await otherPage.start();
    expect(other.keys).toEqual([key(7)]);
    expect(hidden.reclaim(key(7))).toBe(false); // too late: delivered, without comment
  });

  it('sends a held vote at once when storage refuses it, and its page then knows it was sent', async () => {
    const {send, keys} = keyedSender();
    const queue = new FeedbackQueue({storage: fullStorage(), send});
    queue.hold(payload({comment: ''}), key(7), NOW + 60_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(keys).toEqual([key(7)]);
    expect(queue.reclaim(key(7))).toBe(false);
  });

  it('sends the comment when a held vote is submitted again under its key', async () => {
    const storage = new MemoryStorage();
    const sent: FeedbackPayload[] = [];
    const queue = new FeedbackQueue({storage, send: async (p) => void sent.push(p)});
    queue.hold(payload({comment: ''}), key(3), NOW + 60_000);
    await queue.submit(payload({comment: 'Written after Back.'}), key(3));
    expect(sent.map((p) => p.comment)).toEqual(['Written after Back.']);
  });
});

describe('storage full or blocked: a vote lives in the page', () => {
  for (const [name, make] of [
    ['full', fullStorage],
    ['blocked', () => blocked],
  ] as const) {
    it(`(${name}) retries for as long as the page is open, says it has not been sent, and delivers when the endpoint answers`, async () => {
      let up = false;
      const calls: number[] = [];
      const send: Sender = async () => {
        calls.push(Date.now() - NOW);
        if (!up) throw new Error('HTTP 503');
      };
      const queue = new FeedbackQueue({storage: make(), send});
      await queue.submit(payload(), key(1));
      // Ten minutes of a dead endpoint: well past the 3 retries a stored vote gets, never faster than 30 s apart.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(calls.slice(0, 7)).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000, 61_000]);
      expect(calls.length).toBeGreaterThan(20);
      expect(queue.notSent(key(1))).toBe(true); // the widget says so
      const changes = vi.fn();
      queue.subscribe(changes);
      up = true;
      await vi.advanceTimersByTimeAsync(30_000);
      expect(changes).toHaveBeenCalled();
      expect(queue.notSent(key(1))).toBe(false);
      expect(queue.items()).toEqual([]);
      const after = calls.length;
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(calls).toHaveLength(after); // delivered: no more retries
    });
  }

  it('a stored vote that fails is not reported as unsent: the next visit sends it', async () => {
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send: flakySender(Infinity).send});
    await queue.submit(payload(), key(1));
    expect(queue.notSent(key(1))).toBe(false);
    queue.dispose();
  });

  it('a storage that drops writes without an error counts as refusing them', async () => {
    const silent: StorageLike = {getItem: () => null, setItem: () => undefined, removeItem: () => undefined};
    const queue = new FeedbackQueue({storage: silent, send: flakySender(Infinity).send});
    await queue.submit(payload(), key(1));
    expect(queue.notSent(key(1))).toBe(true);
    queue.dispose();
  });

  it('a round never restarts itself: flush() called from inside every attempt adds no POST', async () => {
    const calls: number[] = [];
    const send: Sender = (_payload, _key, signal) => {
      calls.push(Date.now());
      // A spinning loop would never let the test's clock move: past 10 calls, hang (until the timeout) instead.
      if (calls.length > 10) return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
      return Promise.reject(new Error('HTTP 503'));
    };
    const queue = new FeedbackQueue({storage: blocked, send});
    queue.subscribe(() => void queue.flush());
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(7_999);
    expect(calls.map((t) => t - NOW)).toEqual([0, 1000, 3000, 7000]);
    queue.dispose();
  });

  it('a sender that throws instead of rejecting is retried on schedule, with nothing left unhandled', async () => {
    let calls = 0;
    const send: Sender = () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    };
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send});
    await queue.submit(payload());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2); // a timeout left running would reject now, unhandled
    expect(calls).toBe(4);
    queue.dispose();
  });
});

describe('outbox read from storage', () => {
  const item = (n: number, overrides: Record<string, unknown> = {}) => ({id: key(n), payload: payload({path: `/page-${n}`}), attempts: 0, ...overrides});
  const store = (storage: StorageLike, value: unknown) => storage.setItem(QUEUE_KEY, JSON.stringify(value));

  it('drops items without a valid key, path or vote, sends the rest, and rewrites the stored state', async () => {
    const storage = new MemoryStorage();
    store(storage, {
      version: OUTBOX_VERSION,
      items: [
        item(1, {id: ''}),
        item(2, {payload: {...payload(), path: 'https://evil.example/'}}),
        item(3, {payload: {...payload(), helpful: 'yes'}}),
        item(4, {id: 42}),
        null,
        'text',
        item(5),
      ],
    });
    const {send, keys, payloads} = keyedSender();
    const queue = new FeedbackQueue({storage, send, isOnline: () => false});
    expect(queue.items().map((entry) => entry.id)).toEqual([key(5)]);
    expect(storedItems(storage).map((entry) => entry.id)).toEqual([key(5)]);
    await new FeedbackQueue({storage, send}).start();
    expect(keys).toEqual([key(5)]);
    expect(payloads[0].path).toBe('/page-5');
  });

  it('never POSTs an empty key (it was sent as "")', async () => {
    const storage = new MemoryStorage();
    store(storage, [item(1, {id: ''})]);
    const {send, keys} = keyedSender();
    await new FeedbackQueue({storage, send}).start();
    expect(keys).toEqual([]);
  });

  it(`sends at most ${MAX_STORED_PER_PAGE} stored items per page life, oldest first, the rest on the next page`, async () => {
    const storage = new MemoryStorage();
    store(storage, Array.from({length: 300}, (_, n) => item(n)));
    const first = keyedSender();
    const page1 = new FeedbackQueue({storage, send: first.send});
    await page1.start();
    await page1.submit(payload({path: '/own-vote'}), key(999)); // a vote cast on this page is not held back
    await page1.start(); // an `online` event later in the same page
    await vi.advanceTimersByTimeAsync(60_000);
    const kept = Array.from({length: MAX_QUEUED}, (_, n) => key(300 - MAX_QUEUED + n)); // the newest 50
    expect(first.keys).toEqual([...kept.slice(0, MAX_STORED_PER_PAGE), key(999)]);
    expect(storedItems(storage).map((entry) => entry.id)).toEqual(kept.slice(MAX_STORED_PER_PAGE));

    const second = keyedSender();
    await new FeedbackQueue({storage, send: second.send}).start();
    expect(second.keys).toEqual(kept.slice(MAX_STORED_PER_PAGE, 2 * MAX_STORED_PER_PAGE));
  });

  it(`never stores more than ${MAX_QUEUED} items`, async () => {
    const storage = new MemoryStorage();
    const queue = new FeedbackQueue({storage, send: keyedSender().send, isOnline: () => false});
    for (let n = 0; n < MAX_QUEUED + 10; n += 1) await queue.submit(payload({path: `/p${n}`}), key(n));
    expect(storedItems(storage)).toHaveLength(MAX_QUEUED);
    expect(storedItems(storage)[0].id).toBe(key(10));
  });

  it('reads the unversioned array of earlier versions and rewrites it with a version', async () => {
    const storage = new MemoryStorage();
    store(storage, [item(1)]);
    const queue = new FeedbackQueue({storage, send: keyedSender().send, isOnline: () => false});
    expect(queue.items().map((entry) => entry.id)).toEqual([key(1)]);
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toEqual({version: OUTBOX_VERSION, items: [item(1)]});
  });

  it('leaves a newer version of the outbox alone, and still sends the votes cast here', async () => {
    const storage = new MemoryStorage();
    const newer = JSON.stringify({version: OUTBOX_VERSION + 1, items: [item(1)], more: 'fields'});
    storage.setItem(QUEUE_KEY, newer);
    const {send, keys} = keyedSender();
    const queue = new FeedbackQueue({storage, send});
    await queue.start();
    await queue.submit(payload(), key(2));
    expect(keys).toEqual([key(2)]);
    expect(storage.getItem(QUEUE_KEY)).toBe(newer);
  });
});

describe('outbox fuzz: 1,000 random stored values (seeded)', () => {
  it('no exception escapes, nothing invalid is sent, at most 20 stored items leave, the state is rewritten valid', async () => {
    vi.useRealTimers();
    /** A field: mostly a valid value, sometimes any JSON value. */
    const field = <T>(valid: fc.Arbitrary<T>) => fc.oneof({weight: 3, arbitrary: valid}, {weight: 1, arbitrary: fc.jsonValue()});
    const validPayload = fc.record({
      path: field(fc.constantFrom('/bridging/', '/network/fees', '', 'bridging', 'https://evil.example/')),
      title: field(fc.string({maxLength: 20})),
      helpful: field(fc.boolean()),
      comment: field(fc.string({maxLength: 20})),
      timestamp: field(fc.constantFrom(new Date().toISOString(), '2026-13-45', 'yesterday')),
    });
    const item = fc.record(
      {id: field(fc.oneof(fc.uuid({version: 4}), fc.constantFrom('', 'key-1'))), payload: field(validPayload), attempts: field(fc.nat(9)), holdUntil: field(fc.integer())},
      {requiredKeys: []},
    );
    const stored = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string().filter((text) => text.length > 0),
      fc.array(field(item), {maxLength: 80}).map((items) => JSON.stringify(items)),
      fc
        .record({version: field(fc.constantFrom(0, 1, 2, '1')), items: field(fc.array(field(item), {maxLength: 80}))})
        .map((state) => JSON.stringify(state)),
    );
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
    await fc.assert(
      fc.asyncProperty(stored, async (text) => {
        const storage = new MemoryStorage();
        storage.setItem(QUEUE_KEY, text);
        const sent: [FeedbackPayload, string][] = [];
        const queue = new FeedbackQueue({storage, send: async (p, k) => void sent.push([p, k])});
        await queue.start();
        queue.dispose();
        expect(sent.length).toBeLessThanOrEqual(MAX_STORED_PER_PAGE);
        for (const [p, k] of sent) {
          expect(k).toMatch(uuid);
          expect(p.path.startsWith('/')).toBe(true);
          expect(typeof p.helpful).toBe('boolean');
          expect(typeof p.title).toBe('string');
          expect(typeof p.comment).toBe('string');
          expect(new Date(p.timestamp).toISOString()).toBe(p.timestamp);
        }
        const after = storage.getItem(QUEUE_KEY)!;
        const state = JSON.parse(after);
        if (state?.version === 2) expect(after).toBe(text); // a newer version's state is left alone
        else {
          expect(state.version).toBe(OUTBOX_VERSION);
          expect(state.items.length).toBeLessThanOrEqual(MAX_QUEUED);
          for (const entry of state.items) expect(entry.id).toMatch(uuid);
        }
      }),
      {seed: 20_261_126, numRuns: 1_000},
    );
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
