/**
 * A pause in the reader's typing: no keystroke for TYPING_PAUSE_MS. Work that would hold a
 * keystroke back waits for one: a search (./client.ts) and the search modal taking over from
 * its shell (LocalSearchBar). Keys typed at 40 ms a key arrive 60-65 ms apart at 4x CPU
 * (`npm run bench`, search-first-query), so such typing has no pause; a reader who stops has one.
 *
 * Kept free of imports: LocalSearchBar is in every page's first-load JS.
 */
export const TYPING_PAUSE_MS = 80;

/**
 * How long the search modal waits for a first key in an empty shell before it takes over anyway.
 * A reader who has just tapped the search button is about to type: taking over at once put the
 * modal's mount (one 64-88 ms task at 4x CPU) on the first keys, the slowest keystroke of the
 * first search (`npm run bench`, search-first-query: 48-104 ms medians per page, 24 ms with this
 * wait). A reader who has not typed for this long is reading the empty dialog, and gets its
 * recent searches then.
 */
export const FIRST_KEY_WAIT_MS = 1000;

/**
 * Resolves once the last keystroke (`lastKeyAt()`, read again each time, `-Infinity` for none)
 * is TYPING_PAUSE_MS in the past: at once when it already is. With `noKeyUntil`, while nothing has
 * been typed it waits until that time instead.
 */
export function whenTypingPauses(
  lastKeyAt: () => number,
  now: () => number = () => performance.now(),
  noKeyUntil = -Infinity,
): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const lastKey = lastKeyAt();
      const wait = (lastKey === -Infinity ? noKeyUntil : lastKey + TYPING_PAUSE_MS) - now();
      if (wait <= 0) resolve();
      // While nothing is typed, look again each TYPING_PAUSE_MS: a first key shortens the wait.
      else setTimeout(check, lastKey === -Infinity ? Math.min(wait, TYPING_PAUSE_MS) : wait);
    };
    check();
  });
}
