import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  FeedbackQueue,
  PermanentFailure,
  QUEUE_KEY,
  MAX_AGE_MS,
  RETRY,
  httpSender,
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

  it('counts one submission once, however often it is submitted', async () => {
    const storage = new MemoryStorage();
    const queue = new FeedbackQueue({storage, send: flakySender(Infinity).send, isOnline: () => false});
    await queue.submit(payload());
    await queue.submit(payload());
    await queue.submit(payload({path: '/network/fees'}));
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

describe('httpSender', () => {
  it('POSTs exactly {path, title, helpful, comment, timestamp} as JSON', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, {status: 204}));
    await httpSender('https://feedback.example/api', fetchImpl as unknown as typeof fetch)({...payload(), extra: 'no'} as FeedbackPayload);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://feedback.example/api');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({'Content-Type': 'application/json'});
    expect(JSON.parse(String(init.body))).toEqual(payload());
    expect(Object.keys(JSON.parse(String(init.body)))).toEqual(['path', 'title', 'helpful', 'comment', 'timestamp']);
  });

  it('retries 5xx, 408 and 429, and gives up on other 4xx', async () => {
    for (const status of [500, 503, 408, 429]) {
      const send = httpSender('/api', (async () => new Response(null, {status})) as unknown as typeof fetch);
      await expect(send(payload())).rejects.not.toBeInstanceOf(PermanentFailure);
    }
    const send = httpSender('/api', (async () => new Response(null, {status: 400})) as unknown as typeof fetch);
    await expect(send(payload())).rejects.toBeInstanceOf(PermanentFailure);
  });
});
