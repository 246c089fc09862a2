import {afterEach, describe, expect, it, vi} from 'vitest';
import {copyPendingText} from '../../src/lib/clipboard';

class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

/** Collects unhandled rejections for the duration of one test. */
function watchUnhandled(): {reasons: unknown[]; stop: () => void} {
  const reasons: unknown[] = [];
  const listener = (reason: unknown) => reasons.push(reason);
  process.on('unhandledRejection', listener);
  return {reasons, stop: () => process.off('unhandledRejection', listener)};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyPendingText', () => {
  it('writes the pending text as a text/plain item once it arrives', async () => {
    let written: Blob | undefined;
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    vi.stubGlobal('navigator', {
      clipboard: {write: async ([item]: FakeClipboardItem[]) => (written = await item.items['text/plain'])},
    });
    await expect(copyPendingText(Promise.resolve('# Title'))).resolves.toBe(true);
    expect(written?.type).toBe('text/plain');
    expect(await written?.text()).toBe('# Title');
  });

  it('resolves to false without ClipboardItem or clipboard.write', async () => {
    vi.stubGlobal('ClipboardItem', undefined);
    vi.stubGlobal('navigator', {clipboard: {write: vi.fn()}});
    await expect(copyPendingText(Promise.resolve('x'))).resolves.toBe(false);
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    vi.stubGlobal('navigator', {clipboard: {}});
    await expect(copyPendingText(Promise.resolve('x'))).resolves.toBe(false);
  });

  it('a refused write before the text fails to load leaves no unhandled rejection', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    // The browser refuses at once and never reads the item (no focus, no permission).
    vi.stubGlobal('navigator', {clipboard: {write: () => Promise.reject(new Error('NotAllowedError'))}});
    const watch = watchUnhandled();
    try {
      let fail!: (error: Error) => void;
      const text = new Promise<string>((_, reject) => (fail = reject));
      text.catch(() => undefined); // the caller handles its own promise
      await expect(copyPendingText(text)).resolves.toBe(false);
      fail(new Error('/page.md: 503'));
      await settle();
      expect(watch.reasons).toEqual([]);
    } finally {
      watch.stop();
    }
  });
});
