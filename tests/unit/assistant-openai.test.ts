import {afterEach, describe, expect, it, vi} from 'vitest';
import {createRetriever} from '@site/src/assistant/engine/corpus';
import {createSearchEngine} from '@site/plugins/search-index/fragments';
import {RemoteProvider, MESSAGES, CHATBOT_TIMEOUT_MS} from '@site/src/assistant/engine/openai';
import {AnswerError} from '@site/src/assistant/engine/types';
import type {Corpus} from '@site/src/assistant/engine/retrieval';
import {fixtureRecords} from './assistant-fixture';

const records = fixtureRecords();
const corpus: Corpus = {retriever: createRetriever(createSearchEngine(records))};
const QUESTION = 'What assets can I bridge to Etherlink?';

/** A Response whose body arrives in the given chunks; `hang` keeps it open after them. */
function streamResponse(chunks: string[], {hang = false, status = 200, type = 'text/event-stream'} = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hang) controller.close();
    },
  });
  return new Response(body, {status, headers: {'Content-Type': type}});
}

const delta = (content: string) => `data: ${JSON.stringify({choices: [{delta: {content}}]})}\n\n`;

function provider(fetchImpl: typeof fetch, extra: Partial<ConstructorParameters<typeof RemoteProvider>[0]> = {}) {
  return new RemoteProvider({apiUrl: 'https://chat.example/v1/', model: 'test-model', loadCorpus: async () => corpus, fetch: fetchImpl, ...extra});
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RemoteProvider', () => {
  it('posts the question grounded with passages and streams the answer', async () => {
    let request: {url: string; init: RequestInit} | null = null;
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      request = {url: String(url), init: init!};
      return streamResponse(['data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n', delta('You can bridge XTZ '), ': keep-alive\n\ngarbage line\n\n', delta('and FA tokens, see [FA](/bridging/bridging-fa).'), 'data: [DONE]\n\n']);
    });
    const seen: string[] = [];
    const answer = await provider(fetchImpl as typeof fetch).answer(QUESTION, [{role: 'user', content: 'Hi'}, {role: 'assistant', content: 'Hello'}], {
      onText: (text) => seen.push(text),
    });
    expect(answer.text).toBe('You can bridge XTZ and FA tokens, see [FA](/bridging/bridging-fa).');
    expect(seen).toEqual(['You can bridge XTZ ', answer.text]);
    expect(answer.origin).toBe('model');
    expect(answer.sources.length).toBeGreaterThan(0);
    // Only the grounding pages the answer links to become sources.
    expect(answer.sources.map((s) => s.url)).toEqual(['/bridging/bridging-fa']);

    expect(request!.url).toBe('https://chat.example/v1/chat/completions');
    expect(request!.init.method).toBe('POST');
    const body = JSON.parse(String(request!.init.body));
    expect(Object.keys(body).sort()).toEqual(['messages', 'model', 'stream']);
    expect(body.model).toBe('test-model');
    expect(body.stream).toBe(true);
    expect(body.messages.map((m: {role: string}) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(body.messages[0].content).toMatch(/cite/i);
    expect(body.messages[0].content).toMatch(/\(\/bridging\/[^)]*\)/);
    expect(body.messages[3].content).toBe(QUESTION);
    expect(JSON.stringify(request!.init.headers)).not.toMatch(/authorization/i);
  });

  it('keeps the whole answer when frames are split across chunks anywhere', async () => {
    const stream = delta('Split ') + delta('frames ') + delta('work.') + 'data: [DONE]\n\n';
    const chunks = stream.match(/[\s\S]{1,5}/g)!;
    const answer = await provider(async () => streamResponse(chunks)).answer(QUESTION, []);
    expect(answer.text).toBe('Split frames work.');
  });

  it('says the service is busy on HTTP 429', async () => {
    const failing = provider(async () => new Response('{"error":{"message":"Too many requests"}}', {status: 429}));
    await expect(failing.answer(QUESTION, [])).rejects.toMatchObject({kind: 'busy', message: MESSAGES.busy});
  });

  it('reports 5xx with the message of a JSON error body, and ignores HTML error pages', async () => {
    const json = provider(async () => new Response('{"error":{"message":"upstream model overloaded"}}', {status: 503}));
    await expect(json.answer(QUESTION, [])).rejects.toMatchObject({kind: 'server', message: MESSAGES.server(503, 'upstream model overloaded')});
    const page = provider(async () => new Response('<html><body>Bad gateway</body></html>', {status: 502}));
    await expect(page.answer(QUESTION, [])).rejects.toMatchObject({kind: 'server', message: MESSAGES.server(502, '')});
  });

  it('reports an error event in the stream, keeping the text received before it', async () => {
    const failing = provider(async () => streamResponse([delta('Partial'), 'data: {"error":{"message":"context length exceeded"}}\n\n']));
    const error = (await failing.answer(QUESTION, []).catch((e: unknown) => e)) as AnswerError;
    expect(error).toBeInstanceOf(AnswerError);
    expect(error.kind).toBe('server');
    expect(error.message).toBe(MESSAGES.streamError('context length exceeded'));
  });

  it('reports a network failure and an empty answer', async () => {
    await expect(provider(async () => Promise.reject(new TypeError('Failed to fetch'))).answer(QUESTION, [])).rejects.toMatchObject({kind: 'network'});
    await expect(provider(async () => streamResponse(['data: [DONE]\n\n'])).answer(QUESTION, [])).rejects.toMatchObject({kind: 'bad-response'});
  });

  it('accepts a server that answers with one JSON document', async () => {
    const json = provider(async () => new Response('{"choices":[{"message":{"content":"Whole answer"}}]}', {headers: {'Content-Type': 'application/json'}}));
    expect((await json.answer(QUESTION, [])).text).toBe('Whole answer');
  });

  it('stops when the reader aborts, keeping the partial answer', async () => {
    const controller = new AbortController();
    const hanging = provider(async (_url, init) => {
      const response = streamResponse([delta('Half an ans')], {hang: true});
      init?.signal?.addEventListener('abort', () => undefined);
      return response;
    });
    const pending = hanging.answer(QUESTION, [], {
      signal: controller.signal,
      onText: () => controller.abort(),
    });
    const error = (await pending.catch((e: unknown) => e)) as AnswerError;
    expect(error.kind).toBe('aborted');
    expect(error.partial).toBe('Half an ans');
    expect(error.message).toBe('You stopped this response');
  });

  it('gives up after 60 s without data', async () => {
    vi.useFakeTimers();
    const fetchImpl = (async (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      })) as unknown as typeof fetch;
    const pending = provider(fetchImpl).answer(QUESTION, []).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHATBOT_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({kind: 'timeout', message: MESSAGES.timeout});
  });

  it('gives up at the same limit when only keep-alive comments arrive', async () => {
    vi.useFakeTimers();
    const encoder = new TextEncoder();
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      let timer: ReturnType<typeof setInterval> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(delta('The answer starts')));
          // A comment every second, for ever: bytes arrive, but no answer.
          timer = setInterval(() => controller.enqueue(encoder.encode(': keep-alive\n\n')), 1_000);
          init?.signal?.addEventListener('abort', () => clearInterval(timer));
        },
        cancel: () => clearInterval(timer),
      });
      return new Response(body, {headers: {'Content-Type': 'text/event-stream'}});
    }) as unknown as typeof fetch;
    const pending = provider(fetchImpl).answer(QUESTION, []).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHATBOT_TIMEOUT_MS + 2_000);
    expect(await pending).toMatchObject({kind: 'timeout', message: MESSAGES.timeout, partial: 'The answer starts'});
  });

  it('answers without passages when the index cannot load', async () => {
    let system = '';
    const answer = await provider(
      async (_url, init) => {
        system = JSON.parse(String(init?.body)).messages[0].content;
        return streamResponse([delta('Sorry.'), 'data: [DONE]\n\n']);
      },
      {loadCorpus: () => Promise.reject(new Error('offline'))},
    ).answer(QUESTION, []);
    expect(answer.text).toBe('Sorry.');
    expect(answer.sources).toEqual([]);
    expect(system).toMatch(/No passage of the documentation matched/);
  });
});
