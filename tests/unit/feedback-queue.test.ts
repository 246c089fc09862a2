import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import fc from 'fast-check';
import {
  FeedbackQueue,
  MAX_AGE_MS,
  MAX_QUEUED,
  PermanentFailure,
  QUEUE_KEY,
  REQUEST_TIMEOUT_MS,
  UNSAVED_RETRY_MS,
  httpSender,
  newIdempotencyKey,
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

/** The outbox as stored: its items. */
function storedItems(storage: StorageLike): {id: string; payload: FeedbackPayload}[] {
  return JSON.parse(storage.getItem(QUEUE_KEY)!).items;
}

/** A sender that records the key and payload of every POST, fails while `failing()` is true, and answers after `delayMs`. */
function recorder({failing = () => false, delayMs = 0}: {failing?: () => boolean; delayMs?: number} = {}) {
  const keys: string[] = [];
  const payloads: FeedbackPayload[] = [];
  const send: Sender = async (sent, sentKey) => {
    keys.push(sentKey);
    payloads.push(sent);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failing()) throw new Error('HTTP 500');
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

describe('FeedbackQueue', () => {
  it('stores a vote, sends it at once, and empties the outbox on success', async () => {
    const storage = new MemoryStorage();
    const endpoint = recorder();
    await new FeedbackQueue({storage, send: endpoint.send}).submit(payload(), key(1));
    expect(endpoint.keys).toEqual([key(1)]);
    expect(storedItems(storage)).toEqual([]);
  });

  it('the endpoint down: the vote stays stored, is not retried in the page, and the next visit delivers it under its key', async () => {
    const storage = new MemoryStorage();
    const down = recorder({failing: () => true});
    await new FeedbackQueue({storage, send: down.send}).submit(payload(), key(1));
    expect(storedItems(storage).map((item) => item.id)).toEqual([key(1)]);
    await vi.advanceTimersByTimeAsync(10 * UNSAVED_RETRY_MS);
    expect(down.keys).toEqual([key(1)]);
    const up = recorder();
    await new FeedbackQueue({storage, send: up.send}).flush();
    expect(up.keys).toEqual([key(1)]);
    expect(storedItems(storage)).toEqual([]);
  });

  it('a key is delivered once by a page, however often it is submitted', async () => {
    const endpoint = recorder();
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send: endpoint.send});
    await queue.submit(payload(), key(1));
    await queue.submit(payload(), key(1));
    expect(endpoint.keys).toEqual([key(1)]);
  });

  it('waits while offline and sends when the browser comes online', async () => {
    let online = false;
    const endpoint = recorder();
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send: endpoint.send, isOnline: () => online});
    await queue.submit(payload(), key(1));
    expect(endpoint.keys).toEqual([]);
    online = true;
    await queue.flush(); // what the `online` event does
    expect(endpoint.keys).toEqual([key(1)]);
  });

  it('drops a vote the endpoint refuses for good, and stored votes older than 30 days', async () => {
    const storage = new MemoryStorage();
    const old = {id: key(2), payload: payload({timestamp: new Date(NOW - MAX_AGE_MS - 1).toISOString()})};
    storage.setItem(QUEUE_KEY, JSON.stringify({version: 1, items: [old]}));
    const keys: string[] = [];
    const refusing: Sender = async (_p, sentKey) => {
      keys.push(sentKey);
      throw new PermanentFailure('400');
    };
    const queue = new FeedbackQueue({storage, send: refusing});
    await queue.submit(payload(), key(1));
    await queue.flush();
    expect(keys).toEqual([key(1)]);
    expect(storedItems(storage)).toEqual([]);
  });

  it('makes UUID v4 keys with crypto.randomUUID, and without it (an insecure context)', () => {
    const viaRandomUUID = newIdempotencyKey();
    vi.stubGlobal('crypto', {getRandomValues: crypto.getRandomValues.bind(crypto)});
    const viaRandomValues = [newIdempotencyKey(), newIdempotencyKey()];
    vi.unstubAllGlobals();
    for (const made of [viaRandomUUID, ...viaRandomValues]) expect(made).toMatch(UUID);
    expect(new Set([viaRandomUUID, ...viaRandomValues]).size).toBe(3);
  });

  it('two tabs coming back online deliver every stored vote, each only ever under its own key', async () => {
    const storage = new MemoryStorage();
    const offline = new FeedbackQueue({storage, send: recorder().send, isOnline: () => false});
    await offline.submit(payload(), key(1));
    await offline.submit(payload({path: '/network/fees'}), key(2));
    const tabA = recorder({delayMs: 300});
    const tabB = recorder({delayMs: 300});
    const rounds = Promise.all([new FeedbackQueue({storage, send: tabA.send}).flush(), new FeedbackQueue({storage, send: tabB.send}).flush()]);
    await vi.advanceTimersByTimeAsync(5_000);
    await rounds;
    // At least once: both tabs may send a vote; the endpoint deduplicates on the key.
    const sent = [...tabA.payloads.map((p, i) => [tabA.keys[i], p.path]), ...tabB.payloads.map((p, i) => [tabB.keys[i], p.path])] as [string, string][];
    expect(new Map(sent)).toEqual(new Map([[key(1), '/bridging/'], [key(2), '/network/fees']]));
    expect(storedItems(storage)).toEqual([]);
  });

  it('gives up on a hung POST after the timeout, sends the next vote, and sends the hung one again on the next flush', async () => {
    const keys: string[] = [];
    const send: Sender = (_payload, sentKey, signal) => {
      keys.push(sentKey);
      if (keys.length > 1) return Promise.resolve();
      return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    const storage = new MemoryStorage();
    storage.setItem(QUEUE_KEY, JSON.stringify({version: 1, items: [{id: key(1), payload: payload()}, {id: key(2), payload: payload()}]}));
    const queue = new FeedbackQueue({storage, send});
    void queue.flush();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(keys).toEqual([key(1)]);
    await vi.advanceTimersByTimeAsync(1);
    expect(keys).toEqual([key(1), key(2)]);
    await queue.flush();
    expect(keys).toEqual([key(1), key(2), key(1)]);
    expect(queue.items()).toEqual([]);
  });

  it('sends a vote cast while a POST is in flight in the same round', async () => {
    const endpoint = recorder({delayMs: 100});
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send: endpoint.send});
    const first = queue.submit(payload(), key(1));
    await vi.advanceTimersByTimeAsync(50);
    void queue.submit(payload(), key(2));
    await vi.advanceTimersByTimeAsync(200);
    await first;
    expect(endpoint.keys).toEqual([key(1), key(2)]);
  });

  it('a round never restarts itself: flush() called from inside every POST adds none', async () => {
    const keys: string[] = [];
    const send: Sender = async (_p, sentKey) => {
      keys.push(sentKey);
      void queue.flush();
      throw new Error('HTTP 500');
    };
    const queue: FeedbackQueue = new FeedbackQueue({storage: new MemoryStorage(), send});
    await queue.submit(payload(), key(1));
    expect(keys).toEqual([key(1)]);
  });

  it('a sender that throws instead of rejecting leaves the vote queued, with nothing unhandled', async () => {
    const storage = new MemoryStorage();
    const send = (() => {
      throw new Error('not a promise');
    }) as unknown as Sender;
    await new FeedbackQueue({storage, send}).submit(payload(), key(1));
    expect(storedItems(storage).map((item) => item.id)).toEqual([key(1)]);
  });
});

describe('a page in the back/forward cache', () => {
  it('keeps a held vote unsent until its hold ends, and lets its page take it back', async () => {
    const storage = new MemoryStorage();
    const endpoint = recorder();
    const queue = new FeedbackQueue({storage, send: endpoint.send});
    queue.hold(payload({comment: ''}), key(1), NOW + 60_000);
    const other = new FeedbackQueue({storage, send: endpoint.send});
    await other.flush();
    expect(endpoint.keys).toEqual([]);
    expect(queue.reclaim(key(1))).toBe(true);
    expect(storedItems(storage)).toEqual([]);
    queue.hold(payload({comment: ''}), key(1), NOW + 60_000);
    vi.setSystemTime(NOW + 60_001);
    await other.flush();
    expect(endpoint.keys).toEqual([key(1)]);
    expect(queue.reclaim(key(1))).toBe(false); // sent meanwhile
  });

  it('sends a held vote at once when storage refuses it', async () => {
    const endpoint = recorder();
    const queue = new FeedbackQueue({storage: blocked, send: endpoint.send});
    queue.hold(payload(), key(1), NOW + 60_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(endpoint.keys).toEqual([key(1)]);
    expect(queue.reclaim(key(1))).toBe(false);
  });

  it('sends the comment when a held vote is submitted again under its key', async () => {
    const storage = new MemoryStorage();
    const endpoint = recorder();
    const queue = new FeedbackQueue({storage, send: endpoint.send});
    queue.hold(payload({comment: ''}), key(1), NOW + 60_000);
    expect(queue.reclaim(key(1))).toBe(true);
    await queue.submit(payload({comment: 'Written after Back.'}), key(1));
    expect(endpoint.payloads.map((p) => p.comment)).toEqual(['Written after Back.']);
  });
});

describe('storage full or blocked: a vote lives in the page', () => {
  const dropping = () => {
    const storage = new MemoryStorage();
    storage.setItem = () => undefined; // a store that drops writes without an error
    return storage;
  };
  for (const [name, make] of [
    ['blocked', () => blocked],
    ['full', fullStorage],
    ['dropping writes', dropping],
    ['absent', () => null],
  ] as const) {
    it(`${name}: a failed vote is reported unsent, retried every 30 s while the page is open, and delivered`, async () => {
      let down = true;
      const endpoint = recorder({failing: () => down});
      const queue = new FeedbackQueue({storage: make(), send: endpoint.send});
      await queue.submit(payload(), key(1));
      expect(queue.notSent(key(1))).toBe(true);
      await vi.advanceTimersByTimeAsync(UNSAVED_RETRY_MS);
      expect(endpoint.keys).toEqual([key(1), key(1)]);
      down = false;
      await vi.advanceTimersByTimeAsync(UNSAVED_RETRY_MS);
      expect(endpoint.keys).toEqual([key(1), key(1), key(1)]);
      expect(queue.notSent(key(1))).toBe(false);
      expect(queue.items()).toEqual([]);
      queue.dispose();
    });
  }

  it('a stored vote that fails is not reported unsent: the next visit sends it', async () => {
    const queue = new FeedbackQueue({storage: new MemoryStorage(), send: recorder({failing: () => true}).send});
    await queue.submit(payload(), key(1));
    expect(queue.notSent(key(1))).toBe(false);
  });
});

describe('outbox read from storage', () => {
  it('sends only items with a valid key, path, vote and time, and never an empty key', async () => {
    const storage = new MemoryStorage();
    const valid = {id: key(1), payload: payload()};
    const items = [
      null,
      'x',
      {id: '', payload: payload()},
      {id: 'key-1', payload: payload()},
      {id: key(2), payload: payload({path: 'https://evil.example/'})},
      {id: key(3), payload: {...payload(), helpful: 'yes'}},
      {id: key(4), payload: payload({timestamp: 'yesterday'})},
      {id: key(5), payload: payload({comment: 'x'.repeat(2_001)})},
      valid,
    ];
    storage.setItem(QUEUE_KEY, JSON.stringify({version: 1, items}));
    const endpoint = recorder();
    await new FeedbackQueue({storage, send: endpoint.send}).flush();
    expect(endpoint.keys).toEqual([key(1)]);
  });

  it(`reads the newest ${MAX_QUEUED} items, and the bare array of the first version`, async () => {
    const storage = new MemoryStorage();
    storage.setItem(QUEUE_KEY, JSON.stringify(Array.from({length: 80}, (_, i) => ({id: key(i), payload: payload()}))));
    const endpoint = recorder();
    await new FeedbackQueue({storage, send: endpoint.send}).flush();
    expect(endpoint.keys).toEqual(Array.from({length: MAX_QUEUED}, (_, i) => key(i + 30)));
  });

  it('reads unreadable storage as an empty outbox', async () => {
    const storage = new MemoryStorage();
    storage.setItem(QUEUE_KEY, '{not json');
    const endpoint = recorder();
    const queue = new FeedbackQueue({storage, send: endpoint.send});
    expect(queue.items()).toEqual([]);
    await queue.submit(payload(), key(1));
    expect(endpoint.keys).toEqual([key(1)]);
  });
});

describe('outbox fuzz: 1,000 random stored values (seeded)', () => {
  it('no exception escapes, nothing invalid is sent, at most 50 stored items leave', async () => {
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
        await queue.flush();
        queue.dispose();
        expect(sent.length).toBeLessThanOrEqual(MAX_QUEUED);
        for (const [p, k] of sent) {
          expect(k).toMatch(uuid);
          expect(p.path.startsWith('/')).toBe(true);
          expect(typeof p.helpful).toBe('boolean');
          expect(typeof p.title).toBe('string');
          expect(typeof p.comment).toBe('string');
          expect(new Date(p.timestamp).toISOString()).toBe(p.timestamp);
        }
        expect(queue.items()).toEqual([]); // each valid one was sent
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
