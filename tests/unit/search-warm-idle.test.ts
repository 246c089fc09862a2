import {describe, expect, it, vi} from 'vitest';
import {NO_IDLE_CALLBACK_DELAY_MS, warmWhenIdle, type IdleHost} from '../../src/search/warmWhenIdle';

/** A window whose load event, idle callbacks and timers the test fires by hand. */
function fakeHost({
  readyState = 'loading',
  saveData = false,
  idle = true,
  effectiveType = '4g',
  connection = true,
}: {readyState?: DocumentReadyState; saveData?: boolean; idle?: boolean; effectiveType?: string; connection?: boolean} = {}) {
  const loadListeners = new Set<() => void>();
  const idleCallbacks = new Map<number, () => void>();
  const timers = new Map<number, {callback: () => void; ms: number}>();
  let next = 1;
  const host: IdleHost = {
    document: {readyState},
    navigator: connection ? {connection: {saveData, effectiveType}} : {},
    addEventListener: (_type, listener) => void loadListeners.add(listener),
    removeEventListener: (_type, listener) => void loadListeners.delete(listener),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void) => {
            idleCallbacks.set(next, callback);
            return next++;
          },
          cancelIdleCallback: (handle: number) => void idleCallbacks.delete(handle),
        }
      : {}),
    setTimeout: (callback, ms) => {
      timers.set(next, {callback, ms});
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle),
  };
  return {
    host,
    load: () => {
      host.document.readyState = 'complete';
      for (const listener of [...loadListeners]) listener();
      loadListeners.clear();
    },
    goIdle: () => {
      for (const [handle, callback] of [...idleCallbacks]) {
        idleCallbacks.delete(handle);
        callback();
      }
    },
    timers,
  };
}

describe('the search index loads once the page is idle', () => {
  it('not while the page loads: after the load event, in the first idle period', () => {
    const warm = vi.fn();
    const page = fakeHost();
    warmWhenIdle(warm, page.host);
    page.goIdle();
    expect(warm).not.toHaveBeenCalled();
    page.load();
    expect(warm).not.toHaveBeenCalled();
    page.goIdle();
    expect(warm).toHaveBeenCalledTimes(1);
    page.goIdle();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('a page already loaded waits only for idle time', () => {
    const warm = vi.fn();
    const page = fakeHost({readyState: 'complete'});
    warmWhenIdle(warm, page.host);
    expect(warm).not.toHaveBeenCalled();
    page.goIdle();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), a while after the load event', () => {
    const warm = vi.fn();
    const page = fakeHost({idle: false});
    warmWhenIdle(warm, page.host);
    expect(page.timers.size).toBe(0);
    page.load();
    const [timer] = [...page.timers.values()];
    expect(timer!.ms).toBe(NO_IDLE_CALLBACK_DELAY_MS);
    timer!.callback();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('Save-Data: nothing loads until the reader reaches for search', () => {
    const warm = vi.fn();
    const page = fakeHost({saveData: true});
    warmWhenIdle(warm, page.host);
    page.load();
    page.goIdle();
    expect(warm).not.toHaveBeenCalled();
  });

  it('on a 3g or slower connection, or where the browser does not tell: nothing loads until the reader reaches for search', () => {
    for (const page of [fakeHost({effectiveType: '3g'}), fakeHost({effectiveType: '2g'}), fakeHost({connection: false})]) {
      const warm = vi.fn();
      warmWhenIdle(warm, page.host);
      page.load();
      page.goIdle();
      for (const timer of page.timers.values()) timer.callback();
      expect(warm).not.toHaveBeenCalled();
    }
  });

  it('cancelled (the search bar unmounted) before the idle period: nothing loads', () => {
    const warm = vi.fn();
    const page = fakeHost();
    const cancel = warmWhenIdle(warm, page.host);
    page.load();
    cancel();
    page.goIdle();
    expect(warm).not.toHaveBeenCalled();
  });
});
