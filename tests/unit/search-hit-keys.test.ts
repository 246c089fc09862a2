// ↑, ↓ and Enter held while a search is unanswered reach DocSearch's field counted from its first
// item. The browser tests press them at real speeds; this one sets up the states a race leaves
// (the selection moved off the first item before the keys are sent) that a browser shows rarely.
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {holdHitKeys} from '../../src/search/hitKeys';

class FakeKeyboardEvent {
  readonly isTrusted: boolean;
  readonly key: string;
  constructor(
    readonly type: string,
    init: KeyboardEventInit & {trusted?: boolean},
  ) {
    this.key = init.key ?? '';
    this.isTrusted = init.trusted ?? false;
  }
  target: unknown = null;
  preventDefault() {}
  stopImmediatePropagation() {}
}

function setUp() {
  const sent: string[] = [];
  const attributes = new Map<string, string>();
  const field = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    hasAttribute: (name: string) => attributes.has(name),
    dispatchEvent: (event: FakeKeyboardEvent) => {
      sent.push(event.key);
      return true;
    },
  };
  const listeners: ((event: FakeKeyboardEvent) => void)[] = [];
  vi.stubGlobal('KeyboardEvent', FakeKeyboardEvent);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  vi.stubGlobal('document', {
    addEventListener: (_type: string, listener: (event: FakeKeyboardEvent) => void) => listeners.push(listener),
    removeEventListener: () => {},
    // The first hit of the answer is on screen.
    querySelectorAll: () => [{getAttribute: () => '/first'}],
  });
  const keys = holdHitKeys(() => field as unknown as HTMLElement);
  keys.listen();
  const press = (key: string) => {
    const event = new FakeKeyboardEvent('keydown', {key, trusted: true});
    event.target = field;
    for (const listener of listeners) listener(event);
  };
  /** A search DocSearch asked for, answered when the returned function is called. */
  const unanswered = () => {
    let answer!: (value: string) => void;
    void keys.track(new Promise<string>((resolve) => (answer = resolve)), () => '/first');
    return () => answer('done');
  };
  return {keys, press, sent, attributes, unanswered};
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('held hit keys', () => {
  test('keys pressed while a search is unanswered reach the field after its answer, in order', async () => {
    const {press, sent, attributes, unanswered} = setUp();
    const answer = unanswered();
    press('ArrowDown');
    press('Enter');
    expect(sent).toEqual([]);
    attributes.set('aria-activedescendant', 'docsearch-askAI-item-0');
    answer();
    await vi.runAllTimersAsync();
    expect(sent).toEqual(['ArrowDown', 'Enter']);
  });

  test('a selection moved off the first item before the answer goes back first', async () => {
    const {press, sent, attributes, unanswered} = setUp();
    const answer = unanswered();
    press('ArrowDown');
    press('Enter');
    // Something moved DocSearch's selection to the second item (a pointer on a hit, or a ↓ of
    // ours that found the panel open).
    attributes.set('aria-activedescendant', 'docsearch-hits0-item-2');
    answer();
    await vi.runAllTimersAsync();
    expect(sent).toEqual(['ArrowUp', 'ArrowUp', 'ArrowDown', 'Enter']);
  });

  test('a closed panel gets one ↓ to open it, and the held keys count from where it opens', async () => {
    const {press, sent, attributes, unanswered} = setUp();
    const answer = unanswered();
    press('ArrowDown');
    press('Enter');
    answer();
    await vi.advanceTimersByTimeAsync(20);
    // Answered and shown, but no active item: the ↓ that opens the panel goes alone.
    expect(sent).toEqual(['ArrowDown']);
    // The panel opened with the first item active, and the reader's keys follow.
    attributes.set('aria-activedescendant', 'docsearch-askAI-item-0');
    await vi.advanceTimersByTimeAsync(20);
    expect(sent).toEqual(['ArrowDown', 'ArrowDown', 'Enter']);
  });

  test('keys pressed when the hits of the text are shown and selectable pass straight through', () => {
    const {keys, press, sent, attributes} = setUp();
    void keys.track(Promise.resolve('x'), () => '/first');
    return vi.runAllTimersAsync().then(() => {
      attributes.set('aria-activedescendant', 'docsearch-askAI-item-0');
      press('ArrowDown');
      // Not held: DocSearch's own handler takes it (nothing is sent by the holder).
      expect(sent).toEqual([]);
    });
  });
});
