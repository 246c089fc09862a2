/**
 * A pause in the typing (src/search/local/typingPause.ts): what the search client waits for.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {TYPING_PAUSE_MS, whenTypingPauses} from '@site/src/search/local/typingPause';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenTypingPauses', () => {
  it('resolves at once when nothing was typed, or the last key is long enough ago', async () => {
    await expect(whenTypingPauses(() => -Infinity, () => 0)).resolves.toBeUndefined();
    await expect(whenTypingPauses(() => 100, () => 100 + TYPING_PAUSE_MS)).resolves.toBeUndefined();
  });

  it('waits while keys keep coming, and resolves TYPING_PAUSE_MS after the last one', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'Date']});
    let lastKey = Date.now();
    let paused = false;
    void whenTypingPauses(() => lastKey, () => Date.now()).then(() => (paused = true));
    for (let key = 0; key < 5; key++) {
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 20);
      expect(paused).toBe(false);
      lastKey = Date.now();
    }
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1);
    expect(paused).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(paused).toBe(true);
  });
});
