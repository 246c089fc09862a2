import {afterEach, describe, expect, it, vi} from 'vitest';
import {MAX_QUERY_CHARS} from '@site/src/search/engine/limits';
import {
  QUERY_URL_DELAY_MS,
  followQueryInUrl,
  readQueryParam,
  sanitizeQuery,
  withQueryParam,
} from '@site/src/search/local/queryParam';

describe('the q URL parameter', () => {
  it('reads the query, decoded and trimmed', () => {
    expect(readQueryParam('?q=evm%20node')).toBe('evm node');
    expect(readQueryParam('?a=1&q=+fees+')).toBe('fees');
    expect(readQueryParam('?q=')).toBeNull();
    expect(readQueryParam('')).toBeNull();
    expect(readQueryParam('?x=1')).toBeNull();
  });

  it('keeps markup as plain text and strips control characters', () => {
    expect(readQueryParam('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBe('<script>alert(1)</script>');
    expect(sanitizeQuery('a\u0000b\u202Ec\nd\te')).toBe('a b c d e');
    expect(readQueryParam('?q=%E2%80%8B')).toBeNull();
  });

  it('caps the length at the search box limit', () => {
    expect(sanitizeQuery('x'.repeat(2000))).toHaveLength(MAX_QUERY_CHARS);
  });

  it('sets and removes q, keeping the rest of the URL', () => {
    expect(withQueryParam('https://d.test/a/b?x=1#h', 'gas price')).toBe('https://d.test/a/b?x=1&q=gas+price#h');
    expect(withQueryParam('https://d.test/a?q=old&x=1#h', null)).toBe('https://d.test/a?x=1#h');
    expect(withQueryParam('https://d.test/a?q=old', '   ')).toBe('https://d.test/a');
  });
});

describe('?q= while the dialog is open', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A page at `/` whose history records each replaceState, and a dialog whose fields are typed into. */
  function page() {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    const location = {href: 'https://docs.example/'};
    const replaceState = vi.fn((_state: unknown, _title: string, url: string) => {
      location.href = url;
    });
    vi.stubGlobal('window', {location, history: {state: null, replaceState}});
    const events = new EventTarget();
    vi.stubGlobal('document', events);
    const box = {value: ''};
    /** An input event from the search box (or another field), the box holding `text`. */
    const type = (text: string, field: 'box' | 'other' = 'box') => {
      if (field === 'box') box.value = text;
      const event = new Event('input');
      Object.defineProperty(event, 'target', {value: field === 'box' ? box : {value: text}});
      events.dispatchEvent(event);
    };
    const follow = (initialQuery?: string) => followQueryInUrl(initialQuery, () => box);
    return {location, replaceState, box, type, follow};
  }

  it('leaves the history alone while the reader types, then writes the text once typing pauses', async () => {
    const p = page();
    p.box.value = 'c';
    const stop = p.follow('c');
    // The dialog opens with the letter typed into the shell: no history update in that task.
    expect(p.replaceState).not.toHaveBeenCalled();
    for (const text of ['ch', 'cha', 'chai', 'chain']) {
      p.type(text);
      await vi.advanceTimersByTimeAsync(60);
      expect(p.replaceState).not.toHaveBeenCalled();
    }
    p.type('ignored', 'other'); // input in another field does not restart the wait
    await vi.advanceTimersByTimeAsync(QUERY_URL_DELAY_MS - 60);
    expect(p.replaceState).toHaveBeenCalledTimes(1);
    expect(p.location.href).toBe('https://docs.example/?q=chain');
    stop();
  });

  it('writes the text in the box when the wait ends, not the query it opened with; nothing after it stops', async () => {
    const p = page();
    p.box.value = 'wallet'; // typed into the shell while the dialog rendered, handed over at its commit
    const stop = p.follow('wal');
    await vi.advanceTimersByTimeAsync(QUERY_URL_DELAY_MS);
    expect(p.location.href).toBe('https://docs.example/?q=wallet');
    p.type('walle');
    stop();
    await vi.advanceTimersByTimeAsync(QUERY_URL_DELAY_MS);
    expect(p.replaceState).toHaveBeenCalledTimes(1);
  });

  it('opened with no query, writes nothing until the reader types', async () => {
    const p = page();
    const stop = p.follow();
    await vi.advanceTimersByTimeAsync(QUERY_URL_DELAY_MS * 2);
    expect(p.replaceState).not.toHaveBeenCalled();
    stop();
  });
});
