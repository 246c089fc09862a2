/**
 * One client per source: at most `concurrency` requests in flight, each aborted after `timeoutMs`.
 * The first request that cannot get an answer (refused, timed out, HTTP error, not JSON) marks the
 * source down, and every later request to it fails at once: a source that never answers costs one
 * timeout, not one per fact (measured with all five sources blackholed and the 10 s timeout: the
 * run ends in 10.9 s; without the short cut the 1.5 s-timeout test ran past its 20 s limit).
 * Identical requests are asked once (several src/data entries share an address).
 *
 * A source is trusted with nothing: every answer is read as a stream and dropped at MAX_ANSWER_BYTES
 * of decoded body (fetch undoes gzip, deflate and br before the count, so a compressed bomb stops at
 * the same cap), a redirect is reported with its Location and never followed (so a JSON-RPC body
 * goes to the configured URL and nowhere else), and quantities are parsed by `quantity` (at most 64
 * hex digits, compared as bigints). Measured in tests/unit/check-chain-hostile.test.ts: a 100 MB
 * answer or a 305 KB gzip of 300 MB ends with exit 2, one line and a peak RSS near 150 MB, where
 * reading the whole body took 3.8 GB and 3.2 GB.
 */

import type {Source} from './sources';
import {readCapped} from '../../src/lib/readCapped';

export class SourceDown extends Error {
  constructor(readonly source: Source, readonly reason: string) {
    super(`${source.label} unreachable: ${reason}`);
  }
}

/**
 * A JSON-RPC error object: the node answered, and the answer is an error (a revert, or a method it
 * does not serve). The facts that need the method stay unchecked; the source stays usable.
 */
export class RpcError extends Error {
  constructor(readonly method: string, readonly code: number, message: string, readonly data?: unknown) {
    super(message);
  }

  /** For a report line: "answered tez_kernelVersion with JSON-RPC error -32601 (Method not found)". */
  get reason(): string {
    return `answered ${this.method} with JSON-RPC error ${this.code} (${this.message})`;
  }
}

/**
 * Codes that say the endpoint does not serve the method at all (EIP-1474's -32601 "method not
 * found" and -32004 "method not supported", the EVM node's -32007 "method disabled":
 * etherlink/bin_node/lib_dev/rpc_errors.ml at octez-evm-node-v0.64), as opposed to a call that ran
 * and reverted (the EVM node's -32003, 3 or -32000 elsewhere).
 */
const NOT_SERVED = new Set([-32601, -32004, -32007]);

export const notServed = (error: RpcError) => NOT_SERVED.has(error.code);

/** Largest answer read from a source, after decompression. The largest real answer (a TzKT storage or the kernel changelog) is under 100 KB. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** Text from a source, cut to one short line. */
export function clip(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A value from a source, quoted for a one-line message: at most 40 characters. */
export function quote(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : value === undefined ? 'nothing' : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 30)}… (${text.length} characters)` : text;
}

/**
 * A JSON-RPC quantity as a bigint: "0x" and 1 to 64 hex digits (66 characters at most, the size of
 * a 256-bit word). Anything else marks the source down as malformed.
 */
export function quantity(client: SourceClient, value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) throw client.fail(`malformed: answered ${what} with ${quote(value)}, not a hex quantity of at most 66 characters`);
  return BigInt(value);
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
    if (body && typeof body === 'object' && body.error) throw new RpcError(method, Number(body.error.code), clip(String(body.error.message)), body.error.data);
    if (!body || typeof body !== 'object' || !('result' in body)) {
      throw this.fail(`answered ${method} without a JSON-RPC result`);
    }
    return body.result as T;
  }

  private parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      throw this.fail(`answered something that is not JSON (${quote(text.slice(0, 40))})`);
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
    const signal = AbortSignal.timeout(budget);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: body ? {'content-type': 'application/json', accept: 'application/json'} : {accept: 'application/json, text/plain'},
        signal,
      });
    } catch (error) {
      throw this.fail(describeFetchError(error, budget));
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      throw this.fail(`answered HTTP ${response.status}, a redirect to ${location === null ? 'no Location' : quote(location)}; redirects are not followed`);
    }
    if (response.status !== 200 && response.status !== 204) {
      await response.body?.cancel().catch(() => undefined);
      throw this.fail(`answered HTTP ${response.status}`);
    }
    let text: string;
    try {
      text = Buffer.from(await readCapped(response, MAX_ANSWER_BYTES, () => new TooLarge())).toString('utf8');
    } catch (error) {
      if (error instanceof TooLarge) throw this.fail(`malformed: larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`);
      throw this.fail(describeFetchError(error, budget));
    }
    return {status: response.status, text};
  }
}

class TooLarge extends Error {}

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
  return clip((err?.cause?.message ?? err?.message ?? String(error)).split('\n')[0]);
}
