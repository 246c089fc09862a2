import {describe, expect, it} from 'vitest';
import {
  CONVERSATION_KEY,
  historyOf,
  readConversation,
  MAX_SAVED_MESSAGE_CHARS,
  MAX_SAVED_MESSAGES,
  MAX_SAVED_TOTAL_CHARS,
  saveConversation,
  type ChatMessage,
} from '@site/src/assistant/conversation';
import type {StorageLike} from '@site/src/lib/storage';

function memory(): StorageLike & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k)};
}

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

const conversation: ChatMessage[] = [
  {id: 'q1', role: 'user', text: 'What assets can I bridge?', status: 'ready'},
  {id: 'a1', role: 'assistant', text: 'XTZ and FA tokens.', status: 'ready', sources: [{url: '/bridging/', title: 'Bridging tokens'}], feedback: 'like'},
  {id: 'q2', role: 'user', text: 'And fees?', status: 'ready'},
  {id: 'a2', role: 'assistant', text: 'Fees are', status: 'streaming'},
];

describe('conversation persistence', () => {
  it('round-trips, and keeps an answer cut off by a reload as stopped', () => {
    const storage = memory();
    saveConversation(storage, conversation);
    const loaded = readConversation(storage).messages;
    expect(loaded.slice(0, 3)).toEqual(conversation.slice(0, 3));
    expect(loaded[3]).toEqual({...conversation[3], status: 'ready', stopped: true});
  });

  it('clears storage for an empty conversation', () => {
    const storage = memory();
    saveConversation(storage, conversation);
    saveConversation(storage, []);
    expect(storage.data.has(CONVERSATION_KEY)).toBe(false);
  });

  it('ignores corrupted JSON, unknown shapes and invalid messages', () => {
    const storage = memory();
    for (const raw of ['{oops', '[]', '{"version":2,"messages":[]}', 'null']) {
      storage.setItem(CONVERSATION_KEY, raw);
      expect(readConversation(storage).messages).toEqual([]);
    }
    storage.setItem(CONVERSATION_KEY, JSON.stringify({version: 1, messages: [{id: 1}, conversation[0]]}));
    expect(readConversation(storage).messages).toEqual([conversation[0]]);
  });

  it('works when storage throws or is missing', () => {
    expect(() => saveConversation(throwing, conversation)).not.toThrow();
    expect(() => saveConversation(throwing, [])).not.toThrow();
    expect(readConversation(throwing).messages).toEqual([]);
    expect(readConversation(null).messages).toEqual([]);
  });
});

describe('historyOf', () => {
  it('sends the questions and the completed answers, not failed or pending ones', () => {
    const messages: ChatMessage[] = [
      ...conversation.slice(0, 3),
      {id: 'a2', role: 'assistant', text: '', status: 'error', error: 'busy'},
    ];
    expect(historyOf(messages)).toEqual([
      {role: 'user', content: 'What assets can I bridge?'},
      {role: 'assistant', content: 'XTZ and FA tokens.'},
      {role: 'user', content: 'And fees?'},
    ]);
  });
});

describe('conversation persistence limits', () => {
  const hostile = '*a '.repeat(34_000); // about 100 KB of emphasis markers

  it('keeps a 100 KB answer only up to the per-message limit', () => {
    const storage = memory();
    saveConversation(storage, [
      {id: 'q', role: 'user', text: 'hi', status: 'ready'},
      {id: 'a', role: 'assistant', text: hostile, status: 'ready'},
    ]);
    expect(storage.data.get(CONVERSATION_KEY)!.length).toBeLessThan(MAX_SAVED_MESSAGE_CHARS + 1_000);
    const [, answer] = readConversation(storage).messages;
    expect(answer!.text.length).toBe(MAX_SAVED_MESSAGE_CHARS);
    expect(answer!.truncated).toBe(true);
  });

  it('bounds what an earlier version stored, on load', () => {
    const storage = memory();
    const messages = Array.from({length: 200}, (_, i): ChatMessage => ({
      id: `m${i}`,
      role: i % 2 ? 'assistant' : 'user',
      text: i === 199 ? hostile : `message ${i}`,
      status: 'ready',
      sources: Array.from({length: 40}, (_, j) => ({url: `/p${j}`, title: 'x'.repeat(2_000)})),
    }));
    storage.data.set(CONVERSATION_KEY, JSON.stringify({version: 1, messages}));
    const loaded = readConversation(storage).messages;
    expect(loaded.length).toBeLessThanOrEqual(MAX_SAVED_MESSAGES);
    expect(loaded.at(-1)!.id).toBe('m199'); // the newest are kept
    expect(JSON.stringify(loaded).length).toBeLessThan(MAX_SAVED_TOTAL_CHARS + 30_000);
  });

  it('drops the oldest messages beyond the total size', () => {
    const storage = memory();
    const big = (i: number): ChatMessage => ({id: `b${i}`, role: 'assistant', text: 'y'.repeat(MAX_SAVED_MESSAGE_CHARS), status: 'ready'});
    saveConversation(storage, Array.from({length: 10}, (_, i) => big(i)));
    const loaded = readConversation(storage).messages;
    expect(JSON.stringify(loaded).length).toBeLessThanOrEqual(MAX_SAVED_TOTAL_CHARS + 100);
    expect(loaded.at(-1)!.id).toBe('b9');
  });
});

describe('stored conversation of an unexpected shape', () => {
  const stored = (messages: unknown[], version: unknown = 1) => {
    const storage = memory();
    storage.data.set(CONVERSATION_KEY, JSON.stringify({version, messages}));
    return storage;
  };

  it('an answer whose sources is a string keeps its text and loses only the sources', () => {
    const storage = stored([conversation[0], {...conversation[1], sources: 'https://evil.example/'}]);
    const {messages, lost} = readConversation(storage);
    expect(messages).toHaveLength(2);
    expect(messages[1]!.text).toBe('XTZ and FA tokens.');
    expect(messages[1]!.sources).toBeUndefined();
    expect(lost).toBe(false);
  });

  it('an error that is an object with its own toString does not throw, and is dropped', () => {
    const storage = stored([{id: 'a', role: 'assistant', text: 'partial', status: 'error', error: {toString: 1, message: 'x'}}]);
    const {messages} = readConversation(storage);
    expect(messages).toEqual([{id: 'a', role: 'assistant', text: 'partial', status: 'error'}]);
  });

  it('keeps the good sources of a list and drops the bad and off-site ones', () => {
    const sources = [{url: '/bridging/', title: 'Bridging'}, null, 'x', {url: 5, title: 't'}, {url: 'https://evil.example/', title: 'Phish'}, {url: '//evil.example/', title: 'Phish'}];
    const [, answer] = readConversation(stored([conversation[0], {...conversation[1], sources}])).messages;
    expect(answer!.sources).toEqual([{url: '/bridging/', title: 'Bridging'}]);
  });

  it('a message that does not parse is dropped, the others kept, the reader told, and storage rewritten', () => {
    const storage = stored([null, conversation[0], {id: 'x', role: 'robot', text: 'x', status: 'ready'}, conversation[1]]);
    const {messages, lost} = readConversation(storage);
    expect(messages.map((m) => m.id)).toEqual(['q1', 'a1']);
    expect(lost).toBe(true);
    saveConversation(storage, messages);
    expect(JSON.parse(storage.data.get(CONVERSATION_KEY)!)).toEqual({version: 1, messages: conversation.slice(0, 2)});
  });

  it('another version of the format is not read but dropped, and the reader is told', () => {
    expect(readConversation(stored([conversation[0]], 2))).toEqual({messages: [], lost: true});
    const storage = memory();
    storage.data.set(CONVERSATION_KEY, '{not json');
    expect(readConversation(storage)).toEqual({messages: [], lost: true});
    expect(readConversation(memory())).toEqual({messages: [], lost: false});
  });
});
