import {describe, expect, it} from 'vitest';
import {SseParser, readCompletionEvent, type SseEvent} from '@site/src/assistant/engine/sse';

function feedAll(chunks: string[]): SseEvent[] {
  const parser = new SseParser();
  return [...chunks.flatMap((chunk) => parser.feed(chunk)), ...parser.end()];
}

const delta = (content: string) => `data: ${JSON.stringify({choices: [{delta: {content}}]})}\n\n`;

describe('SseParser', () => {
  it('reads whole events', () => {
    expect(feedAll([delta('Hel') + delta('lo') + 'data: [DONE]\n\n']).map((e) => e.data)).toEqual([
      '{"choices":[{"delta":{"content":"Hel"}}]}',
      '{"choices":[{"delta":{"content":"lo"}}]}',
      '[DONE]',
    ]);
  });

  it('gives the same events however the stream is split, down to single characters', () => {
    const stream = delta('Etherlink ') + ': keep-alive\n\n' + delta('is an L2.') + 'data: [DONE]\n\n';
    const whole = feedAll([stream]);
    expect(feedAll(stream.split(''))).toEqual(whole);
    for (let cut = 1; cut < stream.length; cut += 7) {
      expect(feedAll([stream.slice(0, cut), stream.slice(cut)])).toEqual(whole);
    }
  });

  it('handles CRLF and CR line ends, also when CR and LF arrive in different chunks', () => {
    expect(feedAll(['data: a\r', '\n\r', '\ndata: b\r\rdata: c\n\n']).map((e) => e.data)).toEqual(['a', 'b', 'c']);
  });

  it('joins multi-line data with newlines and keeps event names and ids', () => {
    const [event] = feedAll(['event: answer\nid: 7\ndata: first\ndata:second\n\n']);
    expect(event).toEqual({event: 'answer', id: '7', data: 'first\nsecond'});
  });

  it('skips comments, blank events and unknown fields', () => {
    expect(feedAll([':ping\n\n\n\nretry: 1000\nfoo: bar\n\ndata: x\n\n'])).toEqual([{event: 'message', id: null, data: 'x'}]);
  });

  it('delivers a last event that has no blank line after it', () => {
    expect(feedAll(['data: tail']).map((e) => e.data)).toEqual(['tail']);
  });
});

describe('readCompletionEvent', () => {
  it('reads content deltas, [DONE] and errors', () => {
    expect(readCompletionEvent('{"choices":[{"delta":{"content":"Hi"}}]}')).toEqual([{type: 'delta', content: 'Hi'}]);
    expect(readCompletionEvent('[DONE]')).toEqual([{type: 'done'}]);
    expect(readCompletionEvent('{"error":{"message":"Rate limit reached"}}')).toEqual([{type: 'error', message: 'Rate limit reached'}]);
    expect(readCompletionEvent('{"error":"overloaded"}')).toEqual([{type: 'error', message: 'overloaded'}]);
  });

  it('ignores role-only deltas, usage records and garbage', () => {
    for (const data of ['{"choices":[{"delta":{"role":"assistant"}}]}', '{"choices":[],"usage":{"total_tokens":9}}', 'not json', '{broken', '42', '']) {
      expect(readCompletionEvent(data)).toEqual([{type: 'ignore'}]);
    }
  });

  it('reads one JSON object per line when a server sends data lines without blank lines between them', () => {
    const data = '{"choices":[{"delta":{"content":"a"}}]}\n{"choices":[{"delta":{"content":"b"}}]}\n[DONE]';
    expect(readCompletionEvent(data)).toEqual([{type: 'delta', content: 'a'}, {type: 'delta', content: 'b'}, {type: 'done'}]);
  });

  it('accepts a non-streamed completion message', () => {
    expect(readCompletionEvent('{"choices":[{"message":{"role":"assistant","content":"Whole"}}]}')).toEqual([{type: 'delta', content: 'Whole'}]);
  });
});
