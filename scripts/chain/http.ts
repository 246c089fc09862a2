/**
 * One client per source: at most `concurrency` requests in flight, each aborted after `timeoutMs`.
 * The first request that cannot get an answer (refused, timed out, HTTP error, not JSON) marks the
 * source down, and every later request to it fails at once: a source that never answers costs one
 * timeout, not one per fact (measured with all five sources blackholed and the 10 s timeout: the
 * run ends in 10.9 s; without the short cut the 1.5 s-timeout test ran past its 20 s limit).
 * Identical requests are asked once (several src/data entries share an address).
 */

import type {Source} from './sources';

export class SourceDown extends Error {
  constructor(readonly source: Source, readonly reason: string) {
    super(`${source.label} unreachable: ${reason}`);
  }
}

/** A JSON-RPC error object: the node answered, and the answer is an error (e.g. a revert). */
export class RpcError extends Error {
  constructor(readonly code: number, message: string, readonly data?: unknown) {
    super(message);
  }
}

export interface ClientOptions {
  timeoutMs: number;
  concurrency: number;
  /** Epoch ms after which no request starts: the whole run stays bounded even if a source crawls. */
  deadline: number;
}

interface Answer {
  status: number;
  text: string;
}

export class SourceClient {
  down: string | undefined;
  requests = 0;
  private active = 0;
  private waiting: (() => void)[] = [];
  private cache = new Map<string, Promise<Answer>>();
  private rpcId = 0;

  constructor(readonly source: Source, private readonly options: ClientOptions) {}

  /** GET a path under the source URL; 200 and 204 are answers, anything else marks the source down. */
  async get(path: string): Promise<Answer> {
    return this.request('GET', `${this.source.url}${path}`);
  }

  async getJson<T>(path: string): Promise<{status: number; body: T | undefined}> {
    const answer = await this.get(path);
    if (answer.status === 204 || answer.text.trim() === '') return {status: answer.status, body: undefined};
    return {status: answer.status, body: this.parse(answer.text) as T};
  }

  async rpc<T = unknown>(method: string, params: unknown[]): Promise<T> {
    const payload = JSON.stringify({jsonrpc: '2.0', id: ++this.rpcId, method, params});
    const cacheKey = JSON.stringify([method, params]);
    const answer = await this.request('POST', this.source.url, payload, cacheKey);
    const body = this.parse(answer.text) as {result?: T; error?: {code: number; message: string; data?: unknown}};
    if (body && typeof body === 'object' && body.error) throw new RpcError(body.error.code, body.error.message, body.error.data);
    if (!body || typeof body !== 'object' || !('result' in body)) {
      throw this.fail(`answered ${method} without a JSON-RPC result`);
    }
    return body.result as T;
  }

  private parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      throw this.fail(`answered something that is not JSON (${JSON.stringify(text.slice(0, 40))})`);
    }
  }

  /** Marks the source down (the first reason wins) and returns the error to throw. */
  fail(reason: string): SourceDown {
    this.down ??= reason;
    return new SourceDown(this.source, this.down);
  }

  private request(method: string, url: string, body?: string, cacheKey = url): Promise<Answer> {
    if (this.down) return Promise.reject(new SourceDown(this.source, this.down));
    let pending = this.cache.get(cacheKey);
    if (!pending) {
      pending = this.limited(() => this.fetchOnce(method, url, body));
      this.cache.set(cacheKey, pending);
    }
    return pending;
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    while (this.active >= this.options.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  private async fetchOnce(method: string, url: string, body?: string): Promise<Answer> {
    if (this.down) throw new SourceDown(this.source, this.down);
    const budget = Math.min(this.options.timeoutMs, this.options.deadline - Date.now());
    if (budget <= 0) throw this.fail('the run used up its time budget before this source answered');
    this.requests++;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        body,
        headers: body ? {'content-type': 'application/json', accept: 'application/json'} : {accept: 'application/json, text/plain'},
        signal: AbortSignal.timeout(budget),
      });
      text = await response.text();
    } catch (error) {
      throw this.fail(describeFetchError(error, budget));
    }
    if (response.status !== 200 && response.status !== 204) throw this.fail(`answered HTTP ${response.status}`);
    return {status: response.status, text};
  }
}

/** "connection refused", "no answer within 10 s": the cause, never a stack trace. */
export function describeFetchError(error: unknown, timeoutMs: number): string {
  const err = error as {name?: string; message?: string; cause?: {code?: string; message?: string}};
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const code = err?.cause?.code;
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    ECONNRESET: 'connection reset',
    UND_ERR_SOCKET: 'connection closed',
    CERT_HAS_EXPIRED: 'TLS certificate expired',
  };
  if (code && known[code]) return known[code];
  return (err?.cause?.message ?? err?.message ?? String(error)).split('\n')[0];
}
