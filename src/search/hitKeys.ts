/**
 * ↑, ↓ and Enter choose among the hits. Pressed before the hits of the typed text are here (the
 * local client searches once the typing pauses, and the modal or the index may still be loading),
 * DocSearch acts on what it shows: an older query's hits, or "Ask AI" alone. ↓ then Enter right
 * after the last letter then asked the chatbot instead of opening the first hit. Such keys wait
 * here and reach DocSearch's field in order once its searches have answered, so they act on the
 * hits of what was typed (tests/e2e/search.spec.ts presses them 0-600 ms after the last letter).
 */
export const HIT_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'Enter']);

type Key = Pick<KeyboardEventInit, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/** The URL of the first hit of a search's answer, if it has one. */
type FirstHit<T> = (answer: T) => string | undefined;

/** `held`: keys pressed before the modal was here (in the search shell), replayed after its first answer. */
export function holdHitKeys(field: () => HTMLElement | null, held: readonly string[] = []) {
  const queue: Key[] = held.map((key) => ({key}));
  let unanswered = 0;
  let answered = false;
  let waitingSince = 0;
  /** The first hit of the newest answer: the keys wait until DocSearch shows it. */
  let firstHit: string | undefined;
  const shown = () => firstHit === undefined || Array.from(document.querySelectorAll('.DocSearch-Hit [data-url]'), (a) => a.getAttribute('data-url')).includes(firstHit);
  /**
   * DocSearch moves along its list only while its panel is open with an active entry, which its
   * field announces with aria-activedescendant; a ↓ before that reopens the panel and re-selects
   * "Ask AI", so Enter asked the chatbot (seen at 4x CPU with two test workers). "Ask AI" is active
   * before the hits render, so the keys also wait for the answer's first hit on screen: with the
   * index in fragments the hits come later, and ↓ then Enter 600 ms after the last letter asked
   * the chatbot once in a CI run.
   */
  const ready = () => unanswered === 0 && answered && field()?.hasAttribute('aria-activedescendant') === true && shown();
  const replay = () => {
    if (unanswered > 0 || !answered || queue.length === 0) return;
    waitingSince ||= performance.now();
    if (!ready() && performance.now() - waitingSince < 10_000) {
      requestAnimationFrame(replay);
      return;
    }
    waitingSince = 0;
    const target = field();
    for (const init of queue.splice(0)) target?.dispatchEvent(new KeyboardEvent('keydown', {...init, bubbles: true, cancelable: true}));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.isTrusted || !HIT_KEYS.has(event.key) || event.target !== field()) return;
    // The hits shown are the typed text's, and DocSearch's list takes keys (see ready()).
    if (queue.length === 0 && ready()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const {key, shiftKey, altKey, ctrlKey, metaKey} = event;
    queue.push({key, shiftKey, altKey, ctrlKey, metaKey});
    if (unanswered === 0 && answered) replay();
  };
  return {
    /** Wraps each search DocSearch asks for: keys wait while one is unanswered. */
    track<T>(search: Promise<T>, first: FirstHit<T>): Promise<T> {
      unanswered++;
      const done = (answer?: T) => {
        unanswered--;
        answered = true;
        if (unanswered === 0) firstHit = answer === undefined ? undefined : first(answer);
        // A task later: DocSearch takes the answer in through a chain of promises first.
        setTimeout(replay, 0);
      };
      search.then(done, () => done());
      return search;
    },
    /** Starts holding keys pressed in `field()`; returns the stop. */
    listen(): () => void {
      document.addEventListener('keydown', onKeyDown, true);
      return () => document.removeEventListener('keydown', onKeyDown, true);
    },
  };
}
