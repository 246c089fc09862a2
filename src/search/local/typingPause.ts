import {censusOff} from '@site/src/lib/census';

/**
 * A pause in the reader's typing, which the search client waits for so that a search does not hold
 * the next key back: keys typed at 40 ms a key arrive 60-65 ms apart at 4x CPU.
 */
export const TYPING_PAUSE_MS = censusOff('search-typing-pause') ? 0 : 80;

/** Resolves once the last keystroke (`lastKeyAt()`, read again each time) is TYPING_PAUSE_MS in the past. */
export function whenTypingPauses(lastKeyAt: () => number, now: () => number = () => performance.now()): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const wait = lastKeyAt() + TYPING_PAUSE_MS - now();
      if (wait <= 0) resolve();
      else setTimeout(check, wait);
    };
    check();
  });
}
