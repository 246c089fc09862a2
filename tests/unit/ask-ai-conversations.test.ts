import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {storedConversation} from '../support/ask-ai-conversation';
import {repairStoredConversations, validConversations} from '@site/src/search/shapes';
import {conversationsKey} from '@site/src/search/storageKeys';

/** The Storage interface over a Map, as localStorage behaves. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const KEY = conversationsKey('etherlink');
const question = 'how do I bridge tokens';
/** A conversation as DocSearch 4.7 stores it, with a search step, feedback and another tool's part. */
const stored = storedConversation(question, 'Use the bridge.');
stored.messages[0]!.metadata = {stopped: true};
stored.messages[1] = {
  id: 'a1',
  role: 'assistant',
  feedback: 'like',
  parts: [
    {type: 'step-start'},
    {type: 'tool-searchIndex', toolCallId: 'c', state: 'output-available', input: {query: 'bridge'}, output: {query: 'bridge', hits: []}},
    {type: 'text', text: 'Use the bridge.', state: 'done'},
    {type: 'tool-other', toolCallId: 'd', state: 'output-available', output: 'anything'},
  ],
};

describe('stored Ask AI conversations', () => {
  it('keeps conversations as DocSearch writes them, unchanged', () => {
    expect(validConversations([stored, stored])).toEqual([stored, stored]);
  });

  it('drops each shape that crashed the dialog, and keeps the rest', () => {
    const broken = [
      null,
      'text',
      42,
      [],
      {...stored, messages: 'not a list'},
      {...stored, messages: []},
      {...stored, messages: [null]},
      {...stored, messages: [{id: 'q', role: 'user', parts: null}]},
      {...stored, messages: [{id: 'q', role: 'robot', parts: []}]},
      {...stored, messages: [{id: 'q', role: 'user', parts: [{type: 'text', text: {toString: 1}}]}]},
      {...stored, messages: [{id: 'q', role: 'user', parts: [{type: 'tool-searchIndex', toolCallId: 'c', state: 'output-available', output: null}]}]},
      {...stored, messages: [{id: 'q', role: 'user', parts: [{type: 'tool-searchIndex', toolCallId: 'c', state: 'output-available', output: {query: 5}}]}]},
      {...stored, hierarchy: {lvl0: {}, lvl1: 5}},
      {...stored, hierarchy: null},
      {...stored, objectID: 7},
    ];
    expect(validConversations([...broken, stored])).toEqual([stored]);
  });

  it('rewrites storage to what parses, and leaves what DocSearch reads as empty itself', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, JSON.stringify([null, stored, {messages: 'x'}]));
    storage.setItem(conversationsKey('other'), '{not json'); // DocSearch removes it as it reads it
    storage.setItem('__DOCSEARCH_RECENT_SEARCHES__etherlink', '[null]'); // not ours: left as it is
    expect(repairStoredConversations(storage, 'etherlink')).toBe(2);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual([stored]);
    expect(repairStoredConversations(storage, 'other')).toBe(0);
    expect(storage.getItem('__DOCSEARCH_RECENT_SEARCHES__etherlink')).toBe('[null]');
    expect(repairStoredConversations(storage, 'etherlink')).toBe(0);
  });

  it('leaves storage that throws alone, without throwing', () => {
    const blocked = new MemoryStorage();
    blocked.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    blocked.setItem(KEY, '[null]');
    expect(repairStoredConversations(blocked, 'etherlink')).toBe(0);
  });

  it('fuzz: 1,000 random JSON values (seeded) as stored conversations never throw, and a list kept parses', () => {
    const value = fc.oneof(fc.jsonValue(), fc.array(fc.oneof(fc.jsonValue(), fc.constant(stored), fc.jsonValue().map((messages) => ({...stored, messages})))));
    fc.assert(
      fc.property(value, (json) => {
        const storage = new MemoryStorage();
        storage.setItem(KEY, JSON.stringify(json));
        repairStoredConversations(storage, 'etherlink');
        const kept: unknown = JSON.parse(storage.getItem(KEY)!);
        if (Array.isArray(kept)) expect(validConversations(kept)).toEqual(kept);
        else expect(kept).toEqual(json); // not an array: DocSearch reads it as empty
      }),
      {seed: 31_032, numRuns: 1_000},
    );
  });
});
