import {describe, expect, it} from 'vitest';
import {CONVERSATION_KEY, historyOf, loadConversation, saveConversation, type ChatMessage} from '@site/src/assistant/conversation';
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
    const loaded = loadConversation(storage);
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
      expect(loadConversation(storage)).toEqual([]);
    }
    storage.setItem(CONVERSATION_KEY, JSON.stringify({version: 1, messages: [{id: 1}, conversation[0]]}));
    expect(loadConversation(storage)).toEqual([conversation[0]]);
  });

  it('works when storage throws or is missing', () => {
    expect(() => saveConversation(throwing, conversation)).not.toThrow();
    expect(() => saveConversation(throwing, [])).not.toThrow();
    expect(loadConversation(throwing)).toEqual([]);
    expect(loadConversation(null)).toEqual([]);
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
