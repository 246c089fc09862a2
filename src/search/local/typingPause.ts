/**
 * A pause in the reader's typing: no keystroke for TYPING_PAUSE_MS. The search client (./client.ts)
 * waits for one before it searches, so a search does not hold the next keystroke back. Keys typed
 * at 40 ms a key arrive 60-65 ms apart at 4x CPU (`npm run bench`, search-first-query), so such
 * typing has no pause; a reader who stops has one.
 */
export const TYPING_PAUSE_MS = 80;

/**
 * Resolves once the last keystroke (`lastKeyAt()`, read again each time, `-Infinity` for none)
 * is TYPING_PAUSE_MS in the past: at once when it already is.
 */
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
