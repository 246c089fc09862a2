import {describe, expect, it, vi, beforeEach} from 'vitest';

const loadHighlighter = vi.fn(() => Promise.resolve({}));
vi.mock('@site/src/lib/highlighter', () => ({loadHighlighter}));

const {withIdlePrefetch, idleScheduler, IDLE_SLICE_MS} = await import('@site/src/clientModules/idlePrefetch');

/** A scheduler the test drives: each idle period runs one queued callback with `budget` calls of time. */
function manualScheduler() {
  const pending: Array<(hasTime: () => boolean) => void> = [];
  return {
    schedule: (work: (hasTime: () => boolean) => void) => void pending.push(work),
    pending,
    runIdlePeriod(budget: number) {
      const work = pending.shift();
      if (!work) throw new Error('nothing scheduled');
      let left = budget;
      work(() => left-- > 0);
    },
  };
}

function fakeDocusaurus() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const api = Object.freeze({
    prefetch: (path: string) => void prefetched.push(path),
    preload: (path: string) => void preloaded.push(path),
  });
  return {api, prefetched, preloaded};
}

describe('idle prefetching (src/clientModules/idlePrefetch.ts)', () => {
  beforeEach(() => loadHighlighter.mockClear());

  it('queues prefetches and runs none until the browser is idle', () => {
    const {api, prefetched} = fakeDocusaurus();
    const idle = manualScheduler();
    const wrapped = withIdlePrefetch(api, idle.schedule);
    wrapped.prefetch('/a');
    wrapped.prefetch('/b');
    expect(prefetched).toEqual([]);
    expect(idle.pending).toHaveLength(1); // one idle callback for the whole batch
    idle.runIdlePeriod(10);
    expect(prefetched).toEqual(['/a', '/b']);
    expect(idle.pending).toHaveLength(0);
  });

  it('spreads a long queue over several idle periods, always making progress', () => {
    const {api, prefetched} = fakeDocusaurus();
    const idle = manualScheduler();
    const wrapped = withIdlePrefetch(api, idle.schedule);
    for (const path of ['/1', '/2', '/3', '/4', '/5']) wrapped.prefetch(path);
    idle.runIdlePeriod(0); // no time left: still one prefetch
    expect(prefetched).toEqual(['/1']);
    idle.runIdlePeriod(1);
    expect(prefetched).toEqual(['/1', '/2', '/3']);
    idle.runIdlePeriod(5);
    expect(prefetched).toEqual(['/1', '/2', '/3', '/4', '/5']);
    expect(idle.pending).toHaveLength(0);
  });

  it('does not queue the same route twice while it waits', () => {
    const {api, prefetched} = fakeDocusaurus();
    const idle = manualScheduler();
    const wrapped = withIdlePrefetch(api, idle.schedule);
    wrapped.prefetch('/a');
    wrapped.prefetch('/a');
    idle.runIdlePeriod(10);
    expect(prefetched).toEqual(['/a']);
  });

  it('keeps going after a prefetch throws', () => {
    const idle = manualScheduler();
    const prefetched: string[] = [];
    const api = {
      prefetch: (path: string) => {
        if (path === '/bad') throw new Error('no chunk');
        prefetched.push(path);
      },
      preload: () => undefined,
    };
    const wrapped = withIdlePrefetch(api, idle.schedule);
    wrapped.prefetch('/bad');
    wrapped.prefetch('/good');
    idle.runIdlePeriod(10);
    expect(prefetched).toEqual(['/good']);
  });

  it('preloads at once, and fetches the highlighter on the first preload only', () => {
    const {api, preloaded} = fakeDocusaurus();
    const wrapped = withIdlePrefetch(api, manualScheduler().schedule);
    wrapped.preload('/a');
    wrapped.preload('/b');
    expect(preloaded).toEqual(['/a', '/b']);
    expect(loadHighlighter).toHaveBeenCalledTimes(1);
  });

  it('ends a slice after IDLE_SLICE_MS even when the idle period has time left, and at its deadline', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let remaining = 49;
    const callbacks: Array<(deadline: {didTimeout: boolean; timeRemaining: () => number}) => void> = [];
    vi.stubGlobal('window', {requestIdleCallback: (callback: (typeof callbacks)[number]) => void callbacks.push(callback)});
    try {
      const checks: boolean[] = [];
      idleScheduler((hasTime) => {
        for (let i = 0; i < 20; i++) {
          checks.push(hasTime());
          now += 1; // each prefetch takes 1 ms
        }
      });
      callbacks.shift()!({didTimeout: false, timeRemaining: () => remaining});
      // A 49 ms idle period, but the slice stops after IDLE_SLICE_MS.
      expect(checks.indexOf(false)).toBe(IDLE_SLICE_MS);

      const second: boolean[] = [];
      idleScheduler((hasTime) => {
        second.push(hasTime());
        remaining = 0.5; // the browser needs the thread back
        second.push(hasTime());
      });
      callbacks.shift()!({didTimeout: false, timeRemaining: () => remaining});
      expect(second).toEqual([true, false]);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('returns a new object (the original is frozen) and does not wrap twice', () => {
    const {api} = fakeDocusaurus();
    const wrapped = withIdlePrefetch(api, manualScheduler().schedule);
    expect(wrapped).not.toBe(api);
    expect(withIdlePrefetch(wrapped)).toBe(wrapped);
  });
});
