import {describe, expect, it, vi, beforeEach} from 'vitest';

const loadHighlighter = vi.fn(() => Promise.resolve({}));
vi.mock('@site/src/lib/highlighter', () => ({loadHighlighter}));

const {withIdlePrefetch} = await import('@site/src/clientModules/idlePrefetch');

/** An idle scheduler the test drives. */
function manualScheduler() {
  const pending: Array<() => void> = [];
  return {
    schedule: (work: () => void) => void pending.push(work),
    pending,
    runIdle: () => pending.splice(0).forEach((work) => work()),
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

const NORMAL = {wanted: () => true, sparing: () => false};

describe('idle prefetching (src/clientModules/idlePrefetch.ts)', () => {
  beforeEach(() => loadHighlighter.mockClear());

  it('prefetches nothing until the browser is idle, and only the wanted routes', () => {
    const {api, prefetched} = fakeDocusaurus();
    const idle = manualScheduler();
    const wrapped = withIdlePrefetch(api, idle.schedule, {...NORMAL, wanted: (path) => path === '/next'});
    expect(wrapped.prefetch('/other')).toBe(false);
    expect(wrapped.prefetch('/next')).toBe(true);
    expect(prefetched).toEqual([]);
    idle.runIdle();
    expect(prefetched).toEqual(['/next']);
  });

  it('prefetches nothing while the browser asks to spare data; preloading still works', () => {
    const {api, prefetched, preloaded} = fakeDocusaurus();
    const idle = manualScheduler();
    const wrapped = withIdlePrefetch(api, idle.schedule, {...NORMAL, sparing: () => true});
    expect(wrapped.prefetch('/a')).toBe(false);
    expect(idle.pending).toHaveLength(0);
    wrapped.preload('/a');
    expect(prefetched).toEqual([]);
    expect(preloaded).toEqual(['/a']);
  });

  it('a prefetch that throws costs nothing else', () => {
    const idle = manualScheduler();
    const api = Object.freeze({
      prefetch: (path: string) => {
        throw new Error(`no route ${path}`);
      },
      preload: (path: string) => path,
    });
    withIdlePrefetch(api, idle.schedule, NORMAL).prefetch('/a');
    expect(() => idle.runIdle()).not.toThrow();
  });

  it('preloads at once, and asks for the highlighter (which loads once, src/lib/loadOnce.ts)', () => {
    const {api, preloaded} = fakeDocusaurus();
    const wrapped = withIdlePrefetch(api, manualScheduler().schedule, NORMAL);
    wrapped.preload('/a');
    wrapped.preload('/b');
    expect(preloaded).toEqual(['/a', '/b']);
    expect(loadHighlighter).toHaveBeenCalled();
  });

  it('returns a new object (the original is frozen) and does not wrap twice', () => {
    const {api} = fakeDocusaurus();
    const wrapped = withIdlePrefetch(api, manualScheduler().schedule, NORMAL);
    expect(wrapped).not.toBe(api);
    expect(withIdlePrefetch(wrapped)).toBe(wrapped);
  });
});
