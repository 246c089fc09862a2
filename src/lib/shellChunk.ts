/**
 * Components that render only after a click or a failure (the dialogs' light shells and the
 * search's load-failure dialog), each in a small chunk requested right after main.js has run, so
 * it is normally there before the reader can tap (an earlier tap still opens it once it arrives).
 * main.js, which every page runs before it can hydrate, is 1.9 KB gzip smaller (first-load JS
 * 136.7 -> 134.9 KB); requesting them from inside main.js made its start-up task longer (median
 * 135 -> 122 ms at 4x CPU, 10 traced loads of `/`).
 */
import {useEffect, useLayoutEffect, useState, type ComponentType} from 'react';
import {loadOnce} from './loadOnce';
import {holdTyping} from './holdTyping';

export interface ShellChunk<P> {
  /** The component once its chunk has run; null before. */
  loaded: () => ComponentType<P> | null;
  /** Loads the chunk (once; again after a failure). */
  load: () => Promise<ComponentType<P>>;
}

export function shellChunk<P>(importer: () => Promise<{default: ComponentType<P>}>): ShellChunk<P> {
  let component: ComponentType<P> | null = null;
  const load = loadOnce(() => importer().then((module) => (component = module.default)));
  if (typeof window !== 'undefined') {
    // In a task of its own, right after main.js has run: a request made while main.js runs is
    // part of its one long start-up task (each script request costs that task a few ms at 4x CPU).
    setTimeout(() => {
      load().catch(() => {
        // Tried again when a shell is wanted; the dialog's own load failure is what the reader sees.
      });
    }, 0);
  }
  return {loaded: () => component, load};
}

/**
 * The shell's component while `wanted`, once its chunk has run (re-renders when it arrives). With
 * `onTyped` (a stable function), what the reader types while the shell is wanted but its chunk is
 * still on the way goes to it (./holdTyping.ts) rather than to the page.
 */
export function useShell<P>(chunk: ShellChunk<P>, wanted: boolean, onTyped?: Parameters<typeof holdTyping>[0]): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const ready = component ?? chunk.loaded();
  // In a layout effect: the open's render commits before the browser hands over the next key.
  useLayoutEffect(() => {
    if (wanted && !ready && onTyped) return holdTyping(onTyped);
  }, [wanted, ready, onTyped]);
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    chunk.load().then(
      (loaded) => {
        if (current) setComponent(() => loaded);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [chunk, wanted, ready]);
  return wanted ? ready : null;
}
