/**
 * One feedback round at a time across the reader's tabs. Two tabs that come back online together
 * both start a round over the same stored queue; run one after the other, the second re-reads the
 * queue and finds that the first has delivered (and removed) everything.
 * - Web Locks (`navigator.locks`, every current browser): an exclusive lock named after the queue.
 * - Without them: a BroadcastChannel announces the rounds of each tab; a tab that heard another
 *   one start waits until it hears that round end (or for ROUND_GRACE_MS, if that tab died).
 * - Without either (server rendering, very old browsers): rounds run as they come; the
 *   idempotency key lets the endpoint drop a second copy.
 */
export type Lock = <T>(task: () => Promise<T>) => Promise<T>;

const NAME = 'etherlink-feedback:outbox';
/** Longer than one POST with its timeout: a round that says nothing for this long is over. */
export const ROUND_GRACE_MS = 15_000;

interface LocksLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function webLocks(): LocksLike | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as {locks?: LocksLike}).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** A lock over a BroadcastChannel: not atomic like Web Locks, but it keeps tabs from overlapping. */
export function channelLock(channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>): Lock {
  const me = Math.random().toString(36).slice(2);
  const busy = new Map<string, number>(); // other tab -> when its round started
  let local: Promise<unknown> = Promise.resolve();
  channel.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as {tab?: string; round?: 'start' | 'end'} | null;
    if (!data?.tab || data.tab === me) return;
    if (data.round === 'start') busy.set(data.tab, Date.now());
    else busy.delete(data.tab);
  });
  const othersBusy = () => Array.from(busy.values()).some((since) => Date.now() - since < ROUND_GRACE_MS);
  const waitForOthers = async () => {
    while (othersBusy()) await new Promise((resolve) => setTimeout(resolve, 250));
  };
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = local.then(async () => {
      await waitForOthers();
      channel.postMessage({tab: me, round: 'start'});
      try {
        return await task();
      } finally {
        channel.postMessage({tab: me, round: 'end'});
      }
    });
    local = run.catch(() => undefined);
    return run;
  };
}

let fallback: Lock | null = null;

/** The lock the queue uses by default. */
export const exclusive: Lock = (task) => {
  const locks = webLocks();
  if (locks) return locks.request(NAME, task);
  if (!fallback) {
    fallback =
      typeof window !== 'undefined' && typeof BroadcastChannel === 'function'
        ? channelLock(new BroadcastChannel(NAME))
        : <T>(next: () => Promise<T>) => next();
  }
  return fallback(task);
};
