/**
 * Algolia's Ask AI endpoints played by Playwright routes, for the hosted build's tests: the token
 * endpoint answers with a token that is valid for an hour, the chat endpoint with a given body.
 */
import type {Page, Route} from '@playwright/test';

export const ASK_AI = 'https://askai.algolia.com/chat';
export const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS'};

/** Answers a CORS preflight, and tells the handler to stop. */
export async function preflight(route: Route): Promise<boolean> {
  if (route.request().method() !== 'OPTIONS') return false;
  await route.fulfill({status: 204, headers: CORS});
  return true;
}

/** An AI SDK v5 UI message stream (server-sent events) in one body, as a buffering proxy delivers it. */
export function sse(chunks: unknown[]): string {
  return `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
}

/** Routes the token endpoint and the chat endpoint; a `null` answer is never given. */
export async function routeAskAiChat(page: Page, answer: string | null): Promise<void> {
  // The token is "<base64 JSON with exp>.<signature>"; DocSearch reads exp to refresh it 30 s early.
  const token = `${Buffer.from(JSON.stringify({exp: Math.floor(Date.now() / 1000) + 3600})).toString('base64')}.sig`;
  await page.route(`${ASK_AI}/**`, async (route) => {
    if (await preflight(route)) return;
    await route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify({success: true, token})});
  });
  await page.route(ASK_AI, async (route) => {
    if ((await preflight(route)) || answer === null) return;
    await route.fulfill({status: 200, headers: {...CORS, 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'}, body: answer});
  });
}

/**
 * An answer that starts and never ends, served from the page (a route can only answer with a
 * complete body): the page's fetch is replaced before the site's code runs, as the network would be.
 */
export async function hangingAnswer(page: Page, firstWords: string): Promise<void> {
  await page.addInitScript(
    ([endpoint, words]) => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url !== endpoint) return realFetch(input, init);
        const encoder = new TextEncoder();
        const send = (chunk: object) => encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`);
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(send({type: 'start', messageId: 'msg-hanging'}));
            controller.enqueue(send({type: 'start-step'}));
            controller.enqueue(send({type: 'text-start', id: 't'}));
            controller.enqueue(send({type: 'text-delta', id: 't', delta: words}));
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
          },
        });
        return new Response(body, {headers: {'content-type': 'text/event-stream'}});
      };
    },
    [ASK_AI, firstWords] as const,
  );
}

/**
 * An answer that arrives as a stream, one event every `gapMs`, served from the page as
 * `hangingAnswer` is: each event is its own network chunk, as from a live assistant.
 */
export async function streamedAnswer(page: Page, events: unknown[], gapMs: number): Promise<void> {
  await page.addInitScript(
    ([endpoint, list, gap]) => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url !== endpoint) return realFetch(input, init);
        const encoder = new TextEncoder();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const body = new ReadableStream({
          start(controller) {
            let next = 0;
            const send = () => {
              if (next === list.length) {
                controller.enqueue(encoder.encode('data: [DONE]\n\n'));
                controller.close();
                return;
              }
              controller.enqueue(encoder.encode(`data: ${JSON.stringify(list[next++])}\n\n`));
              timer = setTimeout(send, gap);
            };
            send();
            init?.signal?.addEventListener('abort', () => clearTimeout(timer));
          },
          cancel: () => clearTimeout(timer),
        });
        return new Response(body, {headers: {'content-type': 'text/event-stream'}});
      };
    },
    [ASK_AI, events, gapMs] as const,
  );
}

/**
 * An answer of one text delta of `size` characters, served from the page as `hangingAnswer` is, in
 * chunks of 64 KiB made as the reader pulls them; `window.__pulledBytes` counts what was read.
 */
export async function hugeAnswer(page: Page, size: number): Promise<void> {
  await page.addInitScript(
    ([endpoint, length]) => {
      const realFetch = window.fetch.bind(window);
      const state = window as unknown as {__pulledBytes: number};
      state.__pulledBytes = 0;
      window.fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url !== endpoint) return realFetch(input, init);
        const encoder = new TextEncoder();
        const event = (value: object) => `data: ${JSON.stringify(value)}\n\n`;
        const head = encoder.encode(`${event({type: 'start'})}${event({type: 'text-start', id: 't'})}data: {"type":"text-delta","id":"t","delta":"`);
        const tail = encoder.encode(`"}\n\n${event({type: 'text-end', id: 't'})}${event({type: 'finish'})}data: [DONE]\n\n`);
        const letters = new Uint8Array(64 * 1024).fill(0x78); // "x"
        function* pieces() {
          yield head;
          for (let left = length; left > 0; left -= letters.length) yield letters.subarray(0, Math.min(left, letters.length));
          yield tail;
        }
        const source = pieces();
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            const next = source.next();
            if (next.done) return controller.close();
            state.__pulledBytes += next.value.length;
            controller.enqueue(next.value);
          },
        });
        return new Response(body, {headers: {'content-type': 'text/event-stream'}});
      };
    },
    [ASK_AI, size] as const,
  );
}
