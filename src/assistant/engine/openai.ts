/**
 * Answers through an OpenAI-compatible chat-completions endpoint (a proxy or self-hosted model: the
 * browser holds no secret), grounded with passages from the local index, streamed back as SSE.
 */
import {findPassages, type Corpus, type Passage} from './retrieval';
import {sourcesOf, sourceTitle, withContext} from './local';
import {SseParser, errorMessage, readCompletionEvent} from './sse';
import {AnswerError, type Answer, type AnswerOptions, type AnswerProvider, type ChatTurn} from './types';

/** No byte from the endpoint for this long ends the request: a reader waits a minute at most, then can ask again. */
export const CHATBOT_TIMEOUT_MS = 60_000;
const HISTORY_TURNS = 6;
const HISTORY_CHARS = 2_000;

export const MESSAGES = {
  stopped: 'You stopped this response',
  busy: 'The chatbot is busy right now. Please try again in a moment.',
  timeout: 'The chatbot took too long to answer (nothing received for 60 seconds). Please try again.',
  network: 'Could not reach the chatbot service. Check your connection and try again.',
  empty: 'The chatbot service returned an empty answer. Please try again.',
  unreadable: 'The chatbot service sent an answer that could not be read. Please try again.',
  server: (status: number, detail: string) =>
    `The chatbot service is unavailable right now (HTTP ${status}${detail ? `: ${detail}` : ''}). Please try again later.`,
  rejected: (status: number, detail: string) =>
    `The chatbot service could not answer (HTTP ${status}${detail ? `: ${detail}` : ''}).`,
  streamError: (detail: string) => `The chatbot service reported an error: ${detail}`,
};

export interface RemoteProviderOptions {
  /** e.g. https://chat.example.com/v1 (no trailing slash needed). */
  apiUrl: string;
  model: string;
  loadCorpus: () => Promise<Corpus>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class RemoteProvider implements AnswerProvider {
  readonly kind = 'remote' as const;

  constructor(private readonly options: RemoteProviderOptions) {}

  async answer(question: string, history: readonly ChatTurn[], options: AnswerOptions = {}): Promise<Answer> {
    const {signal, onText, onPhase} = options;
    const fetchImpl = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    const timeoutMs = this.options.timeoutMs ?? CHATBOT_TIMEOUT_MS;

    onPhase?.('searching');
    let passages: Passage[] = [];
    try {
      passages = await findPassages(await this.options.loadCorpus(), withContext(question, history), {limit: 6});
    } catch {
      // Without the index the model still answers, told that it has no passages.
    }
    if (signal?.aborted) throw new AnswerError('aborted', MESSAGES.stopped);

    const controller = new AbortController();
    let why: 'user' | 'timeout' | null = null;
    const onUserAbort = () => {
      why ??= 'user';
      controller.abort();
    };
    signal?.addEventListener('abort', onUserAbort, {once: true});
    let timer: ReturnType<typeof setTimeout> | undefined;
    const armTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        why ??= 'timeout';
        controller.abort();
      }, timeoutMs);
    };

    let text = '';
    const fail = (error: unknown): never => {
      if (error instanceof AnswerError) throw error;
      if (why === 'user') throw new AnswerError('aborted', MESSAGES.stopped, text);
      if (why === 'timeout') throw new AnswerError('timeout', MESSAGES.timeout, text);
      throw new AnswerError('network', MESSAGES.network, text);
    };

    try {
      armTimer();
      onPhase?.('answering');
      const response = await fetchImpl(`${this.options.apiUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
        body: JSON.stringify({model: this.options.model, stream: true, messages: buildMessages(question, history, passages)}),
        signal: controller.signal,
        credentials: 'omit',
      }).catch(fail);
      armTimer();

      if (!response.ok) {
        const detail = await readErrorDetail(response).catch(() => '');
        if (response.status === 429) throw new AnswerError('busy', MESSAGES.busy);
        if (response.status >= 500) throw new AnswerError('server', MESSAGES.server(response.status, detail));
        throw new AnswerError('rejected', MESSAGES.rejected(response.status, detail));
      }

      const append = (content: string) => {
        text += content;
        onText?.(text);
      };
      const contentType = response.headers.get('content-type') ?? '';
      if (contentType.includes('application/json')) {
        // A server that ignored stream:true answers with one JSON document.
        const events = readCompletionEvent(await response.text().catch(fail));
        if (events.every((event) => event.type === 'ignore')) throw new AnswerError('bad-response', MESSAGES.unreadable);
        for (const event of events) {
          if (event.type === 'error') throw new AnswerError('server', MESSAGES.streamError(event.message), text);
          if (event.type === 'delta') append(event.content);
        }
      } else {
        await readStream(response, append, armTimer, controller.signal).catch(fail);
      }
      if (why) fail(null);
      if (text.trim() === '') throw new AnswerError('bad-response', MESSAGES.empty);
      return {text, sources: citedSources(text, passages), origin: 'model'};
    } catch (error) {
      return fail(error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onUserAbort);
    }
  }
}

async function readStream(
  response: Response,
  append: (text: string) => void,
  onProgress: () => void,
  signal: AbortSignal,
): Promise<void> {
  const parser = new SseParser();
  const handle = (events: ReturnType<SseParser['feed']>): boolean => {
    for (const event of events) {
      for (const item of readCompletionEvent(event.data)) {
        if (item.type === 'done') return true;
        if (item.type === 'error') throw new AnswerError('server', MESSAGES.streamError(item.message));
        if (item.type === 'delta') append(item.content);
      }
    }
    return false;
  };
  const reader = response.body?.getReader();
  if (!reader) return; // 204: the answer is empty
  const decoder = new TextDecoder();
  // Not every body stream errors when its request is aborted: cancel the read ourselves.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, {once: true});
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      const events = parser.feed(decoder.decode(value, {stream: true}));
      // Only events count as progress: a stream of keep-alive comments ends at the same limit
      // as a silent one.
      if (events.length > 0) onProgress();
      if (handle(events)) return;
    }
    handle([...parser.feed(decoder.decode()), ...parser.end()]);
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}

async function readErrorDetail(response: Response): Promise<string> {
  const body = (await response.text()).trim();
  if (!body) return '';
  let detail: string | null = null;
  try {
    detail = errorMessage(JSON.parse(body));
  } catch {
    detail = /^<|<html/i.test(body) ? null : body; // an HTML error page says nothing useful
  }
  return detail ? detail.replace(/\s+/g, ' ').slice(0, 200) : '';
}

export const SYSTEM_PROMPT = [
  'You are the Etherlink documentation chatbot (beta). Etherlink is an EVM-compatible layer 2 blockchain on Tezos.',
  'Answer the question using only the documentation passages below.',
  'Cite every page you use as a Markdown link with the URL given for its passage, for example [Bridging tokens](/bridging/).',
  'If the passages do not answer the question, say that the documentation does not cover it and point to the closest page;',
  'never invent commands, addresses, chain IDs, URLs or values. Answer in Markdown, briefly.',
].join(' ');

export interface WireMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export function buildMessages(question: string, history: readonly ChatTurn[], passages: readonly Passage[]): WireMessage[] {
  const grounding = passages.length
    ? passages.map((p, i) => `[${i + 1}] ${sourceTitle(p)} (${p.url})\n${p.text}`).join('\n\n')
    : 'No passage of the documentation matched this question.';
  return [
    {role: 'system', content: `${SYSTEM_PROMPT}\n\nDocumentation passages:\n\n${grounding}`},
    ...history.slice(-HISTORY_TURNS).map((turn) => ({role: turn.role, content: turn.content.slice(0, HISTORY_CHARS)})),
    {role: 'user', content: question},
  ];
}

/** The grounding pages the answer links to; all of them when it links to none. */
export function citedSources(text: string, passages: readonly Passage[]) {
  const cited = passages.filter((p) => mentions(text, p.url) || mentions(text, p.path));
  return sourcesOf(cited.length ? cited : passages);
}

/** `text` names `url` as a whole address: "/bridging/" is not named by "/bridging/bridging-fa". */
function mentions(text: string, url: string): boolean {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}(?=[)#\\s"'>\\]]|$)`).test(text);
}
