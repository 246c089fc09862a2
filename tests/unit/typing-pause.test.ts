/**
 * A pause in the typing (src/search/typingPause.ts): what the search client and the search
 * modal's hand-over wait for.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {FIRST_KEY_WAIT_MS, TYPING_PAUSE_MS, whenTypingPauses} from '@site/src/search/typingPause';

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

  it('with nothing typed, waits until noKeyUntil; a key typed meanwhile switches to the pause after it', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'Date']});
    const opened = Date.now();
    let lastKey = -Infinity;
    let tookOver = false;
    void whenTypingPauses(() => lastKey, () => Date.now(), opened + FIRST_KEY_WAIT_MS).then(() => (tookOver = true));
    await vi.advanceTimersByTimeAsync(FIRST_KEY_WAIT_MS - 1);
    expect(tookOver).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(tookOver).toBe(true);

    // The reader starts typing 300 ms after the tap and stops: the pause, not the full wait.
    const start = Date.now();
    lastKey = -Infinity;
    tookOver = false;
    void whenTypingPauses(() => lastKey, () => Date.now(), start + FIRST_KEY_WAIT_MS).then(() => (tookOver = true));
    await vi.advanceTimersByTimeAsync(300);
    lastKey = Date.now();
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS + TYPING_PAUSE_MS);
    expect(tookOver).toBe(true);
    expect(Date.now() - start).toBeLessThan(FIRST_KEY_WAIT_MS);
  });
});
