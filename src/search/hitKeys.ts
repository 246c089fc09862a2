/**
 * ↑, ↓ and Enter pressed before the hits of the typed text are here acted on an older query's hits
 * or on "Ask AI" (↓ then Enter right after the last letter asked the chatbot). They wait here, and
 * reach DocSearch's field in order once its searches have answered (tests/e2e/search.spec.ts).
 */
export const HIT_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'Enter']);

type Key = Pick<KeyboardEventInit, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/** `held`: keys pressed before the modal was here (in the search shell), replayed after its first answer. */
export function holdHitKeys(field: () => HTMLElement | null, held: readonly string[] = []) {
  const queue: Key[] = held.map((key) => ({key}));
  let unanswered = 0;
  let answered = false;
  let waitingSince = 0;
  let firstHit: string | undefined; // of the newest answer: the keys wait until DocSearch shows it
  const shown = () => firstHit === undefined || Array.from(document.querySelectorAll('.DocSearch-Hit [data-url]'), (a) => a.getAttribute('data-url')).includes(firstHit);
  // DocSearch moves along its list only while its field has an aria-activedescendant, and "Ask AI"
  // is active before the hits render: the keys wait for both.
  const ready = () => unanswered === 0 && answered && field()?.hasAttribute('aria-activedescendant') === true && shown();
  let opened = false;
  const send = (keys: Key[]) => {
    const target = field();
    for (const init of keys) target?.dispatchEvent(new KeyboardEvent('keydown', {...init, bubbles: true, cancelable: true}));
  };
  const replay = () => {
    if (unanswered > 0 || !answered || queue.length === 0) return;
    waitingSince ||= performance.now();
    if (!ready() && performance.now() - waitingSince < 10_000) {
      // Answered and shown, yet autocomplete holds its panel closed (the refresh() DocSearch starts
      // as it opens resolved last): DocSearch's own ↓ on a closed panel opens it, then the reader's keys.
      if (!opened && shown()) {
        opened = true;
        send([{key: 'ArrowDown'}]);
      }
      requestAnimationFrame(replay);
      return;
    }
    waitingSince = 0;
    opened = false;
    // Held keys count from the first item, where DocSearch puts its selection for each new text:
    // whatever moved it since (the ↓ above, a pointer resting on a hit) goes back first.
    const moved = Number(/-item-(\d+)$/.exec(field()?.getAttribute('aria-activedescendant') ?? '')?.[1] ?? 0);
    send([...Array.from({length: moved}, () => ({key: 'ArrowUp'})), ...queue.splice(0)]);
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
    /** Keys wait while `search` is unanswered; `first` gives the URL of its answer's first hit. */
    track<T>(search: Promise<T>, first: (answer: T) => string | undefined): Promise<T> {
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
