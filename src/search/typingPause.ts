/**
 * A pause in the reader's typing: no keystroke for TYPING_PAUSE_MS. Work that would hold a
 * keystroke back waits for one: a search (./client.ts, ./ShellResults.tsx). Keys typed at 40 ms a
 * key arrive 60-65 ms apart at 4x CPU (`npm run bench`, search-first-query), so such typing has no
 * pause; a reader who stops has one.
 *
 * Kept free of imports: LocalSearchBar is in every page's first-load JS.
 */
export const TYPING_PAUSE_MS = 80;

/**
 * How long the reader has stopped typing (or, with nothing typed, has left the shell alone) before
 * DocSearch's modal takes over from the search shell (LocalSearchBar). Mounting it is one 64-88 ms
 * task at 4x CPU, which a keystroke must not meet: the shell shows the hits meanwhile (first results
 * 130-170 ms after the last key), so the modal can wait until the reader has clearly stopped. Taking
 * over at once put that task on the first keys (slowest keystroke up to 112-120 ms on `/`).
 */
export const TAKEOVER_PAUSE_MS = 300;

/**
 * Resolves once the last keystroke (`lastKeyAt()`, read again each time, `-Infinity` for none)
 * is `pauseMs` in the past: at once when it already is.
 */
export function whenTypingPauses(
  lastKeyAt: () => number,
  now: () => number = () => performance.now(),
  pauseMs: number = TYPING_PAUSE_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const wait = lastKeyAt() + pauseMs - now();
      if (wait <= 0) resolve();
      else setTimeout(check, wait);
    };
    check();
  });
}
