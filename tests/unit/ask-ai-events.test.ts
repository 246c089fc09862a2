import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {AskAiEventChecker} from '@site/src/search/askAiEvents';

describe('the Ask AI event checker', () => {
  it('passes a well-formed answer unchanged', () => {
    const checker = new AskAiEventChecker();
    const answer = [
      {type: 'start', messageId: 'm'},
      {type: 'start-step'},
      {type: 'tool-input-start', toolCallId: 'c', toolName: 'searchIndex'},
      {type: 'tool-input-delta', toolCallId: 'c', inputTextDelta: '{"query":'},
      {type: 'tool-input-available', toolCallId: 'c', toolName: 'searchIndex', input: {query: 'bridge'}},
      {type: 'tool-output-available', toolCallId: 'c', output: {query: 'bridge', hits: [{url: 'https://docs.etherlink.com/bridging'}]}},
      {type: 'finish-step'},
      {type: 'start-step'},
      {type: 'reasoning-start', id: 'r'},
      {type: 'reasoning-delta', id: 'r', delta: 'thinking'},
      {type: 'reasoning-end', id: 'r'},
      {type: 'text-start', id: 't'},
      {type: 'text-delta', id: 't', delta: 'Use the bridge.'},
      {type: 'text-end', id: 't'},
      {type: 'source-url', sourceId: 's', url: 'https://docs.etherlink.com/bridging', title: 'Bridging'},
      {type: 'finish-step'},
      {type: 'finish', finishReason: 'stop'},
    ];
    expect(answer.map((event) => checker.check(event))).toEqual(answer);
  });

  it('drops what the SDK or DocSearch would throw on', () => {
    const checker = new AskAiEventChecker();
    checker.check({type: 'text-start', id: 't'});
    for (const event of [
      null,
      'text',
      [],
      {},
      {type: 'no-such-event'},
      {type: 'data-custom', data: 1}, // DocSearch renders no data parts
      {type: 'text-delta', id: 't', delta: 5},
      {type: 'text-delta', id: 'never-started', delta: 'x'},
      {type: 'text-end', id: 'never-started'},
      {type: 'reasoning-delta', id: 'r', delta: 'x'},
      {type: 'tool-input-delta', toolCallId: 'unknown', inputTextDelta: 'x'},
      {type: 'tool-output-available', toolCallId: 'unknown', output: {}},
      {type: 'tool-input-available', toolCallId: 'c', toolName: 'searchIndex', input: null},
      {type: 'tool-input-available', toolCallId: 'c', toolName: 'searchIndex', input: {query: 7}},
      {type: 'finish', finishReason: 'because'},
      {type: 'error'},
    ]) {
      expect(checker.check(event), JSON.stringify(event)).toBeNull();
    }
    checker.check({type: 'tool-input-available', toolCallId: 'd', toolName: 'searchIndex', input: {}});
    expect(checker.check({type: 'tool-output-available', toolCallId: 'd', output: null})).toBeNull();
    expect(checker.check({type: 'tool-output-available', toolCallId: 'd', output: {query: ['x']}})).toBeNull();
    expect(checker.check({type: 'tool-output-available', toolCallId: 'd', output: {query: 'x', hits: []}})).not.toBeNull();
  });

  it('shortens an error text to a readable length', () => {
    const event = new AskAiEventChecker().check({type: 'error', errorText: 'e'.repeat(50_000)});
    expect(event).toMatchObject({type: 'error'});
    expect((event as {errorText: string}).errorText.length).toBeLessThanOrEqual(1_001);
  });

  it('keeps only the fields it knows: nothing else reaches DocSearch', () => {
    expect(new AskAiEventChecker().check({type: 'start-step', extra: '<img src=x>'})).toEqual({type: 'start-step'});
  });

  it('fuzz: 1,000 random JSON values (seeded) never throw, and what passes has a known type', () => {
    const checker = new AskAiEventChecker();
    const types = new Set(['start', 'start-step', 'finish-step', 'finish', 'abort', 'message-metadata', 'error', 'text-start', 'text-delta', 'text-end', 'reasoning-start', 'reasoning-delta', 'reasoning-end', 'tool-input-start', 'tool-input-delta', 'tool-input-available', 'tool-input-error', 'tool-output-available', 'tool-output-error', 'source-url', 'source-document']);
    // Random values, and random values under a known type, so that the field checks run too.
    const value = fc.oneof(fc.jsonValue(), fc.record({type: fc.constantFrom(...types), id: fc.jsonValue(), delta: fc.jsonValue(), toolCallId: fc.jsonValue(), toolName: fc.jsonValue(), input: fc.jsonValue(), output: fc.jsonValue()}, {requiredKeys: ['type']}));
    fc.assert(
      fc.property(value, (event) => {
        const passed = checker.check(event);
        if (passed !== null) expect(types.has(passed.type)).toBe(true);
      }),
      {seed: 31_032, numRuns: 1_000},
    );
  });
});
